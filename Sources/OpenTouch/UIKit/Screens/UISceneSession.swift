import Foundation

/// The system's record of one scene of the app: its role, its configuration and the scene it
/// connects (LCH-2).
///
/// UIKit makes a session when it is about to connect a scene and asks the application's delegate
/// for the session's configuration; so does ``UIApplication/launch(delegate:sceneDelegate:)``.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene of a session is for, with UIKit's raw values.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interactive windows on the device's screen.
        nonisolated public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        nonisolated public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// A string that stays the same for the session across launches.
    public let persistentIdentifier: String
    /// The configuration the application's delegate chose for it.
    open internal(set) var configuration: UISceneConfiguration
    /// The scene connected to the session, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// Data of the app's own kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// The classes and name UIKit uses to make a scene for a session (LCH-2).
///
/// On iOS a configuration made with ``init(name:sessionRole:)`` takes its classes from the app's
/// `Info.plist`; Linux has none, so the scene delegate is the one given to
/// ``UIApplication/launch(delegate:sceneDelegate:)``, and ``delegateClass`` is checked against it.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the key of the `Info.plist` entry on iOS).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene's class; `UIWindowScene` when nil.
    open var sceneClass: AnyClass?
    /// The scene delegate's class.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// What a scene is told as it connects: why it was launched (LCH-2). A launch from the home
    /// screen, the only kind here, brings nothing.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene, if one did.
        open internal(set) var sourceApplication: String?
        /// The type of the user activity the scene was asked to continue, if any.
        open internal(set) var handoffUserActivityType: String?

        override init() {
            super.init()
        }
    }

    /// The scene's life-cycle notifications, with UIKit's names (LCH-3).
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is disconnected from its session.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active.
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to become inactive.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
