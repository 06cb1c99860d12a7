import Foundation
@testable import OpenTouch

/// A shown window the size of the default 390 × 844 screen with `root` as its root controller,
/// laid out once, and the screen that drives it (which keeps the window).
@MainActor
func phoneScreen(root: UIViewController) -> TouchScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    screen.runLayoutPass()
    return screen
}

/// A shown 390 × 844 window holding `view`, laid out once, and the screen that drives it.
@MainActor
func phoneScreen(showing view: UIView) -> TouchScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(view)
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    screen.runLayoutPass()
    return screen
}
