import Foundation
import Testing
@testable import OpenTouch

@Suite("Presentation contexts: definesPresentationContext, .currentContext and .overCurrentContext (VC-12)")
@MainActor
struct PresentationContextTests {
    /// Two tabs; the first is a navigation controller around `list`, with a button on the list.
    func scene(log: CallbackLog) -> (UITabBarController, UINavigationController, LifecycleController, LifecycleController, TouchScreen, () -> Int) {
        let list = LifecycleController("list", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let other = LifecycleController("other", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let screen = phoneScreen(root: tabs)
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        list.view.addSubview(button)
        _ = appearance(log)
        return (tabs, navigation, list, other, screen, { taps })
    }

    /// The log without the layout callbacks.
    func appearance(_ log: CallbackLog) -> [String] { log.take().filter { !$0.contains("Layout") } }

    @Test("VC-12 VC-6 over the current context: the overlay covers the defining navigation controller's view only; the tab bar still switches tabs, and the overlay goes and comes back with its tab")
    func overCurrentContext() {
        let log = CallbackLog()
        let (tabs, navigation, list, _, screen, taps) = scene(log: log)
        navigation.definesPresentationContext = true
        let overlay = LifecycleController("overlay", log: log)
        overlay.modalPresentationStyle = .overCurrentContext
        list.present(overlay, animated: true)
        #expect(overlay.presentingViewController === navigation && list.presentedViewController === overlay && navigation.presentedViewController === overlay,
                "the context presents, and the list sees what is presented over it")
        screen.advance(by: 0.5)
        #expect(appearance(log) == ["overlay loadView", "overlay viewDidLoad", "overlay viewWillAppear", "overlay viewDidAppear"], "the list stays and hears nothing")
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == navigation.view.frame)
        screen.tap(at: CGPoint(x: 100, y: 220))
        #expect(taps() == 0, "the overlay takes the touch over the list")

        let tabY = 844 - 34 - 49 / 2.0
        screen.tap(at: CGPoint(x: 292, y: tabY))
        #expect(tabs.selectedIndex == 1 && overlay.viewIfLoaded?.window == nil, "the tab bar is outside the context and switches; the overlay leaves with its tab")
        #expect(appearance(log) == ["other loadView", "other viewDidLoad", "list viewWillDisappear", "overlay viewWillDisappear", "other viewWillAppear",
                                    "list viewDidDisappear", "overlay viewDidDisappear", "other viewDidAppear"],
                "the tab switch as VC-6 says, the overlay leaving with the list under it")
        screen.tap(at: CGPoint(x: 97, y: tabY))
        #expect(tabs.selectedIndex == 0 && overlay.view.window != nil, "and comes back with it")
        screen.tap(at: CGPoint(x: 100, y: 220))
        #expect(taps() == 0)
        _ = appearance(log)

        list.dismiss(animated: true)
        screen.advance(by: 0.5)
        #expect(appearance(log) == ["overlay viewWillDisappear", "overlay viewDidDisappear"] && navigation.presentedViewController == nil)
        screen.tap(at: CGPoint(x: 100, y: 220))
        #expect(taps() == 1, "dismissed from the list, which did not present it itself")
    }

    @Test("VC-12 VC-2 current context: the defining controller's view leaves once covered and comes back on dismissal, with its appearance calls")
    func currentContext() {
        let log = CallbackLog()
        let (tabs, navigation, list, _, screen, _) = scene(log: log)
        navigation.definesPresentationContext = true
        let cover = LifecycleController("cover", log: log)
        cover.modalPresentationStyle = .currentContext
        list.present(cover, animated: true)
        #expect(appearance(log) == ["cover loadView", "cover viewDidLoad", "list viewWillDisappear", "cover viewWillAppear"])
        screen.advance(by: 0.5)
        #expect(appearance(log) == ["list viewDidDisappear", "cover viewDidAppear"] && navigation.view.superview == nil && tabs.tabBar.window != nil)
        cover.dismiss(animated: true)
        #expect(appearance(log) == ["list viewWillAppear", "cover viewWillDisappear"] && navigation.view.superview === tabs.view)
        screen.advance(by: 0.5)
        #expect(appearance(log) == ["cover viewDidDisappear", "list viewDidAppear"])
    }

    @Test("VC-12 VC-4 with no controller defining a context, the current-context styles cover the window as the full-screen ones do, presented by the root")
    func noContext() {
        let log = CallbackLog()
        let (tabs, _, list, _, screen, _) = scene(log: log)
        let overlay = LifecycleController("overlay", log: log)
        overlay.modalPresentationStyle = .overCurrentContext
        list.present(overlay, animated: false)
        screen.advance(by: 0)
        #expect(overlay.presentingViewController === tabs && overlay.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.tap(at: CGPoint(x: 292, y: 844 - 34 - 24))
        #expect(tabs.selectedIndex == 0, "the tab bar is covered")
    }
}
