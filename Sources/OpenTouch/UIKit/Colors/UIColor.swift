import Foundation

/// A colour, as in UIKit: a class, so that extensions can add `convenience init`s, with fixed
/// components or resolved per trait collection (CLR-1, CLR-2).
///
/// Components are in the extended sRGB space (or extended gray for ``init(white:alpha:)``) and
/// are not clamped, as on iOS 10 and later: a Display P3 colour outside sRGB has a component
/// below 0 or above 1. A dynamic colour (``init(dynamicProvider:)``, and the system colours such as
/// ``label`` and ``systemBackground``) resolves against a trait collection: the one given to
/// ``resolvedColor(with:)``, else ``UITraitCollection/current``.
///
/// ```swift
/// extension UIColor {
///     convenience init(hex: UInt32) {
///         self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
///                   blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///     }
/// }
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is made of.
    enum Storage {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat)
        case gray(CGFloat, CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// A colour from red, green, blue and alpha in the extended sRGB space (not clamped, CLR-1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha)
        super.init()
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, in sRGB, as Xcode's colour
    /// literals are (CLR-1). `required`, as the literal protocol asks, so subclasses keep it.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A gray from black (0) to white (1), in the extended gray space (CLR-1).
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .gray(white, alpha)
        super.init()
    }

    /// A colour from hue, saturation and brightness between 0 and 1 (the HSB model) (CLR-1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components, converted to extended sRGB: saturated P3 colours get
    /// components outside 0...1 (CLR-1).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = DisplayP3.toExtendedSRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour as `cgColor`: gray stays gray, anything else is read as red, green and blue.
    public convenience init(cgColor: CGColor) {
        if cgColor.numberOfComponents == 2, let c = cgColor.components {
            self.init(white: c[0], alpha: c[1])
        } else {
            let c = cgColor.rgba
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// A colour that `provider` gives for each trait collection it is resolved against (CLR-2).
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider)
        super.init()
    }

    /// The colour registered under `name` with ``AssetCatalog``; nil otherwise, as for a colour
    /// missing from the app's asset catalog (CLR-3).
    public convenience init?(named name: String) {
        guard let color = AssetCatalog.color(named: name) else { return nil }
        self.init(storage: color.storage)
    }

    /// The colour registered under `name`; the bundle and traits are not consulted (there are no
    /// bundled asset catalogs here).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    // MARK: Resolving (CLR-2)

    /// The fixed colour this one is for `traitCollection`: a dynamic colour asks its provider,
    /// others are themselves.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .dynamic(let provider) = storage else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The fixed storage for the current trait collection.
    var resolvedStorage: Storage {
        guard case .dynamic = storage else { return storage }
        return resolvedColor(with: UITraitCollection.current).storage
    }

    /// Red, green, blue and alpha after resolving against the current traits (a gray repeats its level).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch resolvedStorage {
        case .rgb(let r, let g, let b, let a): return (r, g, b, a)
        case .gray(let w, let a): return (w, w, w, a)
        case .dynamic: return (0, 0, 0, 0)
        }
    }

    // MARK: Components

    /// The colour as a Core Graphics colour, resolved against the current traits (CLR-2).
    open var cgColor: CGColor {
        switch resolvedStorage {
        case .gray(let w, let a): return CGColor(gray: w, alpha: a)
        default:
            let c = rgba
            return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// Writes red, green, blue and alpha; succeeds for RGB and gray colours, as in UIKit (CLR-1).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// Writes hue, saturation, brightness and alpha; succeeds for RGB and gray colours (CLR-1).
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        let hsb = HSB.hsb(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = hsb.hue; saturation?.pointee = hsb.saturation; brightness?.pointee = hsb.brightness
        alpha?.pointee = c.alpha
        return true
    }

    /// Writes the white level and alpha of a gray colour. UIKit does not convert an RGB colour to
    /// gray: for one, this returns false and leaves the pointers alone (CLR-1).
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .gray(let w, let a) = resolvedStorage else { return false }
        white?.pointee = w; alpha?.pointee = a
        return true
    }

    /// The same colour with another alpha; a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgb(let r, let g, let b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .gray(let w, _): return UIColor(white: w, alpha: alpha)
        case .dynamic(let provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The colour as CSS `rgba(...)` text, for hosts that paint with a browser (OpenTouch's own),
    /// resolved against the current traits and clamped to what CSS's sRGB can show.
    public var cssValue: String {
        let c = rgba
        func byte(_ v: CGFloat) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(min(1, max(0, c.alpha))))"
    }

    // MARK: Equality

    /// Equal when both are fixed colours of the same kind with the same components, as in UIKit
    /// (a gray is not equal to the RGB colour that looks the same); a dynamic colour equals only itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case let (.rgb(a, b, c, d), .rgb(e, f, g, h)): return a == e && b == f && c == g && d == h
        case let (.gray(a, b), .gray(c, d)): return a == c && b == d
        default: return false
        }
    }

    open override var hash: Int {
        switch storage {
        case let .rgb(r, g, b, a): return Hasher.combined(r, g, b, a)
        case let .gray(w, a): return Hasher.combined(w, a)
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    /// As UIKit prints colours: the space, then the components.
    open override var description: String {
        func text(_ values: CGFloat...) -> String { values.map { String(format: "%g", Double($0)) }.joined(separator: " ") }
        switch storage {
        case let .rgb(r, g, b, a): return "UIExtendedSRGBColorSpace \(text(r, g, b, a))"
        case let .gray(w, a): return "UIExtendedGrayColorSpace \(text(w, a))"
        case .dynamic: return "<UIDynamicProviderColor: \(resolvedColor(with: .current))>"
        }
    }

    // MARK: Drawing with a colour (DRW-2)

    /// Makes this the fill and stroke color of the current context (DRW-2).
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill color of the current context.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}

extension Hasher {
    /// The hash of several values, in order.
    static func combined(_ values: CGFloat...) -> Int {
        var hasher = Hasher()
        for value in values { hasher.combine(value) }
        return hasher.finalize()
    }
}
