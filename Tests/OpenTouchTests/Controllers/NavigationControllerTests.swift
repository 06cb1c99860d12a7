import Foundation
import Testing
@testable import OpenTouch

@Suite("Navigation: push and pop with UIKit's appearance calls, a bar whose buttons a finger taps, the back swipe (VC-5)")
@MainActor
struct NavigationControllerTests {
    final class Recorder: UINavigationControllerDelegate {
        let log: CallbackLog
        init(log: CallbackLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.append("delegate willShow \(LifecycleController.name(of: viewController))")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("delegate didShow \(LifecycleController.name(of: viewController))")
        }
    }

    /// A navigation controller with `root` as its root, shown in a 390 × 844 window.
    func scene(_ root: UIViewController) -> (UINavigationController, UIWindow, TouchScreen) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        return (navigation, window, screen)
    }

    @Test("VC-5 VC-2 VC-3 push and pop: the appearance calls and the delegate in UIKit's order, touches held during the transition")
    func pushAndPop() {
        let log = CallbackLog()
        let list = LifecycleController("list", log: log), detail = LifecycleController("detail", log: log)
        list.title = "Mail"
        detail.title = "Message"
        let (navigation, _, screen) = scene(list)
        let recorder = Recorder(log: log)
        navigation.delegate = recorder
        #expect(list.navigationController === navigation && navigation.topViewController === list)
        _ = log.take()

        navigation.pushViewController(detail, animated: true)
        #expect(log.take().filter { !$0.contains("Layout") } == [
            "detail willMove(toParent: UINavigationController)", "detail loadView", "detail viewDidLoad", "delegate willShow detail",
            "list viewWillDisappear", "detail viewWillAppear (moving to parent)",
        ])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        screen.advance(by: 0.4)
        #expect(log.take().filter { !$0.contains("Layout") } == [
            "list viewDidDisappear", "detail viewDidAppear (moving to parent)", "detail didMove(toParent: UINavigationController)",
            "delegate didShow detail",
        ])
        #expect(list.viewIfLoaded?.window == nil && detail.view.window != nil)
        #expect(navigation.navigationBar.titleLabel.text == "Message" && navigation.navigationBar.backButton?.currentTitle == "Mail")

        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(log.take().filter { !$0.contains("Layout") } == [
            "detail willMove(toParent: nil)", "delegate willShow list", "detail viewWillDisappear (moving from parent)", "list viewWillAppear",
        ])
        screen.advance(by: 0.4)
        #expect(log.take().filter { !$0.contains("Layout") } == [
            "detail viewDidDisappear (moving from parent)", "list viewDidAppear", "detail didMove(toParent: nil)", "delegate didShow list",
        ])
        #expect(navigation.viewControllers.count == 1 && detail.parent == nil && navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test("VC-5 the bar: 44 points under the safe area; content gets it as safe area; the back button and bar button items are tapped")
    func barButtons() {
        let list = UIViewController(), detail = UIViewController()
        list.title = "Mail"
        let (navigation, window, screen) = scene(list)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(list.view.frame == window.bounds && list.view.safeAreaInsets.top == 91, "content runs under the bar; its safe area starts below it")

        final class Target {
            var composed = 0
            func compose(_ sender: UIBarButtonItem) { composed += 1 }
        }
        let target = Target()
        var edits = 0
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: target, action: Selector(Target.compose))
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in edits += 1 })
        screen.runLayoutPass()
        let compose = navigation.navigationBar.itemButtons[1], edit = navigation.navigationBar.itemButtons[0]
        screen.tap(at: compose.convert(CGPoint(x: compose.bounds.midX, y: compose.bounds.midY), to: nil))
        screen.tap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil))
        #expect(target.composed == 1 && edits == 1)

        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.01)
        let back = try! #require(navigation.navigationBar.backButton)
        #expect(back.currentTitle == "Mail")
        screen.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        screen.advance(by: 0.4)
        #expect(navigation.topViewController === list, "the back button pops")
    }

    @Test("VC-5 the back swipe: a pan from the leading edge released past half the width pops; a short one does not")
    func backSwipe() {
        let list = UIViewController(), detail = UIViewController()
        let (navigation, _, screen) = scene(list)
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.01)
        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 1, steps: 10)
        screen.advance(by: 0.4)
        #expect(navigation.topViewController === detail, "95 points, slowly: not far enough")
        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1, steps: 10)
        screen.advance(by: 0.4)
        #expect(navigation.topViewController === list)
        screen.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3, steps: 10)
        #expect(navigation.viewControllers.count == 1, "away from the edge, or with nothing to pop, nothing happens")
    }

    @Test("VC-13 VC-2 VC-3 the back swipe follows the finger: the pop begins with the pan; released far enough it finishes, else the top controller reappears")
    func interactiveBackSwipe() {
        let log = CallbackLog()
        let list = LifecycleController("list", log: log), detail = LifecycleController("detail", log: log)
        let (navigation, _, screen) = scene(list)
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.01)
        let recorder = Recorder(log: log)
        navigation.delegate = recorder
        func calls() -> [String] { log.take().filter { !$0.contains("Layout") } }
        _ = calls()

        let finger = screen.touchDown(at: CGPoint(x: 5, y: 400))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 25, y: 400))
        #expect(calls() == ["detail willMove(toParent: nil)", "delegate willShow list", "detail viewWillDisappear (moving from parent)", "list viewWillAppear"],
                "the pop begins as the pan does")
        screen.advance(by: 0.1)
        finger.move(to: CGPoint(x: 161, y: 400))
        #expect(detail.view.frame.minX == 156 && list.view.frame.minX == -117 * (1 - 156.0 / 390), "the top view follows the finger, the one below slides in from 30% to the left")
        #expect(navigation.topViewController === list && list.view.window != nil)
        screen.advance(by: 0.5)
        finger.move(to: CGPoint(x: 120, y: 400))
        screen.advance(by: 0.5)
        finger.lift()
        #expect(calls().isEmpty, "released short and slow: the top controller comes back, the calls follow when it is back")
        #expect(detail.view.frame.minX == 0 && navigation.topViewController === detail)
        screen.advance(by: 0.35)
        #expect(calls() == ["list viewWillDisappear", "list viewDidDisappear", "detail viewWillAppear", "detail viewDidAppear", "delegate didShow detail"]
                && list.viewIfLoaded?.window == nil, "the measured order: the page below goes, then the top page appears again")
        #expect(!detail.isMovingFromParent && detail.parent === navigation)

        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1, steps: 10)
        #expect(calls() == ["detail willMove(toParent: nil)", "delegate willShow list", "detail viewWillDisappear (moving from parent)", "list viewWillAppear"])
        #expect(detail.view.frame.minX == 390 && list.view.frame.minX == 0, "past half the width: the rest of the way")
        screen.advance(by: 0.35)
        #expect(calls() == ["detail viewDidDisappear (moving from parent)", "list viewDidAppear", "detail didMove(toParent: nil)", "delegate didShow list"])
        #expect(navigation.viewControllers == [list] && detail.parent == nil)
    }

    @Test("VC-5 popToRootViewController returns the controllers above the root; setViewControllers replaces the stack")
    func stackEdits() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let (navigation, _, screen) = scene(a)
        navigation.setViewControllers([a, b, c], animated: false)
        #expect(navigation.topViewController === c && b.parent === navigation && c.view.window != nil && b.viewIfLoaded?.window == nil)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.count == 2 && popped?.first === b)
        screen.advance(by: 0.4)
        #expect(navigation.viewControllers.count == 1 && b.parent == nil && c.parent == nil && a.view.window != nil)
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("VC-5 SCR-3 a pushed table: a swipe from the left edge pops it; a vertical drag starting at the same edge scrolls the table instead")
    func backSwipeAgainstTableScroll() {
        let list = UIViewController(), detail = UIViewController()
        let (navigation, _, screen) = scene(list)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = Rows()
        table.dataSource = rows
        detail.view.addSubview(table)
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 0.01)
        screen.drag(from: CGPoint(x: 8, y: 600), to: CGPoint(x: 12, y: 300), duration: 0.3, steps: 10)
        screen.advance(by: 1)
        #expect(navigation.topViewController === detail && table.contentOffset.y > 100, "the table scrolled: \(table.contentOffset.y)")
        screen.drag(from: CGPoint(x: 6, y: 400), to: CGPoint(x: 320, y: 410), duration: 0.3, steps: 10)
        screen.advance(by: 0.5)
        #expect(navigation.topViewController === list, "the edge swipe popped")
        withExtendedLifetime(rows) {}
    }
}

