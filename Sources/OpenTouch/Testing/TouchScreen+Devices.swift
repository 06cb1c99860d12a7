import Foundation

/// A screen made for a view controller on a device, and turned (TST-9, OpenTouch's own).
extension TouchScreen {
    /// A screen of `device`, held in `orientation`, whose key window shows `rootViewController`,
    /// laid out and ready to touch.
    ///
    /// ```swift
    /// let screen = TouchScreen(rootViewController: CheckoutController(), device: .iPhoneSE)
    /// screen.tap(screen.find(label: "Buy")!)
    /// ```
    public convenience init(rootViewController: UIViewController, device: Device = .iPhone16e, orientation: Orientation = .portrait,
                            application: UIApplication = UIApplication()) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size(in: orientation)), scale: device.scale)
        screen.deviceSafeAreas = (device.portraitSafeArea, device.landscapeSafeArea)
        let scene = UIWindowScene(screen: screen)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        self.init(window: window, scene: scene, application: application, maximumTouchCount: device.maximumTouchCount)
        application.device.userInterfaceIdiom = device.userInterfaceIdiom
        runLayoutPass()
    }

    /// Which way up the screen is held: portrait when it is taller than wide.
    public var orientation: Orientation {
        window.screen.bounds.width <= window.screen.bounds.height ? .portrait : .landscape
    }

    /// Turns the screen to `orientation`, as a rotation does: the root controllers hear
    /// `viewWillTransition(to:with:)` with the new size; the screen's and its windows' sizes swap,
    /// the safe area and the size classes follow (views and controllers whose size classes changed
    /// hear `traitCollectionDidChange(_:)`), and a layout pass runs; then the animations the
    /// controllers added run, and their completions 0.3 seconds later on the application clock.
    public func setOrientation(_ orientation: Orientation) {
        guard orientation != self.orientation else { return }
        let screen = window.screen
        let size = CGSize(width: screen.bounds.height, height: screen.bounds.width)
        let windows = windowsFrontToBack.filter { $0.screen === screen }
        // [chosen] The interface turns a quarter clockwise to landscape, back to portrait.
        let turn = CGAffineTransform(rotationAngle: orientation == .landscape ? -.pi / 2 : .pi / 2)
        let coordinators = windows.compactMap { shown in
            shown.rootViewController.map { root in
                let coordinator = SizeTransitionCoordinator(containerView: shown, targetTransform: turn)
                root.viewWillTransition(to: size, with: coordinator)
                return coordinator
            }
        }
        // DEV-2: turned a quarter clockwise, the interface is landscape and the device's bottom
        // edge is on the right: `.landscapeLeft`, as UIKit names it.
        application.device.held(orientation == .landscape ? .landscapeLeft : .portrait)
        let before = windows.map(\.traitValues)
        screen.bounds = CGRect(origin: .zero, size: size)
        for shown in windows { shown.frame = CGRect(origin: .zero, size: size) }
        // TRT-2: where a size class changed (a phone's height), the views and their controllers
        // hear traitCollectionDidChange, before the layout pass.
        application.runAsCurrent {
            for (shown, old) in zip(windows, before) { shown.notifyTraitChange(from: old, to: shown.traitValues) }
        }
        runLayoutPass()
        for coordinator in coordinators { coordinator.sizeChanged(on: clock) }
    }
}

extension TouchScreen {
    /// The battery reaches `level` (0 to 1) and `state` (DEV-3): while the app watches the battery
    /// (`UIDevice.current.isBatteryMonitoringEnabled`), `UIDevice` posts
    /// `batteryStateDidChangeNotification` and `batteryLevelDidChangeNotification` for what changed.
    public func setBattery(level: Float, state: UIDevice.BatteryState) {
        application.runAsCurrent { application.device.batteryChanged(level: min(max(level, 0), 1), state: state) }
    }

    /// The photos of the device's library, which an image picker shows in this order (VC-18);
    /// empty at first.
    public var photoLibrary: [UIImage] {
        get { application.photoLibrary }
        set { application.photoLibrary = newValue }
    }

    /// The user's text size on this screen (TXT-1): `.large` unless changed.
    public var preferredContentSizeCategory: UIContentSizeCategory { window.screen.contentSizeCategory }

    /// Changes the user's text size, as the Settings app does (TXT-1): the screen's windows and
    /// their views hear `traitCollectionDidChange(_:)` with the new `preferredContentSizeCategory`
    /// (text views that adjust their font make it again first), the application posts
    /// `UIContentSizeCategory.didChangeNotification`, and a layout pass runs.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        let screen = window.screen
        guard category != screen.contentSizeCategory, category != .unspecified else { return }
        let windows = windowsFrontToBack.filter { $0.screen === screen }
        let before = windows.map(\.traitValues)
        screen.contentSizeCategory = category
        for (shown, old) in zip(windows, before) { shown.notifyTraitChange(from: old, to: shown.traitValues) }
        application.runAsCurrent {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: application,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        }
        runLayoutPass()
    }
}
