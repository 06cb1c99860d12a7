import Foundation
import PropertyBased
import Testing
@testable import OpenTouch

extension UIColor {
    /// The extension every iOS codebase has, which needs `UIColor` to be a class.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// The components of `color` as `getRed` writes them.
func components(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
}

@Suite("Colours: UIColor as a class, dynamic colours, named colours (CLR-1..3)")
@MainActor
struct ColorTests {
    @Test("CLR-1 convenience init(hex:) in an extension compiles and yields the right components")
    func hexInitializer() {
        let brand = UIColor(hex: 0xFF8000, alpha: 0.5)
        let expected: [CGFloat] = [1, 128.0 / 255, 0, 0.5]
        #expect(components(brand) == expected)
        #expect(brand == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5), "equal by components")
        #expect(brand.description == "UIExtendedSRGBColorSpace 1 0.501961 0 0.5")
    }

    @Test("CLR-1 components are not clamped; Display P3 red lies outside sRGB; getHue round-trips; getWhite only for grays")
    func extendedComponents() {
        #expect(components(UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)) == [1.2, -0.1, 0.5, 1])
        let p3 = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(p3[0] > 1.08 && p3[0] < 1.1 && p3[1] < -0.2 && p3[2] < -0.1, "P3 red is outside sRGB: \(p3)")
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        #expect(components(orange) == [1, 0.5, 0, 1])
        #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 30.0 / 360) < 1e-12 && saturation == 1 && brightness == 1 && alpha == 1)
        var white: CGFloat = -1
        #expect(!UIColor.red.getWhite(&white, alpha: nil) && white == -1, "UIKit does not turn an RGB colour gray")
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
        #expect(components(.gray) == [0.5, 0.5, 0.5, 1], "a gray reads as RGB")
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1), "gray and RGB spaces differ, as in UIKit")
        #expect(UIColor(cgColor: UIColor.gray.cgColor) == .gray && UIColor.gray.cgColor.numberOfComponents == 2)
    }

    @Test("CLR-2 a dynamic colour resolves per trait collection: given, current, and in a dark window's view as it draws")
    func dynamicColours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: light) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: UITraitCollection()) == UIColor.label.resolvedColor(with: light), "unspecified resolves as light")
        let darkBlue: [CGFloat] = [10.0 / 255, 132.0 / 255, 1, 1]
        #expect(components(UIColor.systemBlue.resolvedColor(with: dark)) == darkBlue)
        let lightBlue = CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        #expect(UIColor.systemBlue.cgColor == lightBlue, "current is the main screen's: light")
        var inDark: CGColor?
        dark.performAsCurrent { inDark = UIColor.systemBackground.cgColor }
        #expect(inDark == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .orange : .purple }
        #expect(custom.resolvedColor(with: dark) === UIColor.orange && custom.resolvedColor(with: light) === UIColor.purple)
        let halfOrange: [CGFloat] = [1, 0.5, 0, 0.5]
        #expect(components(custom.withAlphaComponent(0.5).resolvedColor(with: dark)) == halfOrange, "alpha keeps it dynamic")

        // A view in a dark window draws with the dark value: the trait collection is current in draw(_:).
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideUserInterfaceStyle = .dark
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(swatch)
        window.makeKeyAndVisible()
        TouchScreen(window: window).runLayoutPass()
        #expect(swatch.drawing?.operations.map(\.color) == [CGColor(red: 1, green: 1, blue: 1, alpha: 1)])
    }

    @Test("CLR-3 UIColor(named:) is nil unless registered, as for a missing asset; a registered dynamic colour stays dynamic")
    func namedColours() {
        #expect(UIColor(named: "NoSuchColor") == nil)
        AssetCatalog.register(UIColor { $0.userInterfaceStyle == .dark ? .white : .black }, named: "Ink")
        let ink = UIColor(named: "Ink")
        #expect(ink?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.white)
        #expect(ink?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) === UIColor.black)
    }

    @Test("CLR-1 HSB and RGB convert both ways for any colour; P3 colours inside sRGB's gamut keep their components in 0...1")
    func conversionsRoundTrip() async {
        let unit = Gen<Double>.double(in: 0...1)
        await propertyCheck(count: 500, input: unit, unit, unit) { r, g, b in
            let color = UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: 1)
            var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
            #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
            let back = components(UIColor(hue: h, saturation: s, brightness: v, alpha: a))
            #expect(zip(back, [CGFloat(r), CGFloat(g), CGFloat(b), 1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(back)")
            // A gray in P3 is the same gray in sRGB (the two share white and the curve).
            let gray = components(UIColor(displayP3Red: CGFloat(r), green: CGFloat(r), blue: CGFloat(r), alpha: 1))
            #expect(gray.prefix(3).allSatisfy { abs($0 - CGFloat(r)) < 1e-5 }, "\(gray)")
        }
    }
}
