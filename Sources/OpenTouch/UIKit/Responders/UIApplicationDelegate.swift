import Foundation

/// The object that the application hands what no responder handled (RSP-1).
///
/// When the delegate is a `UIResponder` (and not a view, controller or the application itself)
/// it is the last link of the responder chain, after the application.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, for delegates that keep one.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// Delegates that keep no window need not write this.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
