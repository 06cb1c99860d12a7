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
        runLayoutPass()
    }

    /// Which way up the screen is held: portrait when it is taller than wide.
    public var orientation: Orientation {
        window.screen.bounds.width <= window.screen.bounds.height ? .portrait : .landscape
    }

    /// Turns the screen to `orientation`: the screen's and the window's size swap, the safe area
    /// and the size classes follow, and a layout pass runs, as a rotation does (without its
    /// animation).
    public func setOrientation(_ orientation: Orientation) {
        guard orientation != self.orientation else { return }
        let screen = window.screen
        let size = CGSize(width: screen.bounds.height, height: screen.bounds.width)
        screen.bounds = CGRect(origin: .zero, size: size)
        for shown in windowsFrontToBack where shown.screen === screen {
            shown.frame = CGRect(origin: .zero, size: size)
        }
        runLayoutPass()
    }
}
