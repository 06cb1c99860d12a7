import Foundation
import Testing
@testable import OpenTouch

@Suite("Tabs: a tab bar whose items a finger taps to switch, with the delegate and the appearance calls (VC-6)")
@MainActor
struct TabBarControllerTests {
    final class Gate: UITabBarControllerDelegate {
        let log: CallbackLog
        var refuse: UIViewController?
        init(log: CallbackLog) { self.log = log }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("shouldSelect \(LifecycleController.name(of: viewController))")
            return viewController !== refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect \(LifecycleController.name(of: viewController))")
        }
    }

    @Test("VC-6 VC-2 a tap on a tab: shouldSelect, the switch's appearance calls, didSelect; a refused tab stays unselected; code selects without the delegate")
    func switching() {
        let log = CallbackLog()
        let home = LifecycleController("home", log: log), settings = LifecycleController("settings", log: log), profile = LifecycleController("profile", log: log)
        home.title = "Home"
        settings.title = "Settings"
        profile.title = "Profile"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings, profile]
        let gate = Gate(log: log)
        tabs.delegate = gate
        let screen = phoneScreen(root: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83), "49 points of bar over the 34-point home indicator")
        #expect(home.view.safeAreaInsets.bottom == 83 && tabs.selectedViewController === home && home.tabBarController === tabs)
        #expect(tabs.tabBar.itemButtons.map(\.currentTitle) == ["Home", "Settings", "Profile"])
        _ = log.take()

        func tapTab(_ index: Int) {
            let button = tabs.tabBar.itemButtons[index]
            screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        tapTab(1)
        #expect(log.take().filter { !$0.contains("Layout") } == ["shouldSelect settings", "settings loadView", "settings viewDidLoad",
                                                                 "home viewWillDisappear", "settings viewWillAppear",
                                                                 "home viewDidDisappear", "settings viewDidAppear", "didSelect settings"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.itemButtons[1].isSelected && !tabs.tabBar.itemButtons[0].isSelected)
        gate.refuse = profile
        tapTab(2)
        #expect(log.take().filter { !$0.contains("Layout") } == ["shouldSelect profile"] && tabs.selectedIndex == 1,
                "refused: nothing switches (the layout pass before the tap laid the new tab out)")
        tabs.selectedIndex = 0
        #expect(log.take().filter { !$0.contains("Layout") } == ["settings viewWillDisappear", "home viewWillAppear", "settings viewDidDisappear", "home viewDidAppear"])
    }

    @Test("VC-6 VC-5 the selected tab tapped again takes its navigation stack back to the root")
    func retapPopsToRoot() {
        let feed = UIViewController(), post = UIViewController()
        feed.title = "Feed"
        let navigation = UINavigationController(rootViewController: feed)
        navigation.title = "Feed"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let screen = phoneScreen(root: tabs)
        navigation.pushViewController(post, animated: false)
        screen.advance(by: 0.1)
        let button = tabs.tabBar.itemButtons[0]
        screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === feed && tabs.selectedIndex == 0)
    }
}
