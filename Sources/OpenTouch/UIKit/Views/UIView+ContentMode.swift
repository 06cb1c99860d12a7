import Foundation

extension UIView {
    /// How a view places its content when its size differs from the bounds; raw values are UIKit's.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
