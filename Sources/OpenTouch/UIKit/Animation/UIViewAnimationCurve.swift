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

extension UIView.AnimationCurve {
    /// The curve `UIView.animate`'s options choose (their `curve…` bits).
    init(options: UIView.AnimationOptions) {
        switch options.rawValue & (3 << 16) {
        case UIView.AnimationOptions.curveEaseIn.rawValue: self = .easeIn
        case UIView.AnimationOptions.curveEaseOut.rawValue: self = .easeOut
        case UIView.AnimationOptions.curveLinear.rawValue: self = .linear
        default: self = .easeInOut
        }
    }
}
