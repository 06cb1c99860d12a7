import Foundation

extension UIView {
    /// The pace of an animation: UIKit's four named curves (ANI-3), raw values as UIKit's.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}