@Suite("Replacing a navigation stack, animated (VC-5)")
@MainActor
struct ReplaceStackTests {
    @Test("VC-5 setViewControllers(_:animated: true) that replaces the top calls the appearance methods in a push's order, and the old controllers leave once the new top has come")
    func animatedReplacement() {
        let log = CallbackLog()
        let first = LifecycleController("first", log: log), second = LifecycleController("second", log: log), third = LifecycleController("third", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let screen = phoneScreen(root: navigation)
        screen.advance(by: 0.1)
        _ = log.take()
        navigation.setViewControllers([first, third], animated: true)
        screen.advance(by: 1)
        let calls = log.take().filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") }
        #expect(calls == ["third willMove(toParent: UINavigationController)", "second viewWillDisappear", "third viewWillAppear (moving to parent)",
                          "second viewDidDisappear", "third viewDidAppear (moving to parent)",
                          "second willMove(toParent: nil)", "second didMove(toParent: nil)", "third didMove(toParent: UINavigationController)"])
        #expect(navigation.viewControllers == [first, third] && second.parent == nil && navigation.children.count == 2)
    }
}

@Suite("The back swipe's recognizer (VC-13)")
@MainActor
struct BackSwipeRecognizerTests {
    @Test("VC-13 GR-12 interactivePopGestureRecognizer is a screen-edge pan that delays touchesBegan: a swipe from the edge never shows the content its touch")
    func delaysTouches() {
        let log = CallbackLog()
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let screen = phoneScreen(root: navigation)
        screen.advance(by: 0.1)
        let pop = navigation.interactivePopGestureRecognizer
        #expect(pop is UIScreenEdgePanGestureRecognizer && pop?.delaysTouchesBegan == true)
        let content = RecordingView("content", frame: second.view.bounds, log: log)
        second.view.addSubview(content)
        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5, steps: 10)
        screen.advance(by: 1)
        #expect(log.take().isEmpty && navigation.topViewController === first)
        screen.tap(at: CGPoint(x: 200, y: 400))
        #expect(log.take().isEmpty, "the second controller is gone")
    }
}
