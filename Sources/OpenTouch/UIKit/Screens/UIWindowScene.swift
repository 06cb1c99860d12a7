import Foundation

/// A scene that holds windows on one screen, as far as touch code reaches it: the windows it
/// shows and its screen.
///
/// UIKit makes scenes from sessions; OpenTouch has no sessions, so a scene is made directly
/// with ``init(screen:)`` and windows join it with `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is on.
    public let screen: UIScreen

    private var windowRefs: [WeakReference<UIWindow>] = []

    /// The scene's coordinate space: its screen's (HIT-5).
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }

    /// The scene's status bar: its style, visibility and frame (VC-15).
    open var statusBarManager: UIStatusBarManager? { statusBar }
    private lazy var statusBar = UIStatusBarManager(scene: self)

    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { windowRefs.compactMap(\.object) }

    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// A scene on `screen` (OpenTouch's own; UIKit makes scenes from sessions), with a session of
    /// its own.
    public init(screen: UIScreen = .main) {
        self.screen = screen
        super.init(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                   connectionOptions: UIScene.ConnectionOptions())
    }

    /// A scene of `session` on the main screen, as UIKit makes one (LCH-2).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = .main
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// A scene of `session` on `screen`: the one a launch makes (LCH-2).
    init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions, screen: UIScreen) {
        self.screen = screen
        super.init(session: session, connectionOptions: connectionOptions)
    }

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.object == nil || $0.object === window }
        windowRefs.append(WeakReference(object: window))
    }

    func remove(_ window: UIWindow) {
        windowRefs.removeAll { $0.object == nil || $0.object === window }
    }

}
