import Foundation

/// Launching an app from its delegates, and its life afterwards: foreground, active, inactive,
/// background, disconnected (LCH-1..4; OpenTouch's own entry points, UIKit's calls and order).
///
/// On iOS the system launches the app from `Info.plist` and moves it through its life as the
/// user leaves and comes back. Here a test does both: ``launch(delegate:sceneDelegate:)`` (or
/// ``TouchScreen/init(launching:sceneDelegate:device:)``) runs the launch, and the screen's verbs
/// (``TouchScreen/sendToBackground()`` and the rest) the rest of the life.
extension UIApplication {
    /// Launches the app whose delegate is `delegate`, as iOS does (LCH-1, LCH-2), and returns the
    /// window it made.
    ///
    /// The application holds `delegate` (UIKit's holds the delegate it makes) and asks it
    /// `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`, then posts `didFinishLaunchingNotification`.
    /// With `sceneDelegate` (what the `Info.plist`'s scene manifest names on iOS), a session is
    /// made and the delegate asked for its configuration; the scene connects (its delegate hears
    /// `scene(_:willConnectTo:options:)`, where the app makes its window) and comes to the
    /// foreground, active. Without, the app makes its window in `didFinishLaunching`, keeps it in
    /// its delegate's `window`, and becomes active.
    ///
    /// Throws ``LaunchError`` when the app made no window, or when the configuration names a
    /// scene delegate class other than the one given.
    @discardableResult
    public func launch(delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil,
                       screen: UIScreen = .main) throws(LaunchError) -> UIWindow {
        let launched = runAsCurrent {
            Result { () throws(LaunchError) -> UIWindow in try performLaunch(delegate: delegate, sceneDelegate: sceneDelegate, screen: screen) }
        }
        return try launched.get()
    }

    private func performLaunch(delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate?, screen: UIScreen) throws(LaunchError) -> UIWindow {
        launchedDelegate = delegate
        self.delegate = delegate
        applicationState = .inactive
        // NIB-9: the main storyboard of an app without scenes is loaded before the delegate hears
        // of the launch, and its window shown once it has.
        let storyboardWindow = sceneDelegate == nil ? MainStoryboard.applicationStoryboard().flatMap { MainStoryboard.window(storyboard: $0, scene: nil) } : nil
        if let storyboardWindow { delegate.window = storyboardWindow }
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if let storyboardWindow, storyboardWindow.isHidden { storyboardWindow.makeKeyAndVisible() }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        guard let sceneDelegate else {
            guard let window = delegate.window ?? keyWindow ?? windows.first else {
                throw .noWindow("application(_:didFinishLaunchingWithOptions:) of \(type(of: delegate)) made no window (and its `window` is nil)")
            }
            if window.windowScene == nil {
                // An app without scenes still has its window in a scene on iOS 13 and later; it
                // has no delegate and tells nothing: the app's life goes through its delegate.
                let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                                          connectionOptions: UIScene.ConnectionOptions(), screen: screen)
                scene.activationState = .foregroundActive
                launchedScenes.append(scene)
                window.windowScene = scene
                scene.application = self
            }
            becomeActiveWithoutScenes()
            return window
        }
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        if let named = configuration.delegateClass, named != type(of: sceneDelegate) {
            throw .wrongSceneDelegate("the configuration names \(named) as the scene delegate class, but the scene delegate given is a \(type(of: sceneDelegate))")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options, screen: screen)
        scene.delegate = sceneDelegate
        openSessionStorage.append(session)
        launchedScenes.append(scene)
        connect(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        // NIB-9: the scene's storyboard makes its window before the scene delegate hears of it.
        let sceneWindowFromStoryboard = MainStoryboard.sceneStoryboard(configuration: configuration.name, role: session.role)
            .flatMap { MainStoryboard.window(storyboard: $0, scene: scene) }
        if let sceneWindowFromStoryboard, let windowDelegate = sceneDelegate as? UIWindowSceneDelegate { windowDelegate.window = sceneWindowFromStoryboard }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        if let sceneWindowFromStoryboard, sceneWindowFromStoryboard.isHidden { sceneWindowFromStoryboard.makeKeyAndVisible() }
        let sceneWindow = (sceneDelegate as? UIWindowSceneDelegate)?.window ?? scene.keyWindow ?? scene.windows.first
        guard let window = sceneWindow else {
            throw .noWindow("scene(_:willConnectTo:options:) of \(type(of: sceneDelegate)) made no window in the scene")
        }
        // The scene's windows are this application's, and the scene is in the foreground once
        // the screen shows it.
        scene.application = self
        return window
    }

    /// The scene comes to the foreground and becomes active (LCH-3): its delegate hears
    /// `sceneWillEnterForeground` and `sceneDidBecomeActive`, each followed by the scene's and
    /// the application's notification.
    func bringToForeground(_ scene: UIScene) {
        runAsCurrent {
            if scene.activationState == .background || scene.activationState == .unattached {
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
                if applicationState == .background {
                    applicationState = .inactive
                    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
                }
            }
            activate(scene)
        }
    }

    /// The scene becomes active (LCH-3).
    func activate(_ scene: UIScene) {
        guard scene.activationState == .foregroundInactive else { return }
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        if applicationState != .active {
            applicationState = .active
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
    }

    /// The scene stops being active (an alert of the system, the app switcher) (LCH-3).
    func deactivate(_ scene: UIScene) {
        guard scene.activationState == .foregroundActive else { return }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        if !connectedScenes.contains(where: { $0.activationState == .foregroundActive }), applicationState == .active {
            applicationState = .inactive
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
    }

    /// The scene goes to the background, resigning first (LCH-3).
    func sendToBackground(_ scene: UIScene) {
        runAsCurrent {
            deactivate(scene)
            guard scene.activationState == .foregroundInactive else { return }
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            if !connectedScenes.contains(where: { $0.activationState != .background && $0.activationState != .unattached }) {
                applicationState = .background
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            }
        }
    }

    /// The scene is disconnected, as the system does to a scene in the background to free its
    /// memory (LCH-3): it goes to the background first if it is not there, its delegate hears
    /// `sceneDidDisconnect`, and the scene leaves ``connectedScenes``; its session stays open.
    func disconnect(_ scene: UIScene) {
        runAsCurrent {
            sendToBackground(scene)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
            disconnectStorage(scene)
            scene.session.scene = nil
        }
    }

    /// An app without scenes (or its test) moves through the same states (LCH-3): its delegate
    /// hears the application's calls, each followed by its notification.
    func becomeActiveWithoutScenes() {
        runAsCurrent {
            if applicationState == .background {
                applicationState = .inactive
                delegate?.applicationWillEnterForeground(self)
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
            }
            guard applicationState != .active else { return }
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
    }

    func resignActiveWithoutScenes() {
        guard applicationState == .active else { return }
        runAsCurrent {
            applicationState = .inactive
            delegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
    }

    func enterBackgroundWithoutScenes() {
        resignActiveWithoutScenes()
        guard applicationState == .inactive else { return }
        runAsCurrent {
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
    }

    /// Whether the app was launched with scenes: its life goes through them.
    var usesScenes: Bool { !openSessionStorage.isEmpty }
}
