import Foundation

/// A part of the app's interface that the system runs on its own: the base of
/// ``UIWindowScene`` (VC-16).
///
/// UIKit makes scenes from sessions and moves them through activation states as the app goes
/// to the foreground and back. OpenTouch's applications are always in the foreground, so a scene
/// is `.unattached` until a screen shows it and `.foregroundActive` from then on; its delegate
/// hears `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` at that moment.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The object told about the scene's life; held strongly, as UIKit holds it.
    open var delegate: UISceneDelegate?

    /// A title for the scene, which the system shows in its app switcher.
    open var title: String!

    /// The application whose screen shows this scene; windows of the scene join it when shown.
    weak var application: UIApplication? {
        didSet {
            guard oldValue == nil, application != nil else { return }
            application?.connect(self)
            delegate?.sceneWillEnterForeground(self)
            delegate?.sceneDidBecomeActive(self)
        }
    }

    /// `.foregroundActive` once a screen shows the scene, `.unattached` before (VC-16).
    open var activationState: ActivationState { application == nil ? .unattached : .foregroundActive }
}

/// What a scene tells its delegate as it comes and goes; every method does nothing by default (VC-16).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is going away.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: a screen shows it.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// What a window scene tells its delegate: its window, which the app sets as on iOS (VC-16).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
