import Foundation

/// The app's own object that the application tells about its launch and life, and hands what
/// no responder handled (RSP-1, LCH-1..3). Every method does nothing by default.
///
/// When the delegate is a `UIResponder` (and not a view, controller or the application itself)
/// it is the last link of the responder chain, after the application.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, for delegates that keep one (an app without scenes).
    var window: UIWindow? { get set }

    /// Launch has begun; false stops a launch from a URL (none here) (LCH-1).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is almost done: an app without scenes makes its window here (LCH-1).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of the scene about to connect (LCH-2).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user closed while the app was not running, or whose scenes were disconnected for good (LCH-3).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app became active; only an app without scenes hears this (LCH-3).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive; only an app without scenes hears this (LCH-3).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background; only an app without scenes hears this (LCH-3).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground; only an app without scenes hears this (LCH-3).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (LCH-3).
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is short of memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Delegates that keep no window need not write this.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// True: launching goes on.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// True: the launch succeeded.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// By default the configuration named "Default Configuration", as Xcode's template names it.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the options a launch is given, with UIKit's raw values (LCH-1). A launch from the
    /// home screen, the only kind here, has none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the application was opened with.
        nonisolated public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the application that opened this one.
        nonisolated public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the application was launched for.
        nonisolated public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action the application was launched with.
        nonisolated public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the application was launched to continue.
        nonisolated public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Whether the app is active, inactive or in the background, with UIKit's raw values (LCH-3).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
