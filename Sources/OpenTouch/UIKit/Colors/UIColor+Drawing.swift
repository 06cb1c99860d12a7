import Foundation

extension UIColor {
    /// Makes this the fill and stroke color of the current context (DRW-2).
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill color of the current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
