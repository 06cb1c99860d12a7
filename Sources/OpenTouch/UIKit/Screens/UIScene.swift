import Foundation

/// A part of the app's interface that the system runs on its own: the base of
/// ``UIWindowScene`` (VC-16, LCH-2, LCH-3).
///
/// UIKit makes scenes from sessions and moves them through activation states as the app goes
/// to the foreground and back. Here a scene is `.unattached` until a screen shows it; a screen
/// made for a window brings it to the foreground at once, and one launched from the app's
/// delegates (``UIApplication/launch(delegate:sceneDelegate:)``) connects it first, then drives its
/// life: foreground, active, inactive, background, disconnected.
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

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// Where the scene is in its life (LCH-3).
    open internal(set) var activationState: ActivationState = .unattached

    /// The application whose screen shows this scene; windows of the scene join it when shown.
    weak var application: UIApplication? {
        didSet {
            guard oldValue == nil, let application else { return }
            application.connect(self)
            // A screen made for a window shows its scene in the foreground, active, at once.
            if activationState == .unattached { application.bringToForeground(self) }
        }
    }

    /// A scene of `session`, told why it connects by `connectionOptions`; UIKit makes scenes, and
    /// so does ``UIApplication/launch(delegate:sceneDelegate:)``.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

/// What a scene tells its delegate as it comes and goes; every method does nothing by default (VC-16, LCH-3).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting: the app makes its window here (LCH-2).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
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
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// What a window scene tells its delegate: its window, which the app sets as on iOS (VC-16).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// None, and setting it keeps none: a delegate that shows a window declares its own `window`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
