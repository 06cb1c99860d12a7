import Foundation

/// Launching an app on a screen, and the user leaving it and coming back (LCH-1..4).
extension TouchScreen {
    /// A screen of `device` showing the app that `delegate` launches, as iOS launches it (LCH-1,
    /// LCH-2): `application(_:didFinishLaunchingWithOptions:)`, then, with `sceneDelegate`, the
    /// scene's configuration, `scene(_:willConnectTo:options:)` (where the app makes its window),
    /// `sceneWillEnterForeground` and `sceneDidBecomeActive`. The window is laid out and ready to
    /// touch. Throws ``LaunchError`` when the app made no window.
    ///
    /// ```swift
    /// let screen = try TouchScreen(launching: AppDelegate(), sceneDelegate: SceneDelegate())
    /// screen.tap(screen.find(label: "Start")!)
    /// ```
    public convenience init(launching delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil,
                            device: Device = .iPhone16e, application: UIApplication = UIApplication()) throws(LaunchError) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size(in: .portrait)), scale: device.scale)
        screen.deviceSafeAreas = (device.portraitSafeArea, device.landscapeSafeArea)
        let window = try application.launch(delegate: delegate, sceneDelegate: sceneDelegate, screen: screen)
        self.init(window: window, scene: window.windowScene, application: application, maximumTouchCount: device.maximumTouchCount)
        application.device.userInterfaceIdiom = device.userInterfaceIdiom
        runLayoutPass()
    }

    /// Whether the app is active, inactive or in the background (LCH-3).
    public var applicationState: UIApplication.State { application.applicationState }

    /// An app launched without scenes: its life goes through its delegate's application calls.
    private var livesWithoutScenes: Bool { application.launchedDelegate != nil && application.openSessionStorage.isEmpty }

    /// The user goes to the home screen (LCH-3): the scene resigns active and enters the
    /// background (`sceneWillResignActive`, `sceneDidEnterBackground`, each followed by the
    /// scene's and the application's notifications); an app without scenes hears
    /// `applicationWillResignActive` and `applicationDidEnterBackground`.
    public func sendToBackground() {
        if livesWithoutScenes { application.enterBackgroundWithoutScenes() } else { application.sendToBackground(windowScene) }
    }

    /// The user comes back to the app (LCH-3): `sceneWillEnterForeground` and
    /// `sceneDidBecomeActive` (or the application's `applicationWillEnterForeground` and
    /// `applicationDidBecomeActive`), with their notifications; then a layout pass runs.
    public func bringToForeground() {
        if livesWithoutScenes { application.becomeActiveWithoutScenes() } else { application.bringToForeground(windowScene) }
        runLayoutPass()
    }

    /// Something of the system's covers the app for a moment (a call, Control Center, the app
    /// switcher) (LCH-3): it resigns active and stays in the foreground.
    public func interrupt() {
        if livesWithoutScenes {
            application.resignActiveWithoutScenes()
        } else {
            application.runAsCurrent { application.deactivate(windowScene) }
        }
    }

    /// The interruption ends: the app is active again (LCH-3).
    public func endInterruption() {
        if livesWithoutScenes {
            application.becomeActiveWithoutScenes()
        } else {
            application.runAsCurrent { application.activate(windowScene) }
        }
    }

    /// The system disconnects the scene to free memory (LCH-3): it goes to the background if it
    /// is not there, its delegate hears `sceneDidDisconnect`, and it leaves `connectedScenes`.
    public func disconnectScene() {
        application.disconnect(windowScene)
    }
}
