import Foundation
import Testing
@testable import OpenTouch

/// The text operations `view` drew, as (text, rect, size).
@MainActor
func drawnTexts(_ view: UIView) -> [(String, CGRect, CGFloat?)] {
    (view.drawing?.operations ?? []).compactMap {
        guard case .text(let text, let rect, _, let size) = $0.kind else { return nil }
        return (text, rect, size)
    }
}

extension UIFont {
    /// An app's font helper, as iOS code writes it: a class function in an extension.
    class func appFont(ofSize size: CGFloat, bold: Bool = false) -> UIFont {
        let base = UIFont.systemFont(ofSize: size)
        guard bold, let descriptor = base.fontDescriptor.withSymbolicTraits(.traitBold) else { return base }
        return UIFont(descriptor: descriptor, size: 0)
    }
}

@Suite("Fonts, text, images and buttons (TXT-1..3, IMG-1, CTL-11, CTL-12)")
@MainActor
struct ContentTests {
    @Test("TXT-1 system fonts by weight; text styles at Apple's sizes, following the text size")
    func fonts() {
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).isBold && !UIFont.systemFont(ofSize: 15, weight: .medium).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold && UIFont.systemFont(ofSize: 20, weight: .heavy).fontName == ".SFUI-Heavy")
        let sizes = [UIFont.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
            .map { UIFont.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
        let bold = UIFont.appFont(ofSize: 15, bold: true)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold) && bold.pointSize == 15 && bold.fontName == ".SFUI-Bold")
        #expect(!UIFont.appFont(ofSize: 15).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12) && UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
    }

    @Test("TXT-2 TXT-3 a label truncates as its line-break mode says, shrinks to fit, wraps over lines, and takes its attributed text's font")
    func labels() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        func label(_ text: String, width: CGFloat, _ setUp: (UILabel) -> Void = { _ in }) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
            label.font = .systemFont(ofSize: 10)   // 5.5 pt a character
            label.text = text
            setUp(label)
            window.addSubview(label)
            return label
        }
        let tail = label("Hello, world", width: 40)
        let head = label("Hello, world", width: 40) { $0.lineBreakMode = .byTruncatingHead }
        let middle = label("Hello, world", width: 40) { $0.lineBreakMode = .byTruncatingMiddle }
        let clipped = label("Hello, world", width: 40) { $0.lineBreakMode = .byClipping }
        let shrunk = label("Hello, world", width: 44) { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 }
        let floor = label("Hello, world", width: 20) { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 }
        let lines = label("Hello, world", width: 30) { $0.numberOfLines = 0 }
        let two = label("Hello, world", width: 20) { $0.numberOfLines = 2 }
        let attributed = label("", width: 200) {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byTruncatingHead
            $0.attributedText = NSAttributedString(string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .kern: 2.0, .paragraphStyle: style])
        }
        TouchScreen(window: window).runLayoutPass()
        #expect(drawnTexts(tail).map(\.0) == ["Hello,…"])
        #expect(drawnTexts(head).map(\.0) == ["… world"])
        #expect(drawnTexts(middle).map(\.0) == ["Hel…rld"])
        #expect(drawnTexts(clipped).map(\.0) == ["Hello, world"])
        #expect(drawnTexts(shrunk).map(\.0) == ["Hello, world"] && drawnTexts(shrunk).first?.2 == 6.5, "shrunk to fit, in half points")
        #expect(drawnTexts(floor).map(\.0) == ["Hello,…"] && drawnTexts(floor).first?.2 == 5, "not below half the size; truncated there")
        #expect(drawnTexts(lines).map(\.0) == ["Hello", ", wor", "ld"])
        #expect(drawnTexts(two).map(\.0) == ["Hel", "lo…"])
        #expect(drawnTexts(attributed).first?.2 == 20 && attributed.text == "Styled")
        #expect(attributed.intrinsicContentSize == CGSize(width: 78, height: 24), "6 × 11 pt + 6 × 2 pt of kern")
        #expect(lines.sizeThatFits(CGSize(width: 30, height: 1000)) == CGSize(width: 30, height: 36))
        // Highlighted colour; text set afterwards drops the attributes.
        let highlighted = label("Hi", width: 100) { $0.highlightedTextColor = .red; $0.isHighlighted = true }
        TouchScreen(window: window).runLayoutPass()
        #expect(highlighted.drawing?.operations.first?.color == UIColor.red.cgColor)
        attributed.text = "Plain"
        #expect(attributed.attributedText?.attributes(at: 0, effectiveRange: nil)[.kern] == nil)
    }

    @Test("IMG-1 UIImage(), symbol images sized by configuration, named images, rendering modes, resizable images")
    func images() {
        #expect(UIImage().size == .zero)
        let symbol = UIImage(systemName: "star.fill")!
        #expect(symbol.size == CGSize(width: 20, height: 20) && symbol.isSymbolImage && symbol.renderingMode == .alwaysTemplate)
        let big = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))!
        #expect(big.size == CGSize(width: 47, height: 47) && big.symbolConfiguration?.weight == .bold)
        let title = symbol.withConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle))
        #expect(title.size == CGSize(width: 41, height: 41))
        #expect(UIImage(named: "missing") == nil)
        AssetCatalog.register(UIImage(size: CGSize(width: 30, height: 30), scale: 2, name: "bubble"), named: "bubble")
        let bubble = UIImage(named: "bubble")!
        let stretchy = bubble.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(stretchy.capInsets.top == 10 && stretchy.resizingMode == .stretch && stretchy.size == bubble.size && bubble.capInsets == .zero)
        #expect(bubble.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate && bubble.renderingMode == .automatic)
        #expect(bubble.withTintColor(.red).tintColor == .red)
        UIGraphicsBeginImageContext(CGSize(width: 100, height: 100))
        stretchy.draw(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        let drawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        guard case .image(let image, let rect)? = drawn?.drawing?.operations.first?.kind else {
            Issue.record("no image drawn")
            return
        }
        #expect(image.name == "bubble" && rect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("CTL-11 per-state titles, title colours and background images follow a touch's highlight; a pressable button's images")
    func perStateContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Record", for: .normal)
        button.setTitle("Recording", for: .highlighted)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        let up = UIImage(size: CGSize(width: 20, height: 20), name: "up"), down = UIImage(size: CGSize(width: 20, height: 20), name: "down")
        button.setImage(up, for: .normal)
        button.setImage(down, for: .highlighted)
        button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1), name: "plate"), for: .normal)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        var seen: [String] = []
        func look() { seen.append("\(button.titleLabel!.text!) \(button.titleLabel!.textColor == .red ? "red" : "white") \(button.imageView!.image!.name!)") }
        look()
        let finger = screen.touchDown(at: CGPoint(x: 60, y: 40))
        look()
        finger.lift()
        look()
        #expect(seen == ["Record white up", "Recording red down", "Record white up"])
        #expect(button.currentBackgroundImage?.name == "plate" && button.backgroundImage(for: .highlighted)?.name == "plate")
        screen.runLayoutPass()
        #expect(button.subviews.first is UIImageView, "the background image view is at the back")
        #expect(window.hitTest(CGPoint(x: 60, y: 40), with: nil) === button, "title, image and background take no touches")
        #expect(button.imageView!.frame.maxX <= button.titleLabel!.frame.minX, "image before title")
        #expect(UIButton(type: .system).titleColor(for: .normal) == UIColor.systemBlue, "a system button's title is tinted")
    }

    @Test("CTL-12 a configuration's update handler runs after each state change, before the next layout, and can change the configuration")
    func configurationUpdates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.image = UIImage(systemName: "cart")
        configuration.imagePadding = 8
        var log: [String] = []
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in log.append("bought") })
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.configurationUpdateHandler = { button in
            log.append("update highlighted=\(button.isHighlighted)")
            button.configuration?.title = button.isHighlighted ? "Buying…" : "Buy"
        }
        window.addSubview(button)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(log == ["update highlighted=false"] && button.titleLabel?.text == "Buy" && button.titleLabel?.textColor == .white)
        let finger = screen.touchDown(at: CGPoint(x: 100, y: 25))
        #expect(log == ["update highlighted=false"], "not yet: the update waits for layout")
        screen.advance(by: 0.05)
        #expect(log == ["update highlighted=false", "update highlighted=true"] && button.titleLabel?.text == "Buying…")
        finger.lift()
        screen.advance(by: 0.05)
        #expect(log == ["update highlighted=false", "update highlighted=true", "bought", "update highlighted=false"])
        #expect(button.titleLabel?.text == "Buy" && button.imageView?.image?.name == "cart")
        #expect(button.imageView!.frame.maxX + 8 == button.titleLabel!.frame.minX, "the padding between image and title")
        #expect(button.accessibilityLabel == "Buy")
    }
}
