import Foundation
import Testing
@testable import OpenTouch

@Suite("Presentation: present and dismiss, the styles' geometry and appearance, touches during transitions (VC-4)")
@MainActor
struct PresentationTests {
    /// A root controller with a button, shown in a 390 × 844 window on its screen.
    func scene(log: CallbackLog) -> (LifecycleController, UIWindow, TouchScreen, () -> Int) {
        let root = LifecycleController("root", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        _ = log.take()
        return (root, window, screen, { taps })
    }

    @Test("VC-4 VC-2 a page sheet: appears over the presenter, which stays; touches wait for the transition; the dimmed area takes them; dismissal gives them back")
    func pageSheet() {
        let log = CallbackLog()
        let (root, window, screen, taps) = scene(log: log)
        let sheet = LifecycleController("sheet", log: log)
        var completions: [String] = []
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: true) { completions.append("presented") }
        #expect(log.take() == ["sheet loadView", "sheet viewDidLoad", "sheet viewWillAppear"], "the presenter does not disappear under a sheet")
        #expect(sheet.isBeingPresented && root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "10 points below the 47-point safe area")
        #expect(sheet.next === root, "a presented controller's next responder is its presenter")
        screen.tap(at: CGPoint(x: 100, y: 300))
        #expect(taps() == 0)
        screen.advance(by: 0.4)
        #expect(completions.isEmpty && !log.take().contains("sheet viewDidAppear"), "still in its transition at 0.4 s")
        screen.advance(by: 0.2)
        #expect(log.take().filter { $0.contains("Appear") } == ["sheet viewDidAppear"] && completions == ["presented"] && !sheet.isBeingPresented)
        screen.tap(at: CGPoint(x: 100, y: 40))
        #expect(taps() == 0, "the area around the sheet takes the touch; the presenter's button under it hears nothing")

        sheet.dismiss(animated: true) { completions.append("dismissed") }
        #expect(log.take() == ["sheet viewWillDisappear"] && sheet.isBeingDismissed)
        screen.advance(by: 0.6)
        #expect(log.take() == ["sheet viewDidDisappear"] && completions == ["presented", "dismissed"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.viewIfLoaded?.window == nil)
        screen.tap(at: CGPoint(x: 100, y: 40))
        #expect(taps() == 1, "the presenter takes touches again")
        #expect(window.subviews.count == 1)
    }

    @Test("VC-4 VC-2 full screen: the presenter disappears once covered and its view leaves the window; dismissed from the presenter, it comes back")
    func fullScreen() {
        let log = CallbackLog()
        let (root, window, screen, _) = scene(log: log)
        let cover = LifecycleController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(log.take() == ["cover loadView", "cover viewDidLoad", "root viewWillDisappear", "cover viewWillAppear"], "the presented view is made first")
        screen.advance(by: 0.01)
        #expect(log.take().filter { !$0.contains("Layout") } == ["root viewDidDisappear", "cover viewDidAppear"], "not animated: at the next turn of the clock")
        #expect(root.viewIfLoaded?.window == nil && cover.view.frame == window.bounds)
        root.dismiss(animated: true)
        #expect(log.take() == ["root viewWillAppear", "cover viewWillDisappear"] && root.view.window === window)
        screen.advance(by: 0.5)
        #expect(log.take().filter { !$0.contains("Layout") } == ["cover viewDidDisappear", "root viewDidAppear"])
        #expect(window.subviews.map { $0 === root.view } == [true])
    }

    @Test("VC-4 over full screen: the presenter stays in the window and hears nothing")
    func overFullScreen() {
        let log = CallbackLog()
        let (root, _, screen, _) = scene(log: log)
        let overlay = LifecycleController("overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        root.present(overlay, animated: true)
        screen.advance(by: 0.5)
        #expect(log.take().filter { $0.hasPrefix("root") && $0.contains("Appear") }.isEmpty && root.view.window != nil)
    }

    @Test("VC-4 UIKit's refusals: presenting from a view not in a window, or while already presenting, is reported and changes nothing")
    func refusals() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let log = CallbackLog()
        let loose = UIViewController()
        loose.present(UIViewController(), animated: false)
        let (root, _, screen, _) = scene(log: log)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        root.present(second, animated: false)
        screen.advance(by: 0.1)
        #expect(reports.map(\.kind) == [.invalidArgument, .invalidArgument])
        #expect(reports.first?.message.contains("not in the window hierarchy") == true && reports.last?.message.contains("already presenting") == true)
        #expect(root.presentedViewController === first && second.presentingViewController == nil && loose.presentedViewController == nil)
    }

    @Test("VC-4 a controller that dismisses itself in viewDidAppear goes: its dismissal outlives the presentation that ended, and both completions run")
    func dismissedOnAppearing() {
        final class Quitter: UIViewController {
            let log: CallbackLog
            init(log: CallbackLog) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("quitter viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                log.append("quitter viewDidAppear")
                presentingViewController?.dismiss(animated: true) { self.log.append("dismissal completion") }
            }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("quitter viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("quitter viewDidDisappear") }
        }
        let log = CallbackLog()
        let (root, _, screen, _) = scene(log: log)
        let quitter = Quitter(log: log)
        root.present(quitter, animated: true) { log.append("presentation completion") }
        screen.advance(by: 0.6)
        #expect(quitter.transitionCoordinator != nil, "the dismissal's coordinator, not let go with the presentation's")
        screen.advance(by: 0.6)
        #expect(log.take() == [
            "quitter viewWillAppear", "quitter viewDidAppear", "quitter viewWillDisappear", "presentation completion",
            "quitter viewDidDisappear", "dismissal completion",
        ])
        #expect(root.presentedViewController == nil && quitter.transitionCoordinator == nil)
    }
}

@Suite("The trace explains controllers: presentations, pushes, first responders and the keyboard (VC-9)")
@MainActor
struct ControllerTraceTests {
    @Test("VC-9 a presentation, a push, a text field tapped: each in the trace with its rule")
    func traced() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let trace = screen.startTracing()
        screen.runLayoutPass()
        navigation.pushViewController(UIViewController(), animated: true)
        screen.advance(by: 0.4)
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        field.accessibilityIdentifier = "name"
        navigation.topViewController!.view.addSubview(field)
        screen.tap(at: CGPoint(x: 100, y: 217))
        navigation.topViewController!.present(UIViewController(), animated: false)
        screen.advance(by: 0.1)
        let lines = trace.events.filter { $0.topic == .controller }.map { "\($0.subject): \($0.action) — \($0.reason ?? "")" }
        #expect(lines == [
            "UINavigationController#1: pushes UIViewController, animated — its view takes no touches until the transition ends (VC-5)",
            "name: becomes first responder — RSP-3",
            "keyboard: comes up at 508.0 — a text input became first responder; it takes the touches on it (TXT-5)",
            "UIViewController#1: presents UIViewController as pageSheet — present(_:animated:completion:); its views take no touches until the transition ends (VC-4)",
            "UIViewController#2: presented — the transition ended; it takes touches (VC-4)",
        ], "\(lines)")
    }
}
