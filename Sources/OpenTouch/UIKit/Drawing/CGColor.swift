import Foundation

#if !canImport(CoreGraphics)
/// A color as Core Graphics has it (Foundation on Linux lacks it), for ``CALayer``'s colors:
/// `layer.borderColor = UIColor.red.cgColor` compiles as on iOS.
public struct CGColor: Hashable, Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
}
#endif
