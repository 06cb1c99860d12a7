import Foundation
import Testing
import UIKit
import OpenTouch

/// What an app's delegates and the notifications tell, in order.
@MainActor
private final class LifeLog {
    var calls: [String] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [(NSNotification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "app didFinishLaunching note"),
            (UIApplication.didBecomeActiveNotification, "app didBecomeActive note"),
            (UIApplication.willResignActiveNotification, "app willResignActive note"),
            (UIApplication.didEnterBackgroundNotification, "app didEnterBackground note"),
            (UIApplication.willEnterForegroundNotification, "app willEnterForeground note"),
            (UIScene.willConnectNotification, "scene willConnect note"),
            (UIScene.didActivateNotification, "scene didActivate note"),
            (UIScene.willDeactivateNotification, "scene willDeactivate note"),
            (UIScene.didEnterBackgroundNotification, "scene didEnterBackground note"),
            (UIScene.willEnterForegroundNotification, "scene willEnterForeground note"),
            (UIScene.didDisconnectNotification, "scene didDisconnect note"),
        ]
        observers = names.map { name, text in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    // Only this test's application and scenes: other tests run beside it.
                    guard let self, self.owns(object) else { return }
                    self.calls.append(text)
                }
            }
        }
    }

    weak var application: UIApplication?
    func owns(_ object: Any?) -> Bool {
        if let application = object as? UIApplication { return application === self.application }
        if let scene = object as? UIScene { return application?.connectedScenes.contains(scene) == true || scene.session.scene == nil && watched.contains { $0 === scene } }
        return false
    }
    var watched: [UIScene] = []

    func take() -> [String] {
        defer { calls = [] }
        return calls
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// An app delegate as Xcode's template writes it, logging what it hears.
private final class JournalAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LifeLog
    init(log: LifeLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.application = application
        log.calls.append("app didFinishLaunching, state \(application.applicationState.rawValue)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.calls.append("app configurationForConnecting \(connectingSceneSession.role.rawValue)")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = JournalSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.calls.append("app applicationDidBecomeActive") }
}

/// A scene delegate as Xcode's template writes it: the window is made in willConnectTo.
private final class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: LifeLog
    init(log: LifeLog) { self.log = log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        log.watched.append(scene)
        log.calls.append("scene willConnectTo, \(scene.activationState == .unattached ? "unattached" : "attached")")
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Start", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
        button.addAction(UIAction { [log] _ in log.calls.append("Start tapped") }, for: .touchUpInside)
        root.view.addSubview(button)
        window.rootViewController = UINavigationController(rootViewController: root)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.calls.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.calls.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.calls.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.calls.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.calls.append("sceneDidEnterBackground") }
}

/// An app without scenes: the window is made in didFinishLaunching.
private final class OldStyleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log: LifeLog
    init(log: LifeLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.application = application
        log.calls.append("app didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.calls.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.calls.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.calls.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.calls.append("applicationWillEnterForeground") }
}

@Suite("Launching an app from its delegates, and its life (LCH-1..4)")
@MainActor
struct LaunchTests {
    @Test("LCH-1 LCH-2 a launch with a scene delegate: didFinishLaunching, the configuration, willConnectTo (the window made there), foreground, active, in UIKit's order")
    func launchWithScenes() throws {
        let log = LifeLog()
        defer { log.stop() }
        let app = JournalAppDelegate(log: log)
        let scenes = JournalSceneDelegate(log: log)
        let screen = try TouchScreen(launching: app, sceneDelegate: scenes)
        #expect(log.take() == [
            "app didFinishLaunching, state 1", "app didFinishLaunching note",
            "app configurationForConnecting UIWindowSceneSessionRoleApplication",
            "scene willConnect note", "scene willConnectTo, unattached",
            "sceneWillEnterForeground", "scene willEnterForeground note",
            "sceneDidBecomeActive", "scene didActivate note", "app didBecomeActive note",
        ], "a scene-based app's delegate hears no applicationDidBecomeActive")
        #expect(screen.window === scenes.window && screen.applicationState == .active)
        #expect(screen.application.delegate === app && screen.application.connectedScenes.count == 1)
        let scene = try #require(screen.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive && scene.delegate === scenes && scene.session.configuration.name == "Default Configuration")
        #expect(screen.application.openSessions == [scene.session] && scene.session.scene === scene)
        #expect(scenes.window?.windowScene === scene && scene.windows.contains { $0 === scenes.window }, "\(scene.windows)")
        screen.tap(at: CGPoint(x: 195, y: 322))
        #expect(log.take() == ["Start tapped"])
    }

    @Test("LCH-3 to the background and back: resign, background, foreground, active, each delegate call followed by the scene's and the application's notifications")
    func backgroundAndBack() throws {
        let log = LifeLog()
        defer { log.stop() }
        let screen = try TouchScreen(launching: JournalAppDelegate(log: log), sceneDelegate: JournalSceneDelegate(log: log))
        _ = log.take()
        let scene = try #require(screen.windowScene as UIScene?)

        screen.sendToBackground()
        #expect(log.take() == ["sceneWillResignActive", "scene willDeactivate note", "app willResignActive note",
                               "sceneDidEnterBackground", "scene didEnterBackground note", "app didEnterBackground note"])
        #expect(screen.applicationState == .background && scene.activationState == .background)

        screen.bringToForeground()
        #expect(log.take() == ["sceneWillEnterForeground", "scene willEnterForeground note", "app willEnterForeground note",
                               "sceneDidBecomeActive", "scene didActivate note", "app didBecomeActive note"])
        #expect(screen.applicationState == .active && scene.activationState == .foregroundActive)

        screen.interrupt()
        #expect(log.take() == ["sceneWillResignActive", "scene willDeactivate note", "app willResignActive note"])
        #expect(screen.applicationState == .inactive && scene.activationState == .foregroundInactive)
        screen.endInterruption()
        #expect(log.take() == ["sceneDidBecomeActive", "scene didActivate note", "app didBecomeActive note"])

        screen.disconnectScene()
        #expect(log.take() == ["sceneWillResignActive", "scene willDeactivate note", "app willResignActive note",
                               "sceneDidEnterBackground", "scene didEnterBackground note", "app didEnterBackground note",
                               "sceneDidDisconnect", "scene didDisconnect note"])
        #expect(scene.activationState == .unattached && screen.application.connectedScenes.isEmpty && screen.application.openSessions.count == 1)
    }

    @Test("LCH-1 LCH-3 an app without scenes makes its window in didFinishLaunching and hears the application's life calls")
    func launchWithoutScenes() throws {
        let log = LifeLog()
        defer { log.stop() }
        let app = OldStyleAppDelegate(log: log)
        let screen = try TouchScreen(launching: app)
        #expect(log.take() == ["app didFinishLaunching", "app didFinishLaunching note", "applicationDidBecomeActive", "app didBecomeActive note"])
        #expect(screen.window === app.window && screen.applicationState == .active)
        screen.sendToBackground()
        #expect(log.take() == ["applicationWillResignActive", "app willResignActive note", "applicationDidEnterBackground", "app didEnterBackground note"])
        screen.bringToForeground()
        #expect(log.take() == ["applicationWillEnterForeground", "app willEnterForeground note", "applicationDidBecomeActive", "app didBecomeActive note"])
    }

    @Test("LCH-1 LCH-2 a launch that makes no window, or names another scene delegate class, is a typed error that says so")
    func launchErrors() {
        final class NoWindowScenes: UIResponder, UIWindowSceneDelegate {}
        final class Plain: UIResponder, UIApplicationDelegate {}
        let log = LifeLog()
        defer { log.stop() }
        #expect(throws: LaunchError.noWindow("scene(_:willConnectTo:options:) of NoWindowScenes made no window in the scene")) {
            try TouchScreen(launching: Plain(), sceneDelegate: NoWindowScenes())
        }
        #expect(throws: LaunchError.noWindow("application(_:didFinishLaunchingWithOptions:) of Plain made no window (and its `window` is nil)")) {
            try TouchScreen(launching: Plain())
        }
        #expect(throws: LaunchError.wrongSceneDelegate("the configuration names JournalSceneDelegate as the scene delegate class, but the scene delegate given is a NoWindowScenes")) {
            try TouchScreen(launching: JournalAppDelegate(log: log), sceneDelegate: NoWindowScenes())
        }
    }

    @Test("LCH-2 the run-loop application has one connected window scene, active, and a window made visible without a scene joins it")
    func runLoopApplicationScene() {
        let application = UIApplication.shared
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        #expect(scenes.count >= 1 && scenes.allSatisfy { $0.activationState == .foregroundActive })
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        #expect(window.windowScene != nil && scenes.contains { $0 === window.windowScene })
        window.isHidden = true
    }
}
