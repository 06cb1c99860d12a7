import Foundation

/// The application: owner of the windows, the clock and the touch event, and the first stop of
/// every event (RSP-1, RSP-4).
///
/// UIKit has one application per process. OpenTouch lets many live side by side so that tests
/// can run in any order without sharing state: each ``TouchScreen`` makes its own. [chosen]
/// ``shared`` is therefore the application that is delivering an event or running a timer right
/// now, and outside of that a process-wide default one, so that `UIApplication.shared` inside a
/// callback names the right application, as it does on iOS.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application delivering events or running timers now; otherwise the default one.
    public static var shared: UIApplication {
        current ?? defaultApplication
    }

    private static let defaultApplication: UIApplication = {
        let application = UIApplication()
        application.clock.followsRunLoop = true
        RunLoopTime.followCurrentRunLoop()
        // LCH-2: a launched app has its window scene; windows made visible without one join it.
        let scene = UIWindowScene(screen: .main)
        application.ownScene = scene
        scene.application = application
        return application
    }()

    /// The run-loop application's window scene (LCH-2); nil for a screen's application, whose
    /// screen brings its own.
    private(set) var ownScene: UIWindowScene?

    /// The application whose clock the main run loop moves: the one `shared` names outside any
    /// screen's delivery (TIM-2).
    static var runLoopApplication: UIApplication { defaultApplication }
    private static var current: UIApplication?

    /// The clock every timer of this application runs on (OpenTouch's own).
    public let clock: ApplicationClock

    /// The application's delegate; held weakly, as UIKit does.
    open weak var delegate: UIApplicationDelegate?

    /// The application's windows, in the order they were shown.
    @exclusivity(unchecked) public private(set) var windows: [UIWindow] = []

    /// The window that receives presses, motion and remote-control events.
    @exclusivity(unchecked) public private(set) weak var keyWindow: UIWindow?

    /// The delivery of this application's touches (``EventDispatching``); nothing of it is UIKit's.
    // Made in `init`, not lazily: it is read several times a frame, and a lazy getter retains.
    @exclusivity(unchecked) private(set) var dispatcher: (any EventDispatching)!

    /// The one touch event the application reuses for every frame (TCH-2).
    var touchEvent: UIEvent { dispatcher.event }

    /// The trace of this application's decisions, while tracing is on (OpenTouch's own); app
    /// code may add notes to it.
    @exclusivity(unchecked) public internal(set) var trace: TouchTrace? {
        didSet {
            dispatcher.trace = trace
            UIApplication.applicationsTracing += (trace == nil ? 0 : 1) - (oldValue == nil ? 0 : 1)
        }
    }

    /// How many applications are tracing now. While none is, code far from an application (a
    /// recognizer's state change, the layout pass) skips looking its trace up: one load instead
    /// of several. An application that goes away while tracing stays counted; checks then take
    /// the longer way.
    static var applicationsTracing = 0

    /// The application delivering events now, else the one whose screen was made or driven
    /// last, else ``shared``: whose clock helpers without a view to ask (`CACurrentMediaTime()`) read.
    static var mostRecentlyDriven: UIApplication { current ?? drivenStorage ?? defaultApplication }
    private static weak var drivenStorage: UIApplication?
    /// Which application ``drivenStorage`` holds: comparing it costs no weak load, and every
    /// frame and clock tick asks (an application clears it when it goes, see `deinit`).
    nonisolated(unsafe) private static var drivenIdentity: ObjectIdentifier?

    /// Makes the run-loop application the one in charge again, whatever screen was driven last:
    /// the next test's free-standing work goes on run-loop time (TIM-5).
    static func forgetDrivenApplication() {
        drivenIdentity = nil
        drivenStorage = nil
    }

    /// Makes this application the ``mostRecentlyDriven`` one.
    func becomeCurrent() {
        let identity = ObjectIdentifier(self)
        guard UIApplication.drivenIdentity != identity else { return }
        UIApplication.drivenIdentity = identity
        UIApplication.drivenStorage = self
    }

    // An application at this address later must not pass for the one that went.
    deinit {
        if UIApplication.drivenIdentity == ObjectIdentifier(self) { UIApplication.drivenIdentity = nil }
    }

    /// An application with a clock of its own, starting at 0 seconds. UIKit makes exactly one;
    /// here each host or test may make its own.
    public override init() {
        clock = ApplicationClock()
        super.init()
        // The one line of UIKit that names the engine: the application makes its delivery.
        dispatcher = TouchDelivery(application: self)
        clock.owner = self
    }

    /// After the application comes its delegate, when that is a responder of its own (RSP-1).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
        else { return nil }
        return responder
    }

    // MARK: Events

    /// Sends an event to its windows: a touch event to each window its touches are in, any other
    /// event to the key window. Override to watch every event; call `super` to deliver it.
    open func sendEvent(_ event: UIEvent) {
        runAsCurrent {
            guard event.type == .touches else {
                keyWindow?.sendEvent(event)
                return
            }
            let list = event.touchList
            // One finger, one window: the common case, without the search below.
            if list.count == 1 {
                list[0].window?.sendEvent(event)
                return
            }
            // Each window once, in the order its first touch began; n is at most a screen's fingers.
            for (index, touch) in list.enumerated() {
                guard let window = touch.window,
                      !list[..<index].contains(where: { $0.window === window })
                else { continue }
                window.sendEvent(event)
            }
        }
    }

    // MARK: Actions (RSP-4)

    /// Sends `action` to `target`, or, when `target` is nil, to the first responder that performs
    /// it along the chain; returns whether some object performed it.
    ///
    /// [chosen] A nil-targeted action starts at the key window's first responder; when there is
    /// none, at `sender` if that is a responder (as UIKit does for controls), else at the key
    /// window, else at the application. Past the end of the chain, a delegate that is not a
    /// responder is tried last.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        runAsCurrent {
            if let target {
                return action.perform(on: target as AnyObject, sender: sender, event: event)
            }
            let start = keyWindow?.firstResponder ?? (sender as? UIResponder) ?? keyWindow ?? self
            if let found = start.target(forAction: action, withSender: sender) {
                return action.perform(on: found as AnyObject, sender: sender, event: event)
            }
            if let delegate, !(delegate is UIResponder), action.canBePerformed(by: delegate) {
                return action.perform(on: delegate, sender: sender, event: event)
            }
            return false
        }
    }

    /// Sends an action method that takes no arguments; see ``sendAction(_:to:from:for:)-(Selector,_,_,_)``.
    @discardableResult
    open func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction(Selector(action), to: target, from: sender, for: event)
    }

    /// Sends an action method that takes its sender.
    @discardableResult
    open func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction(Selector(action), to: target, from: sender, for: event)
    }

    /// Sends an action method that takes its sender and the event.
    @discardableResult
    open func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender, UIEvent) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction(Selector(action), to: target, from: sender, for: event)
    }

    /// The user's text size: that of the screen this application was last driven on (TXT-1).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        keyWindow?.screen.contentSizeCategory ?? windows.first?.screen.contentSizeCategory ?? UIScreen.main.contentSizeCategory
    }

    /// The accessibility settings of this application's user (ACC-2).
    var accessibilitySettings = AccessibilitySettings()
    /// What the app posted to assistive technologies, oldest first (ACC-2); at most the last 1000.
    var accessibilityPosts: [AccessibilityPost] = [] {
        didSet { if accessibilityPosts.count > 1000 { accessibilityPosts.removeFirst(accessibilityPosts.count - 1000) } }
    }

    /// The haptic feedback given, oldest first (ACC-4); at most the last 1000.
    var hapticFeedback: [String] = [] {
        didSet { if hapticFeedback.count > 1000 { hapticFeedback.removeFirst(hapticFeedback.count - 1000) } }
    }

    /// The status bar's rectangle in screen coordinates: the key window's scene's (VC-15).
    /// Deprecated in iOS 13 in favour of `UIStatusBarManager`, and still what older code reads.
    @available(*, deprecated, message: "Use the statusBarManager of the window scene instead.")
    open var statusBarFrame: CGRect {
        (keyWindow ?? windows.first)?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
    }

    // MARK: Scenes (VC-16, LCH-2, LCH-3)

    private var sceneRefs: [WeakReference<UIScene>] = []

    /// The scenes connected to the application: those a screen of it shows, and the run-loop
    /// application's own (VC-16, LCH-2).
    open var connectedScenes: Set<UIScene> { Set(sceneRefs.compactMap(\.object)) }

    /// The sessions of the scenes a launch made (LCH-2).
    open var openSessions: Set<UISceneSession> { Set(openSessionStorage) }
    var openSessionStorage: [UISceneSession] = []

    /// The device this application runs on: ``UIDevice/current`` while it is in charge (DEV-1).
    let device = UIDevice()

    /// The photos an image picker shows (VC-18), as a test supplies them through
    /// ``TouchScreen/photoLibrary``; empty at first.
    var photoLibrary: [UIImage] = []

    /// The general pasteboard of this application (INT-8).
    lazy var pasteboard = UIPasteboard(name: .general)

    /// The delegate a launch was given, held: UIKit holds the delegate it makes (LCH-1).
    var launchedDelegate: UIApplicationDelegate?

    /// Whether the app is active, inactive or in the background (LCH-3): active unless a launch
    /// or a screen's verbs say otherwise.
    public internal(set) var applicationState: State = .active

    /// The scenes a launch connected, held while connected, as UIKit's application holds its
    /// scenes (a window holds its scene only weakly).
    var launchedScenes: [UIScene] = []

    func disconnectStorage(_ scene: UIScene) {
        sceneRefs.removeAll { $0.object == nil || $0.object === scene }
        launchedScenes.removeAll { $0 === scene }
    }

    /// Whether the application supports more than one scene; false, as an app without a scene
    /// manifest entry saying otherwise.
    open var supportsMultipleScenes: Bool { false }

    func connect(_ scene: UIScene) {
        sceneRefs.removeAll { $0.object == nil || $0.object === scene }
        sceneRefs.append(WeakReference(object: scene))
    }

    // MARK: Windows

    /// Takes `window` into this application, from another one if it was there, keeping its key status.
    func adopt(_ window: UIWindow) {
        let previous = window.application
        let wasKey = previous?.keyWindow === window
        if let previous, previous !== self {
            previous.windows.removeAll { $0 === window }
            if wasKey { previous.keyWindow = nil }
        }
        window.application = self
        if !window.isHidden || wasKey { register(window) }
        if wasKey { makeKey(window) }
    }

    func register(_ window: UIWindow) {
        window.application = self
        if window.windowScene == nil, let ownScene { window.windowScene = ownScene }
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        // TIM-7: what the window was marked for before it joined is laid out at the next turn.
        if clock.followsRunLoop && window.hasPendingWork { RunLoopTime.commitSoon() }
    }

    func makeKey(_ window: UIWindow) {
        register(window)
        guard keyWindow !== window else { return }
        let old = keyWindow
        keyWindow = window
        old?.resignKey()
        window.becomeKey()
    }

    /// Puts the application back as a test process found it (TIM-5): every window resigns its
    /// first responder (taking the keyboard down), loses its presented controllers without
    /// animation, is hidden and leaves the application; pending timers, animations and main-queue
    /// work are cancelled; the accessibility and haptic records are emptied. The clock keeps its
    /// time, which never runs backwards.
    func resetBetweenTests() {
        // The test's own pending work goes first; then the dismissals, which take one turn of the
        // clock even without animation, run alone.
        clock.cancelAll()
        runAsCurrent {
            for window in windows {
                _ = window.endEditing(true)
                if window.rootViewController?.presentedViewController != nil {
                    window.rootViewController?.dismiss(animated: false)
                }
            }
            clock.runDueWork()
            for window in windows { window.isHidden = true }
            for window in windows where window.application === self { window.application = nil }
            windows.removeAll()
            keyWindow = nil
        }
        clock.cancelAll()
        accessibilityPosts.removeAll()
        hapticFeedback.removeAll()
        accessibilitySettings = AccessibilitySettings()
        // A test that sent the app to the background leaves the next one an active app, and what
        // a test launched (LCH-1) goes with it: its scenes, sessions and delegate.
        applicationState = .active
        ownScene?.activationState = .foregroundActive
        for scene in launchedScenes {
            scene.activationState = .unattached
            disconnectStorage(scene)
        }
        openSessionStorage.removeAll()
        if let launched = launchedDelegate, delegate === launched { delegate = nil }
        launchedDelegate = nil
    }

    /// Runs `body` with this application as ``shared``; used around every delivery and timer.
    func runAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        // Already current (a window's sendEvent inside the application's): nothing to swap.
        if UIApplication.current === self { return try body() }
        let saved = UIApplication.current
        UIApplication.current = self
        defer { UIApplication.current = saved }
        return try body()
    }
}
