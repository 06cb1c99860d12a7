import Foundation
import Testing
import UIKit
import OpenTouch

/// A page that asks for the transition's coordinator as it is about to appear, as iOS code does
/// to fade its own badge in with the transition.
private final class CoordinatedPage: UIViewController {
    let name: String
    let log: CallbackLog
    let badge = UIView(frame: CGRect(x: 20, y: 200, width: 40, height: 40))

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            log.append("\(name) viewWillAppear, no coordinator")
            return
        }
        log.append("\(name) viewWillAppear, coordinator \(coordinator.isInteractive ? "interactive" : "not interactive")")
        badge.alpha = 0
        coordinator.animate(alongsideTransition: { [badge] _ in badge.alpha = 1 }) { [log, name] context in
            log.append("\(name) coordinator completion, \(context.isCancelled ? "cancelled" : "completed")")
        }
        coordinator.notifyWhenInteractionChanges { [log, name] context in
            log.append("\(name) interaction ended, \(context.isCancelled ? "cancelled" : "finishing")")
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) viewDidAppear, coordinator \(transitionCoordinator == nil ? "gone" : "still there")")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) viewDidDisappear")
    }
}

@Suite("The transition coordinator of a navigation controller's push, pop and back swipe (VC-13, TRN-5)")
@MainActor
struct NavigationCoordinatorTests {
    private func scene(_ root: UIViewController, _ top: UIViewController) -> (UINavigationController, TouchScreen) {
        let navigation = UINavigationController(rootViewController: root)
        let screen = phoneScreen(root: navigation)
        navigation.pushViewController(top, animated: false)
        screen.advance(by: 0.01)
        return (navigation, screen)
    }

    @Test("TRN-5 an animated push has a coordinator from viewWillAppear: its animations run with the push, its completion after viewDidAppear")
    func animatedPush() {
        let log = CallbackLog()
        let list = UIViewController(), detail = CoordinatedPage("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        screen.advance(by: 0.01)
        navigation.pushViewController(detail, animated: true)
        #expect(log.take() == ["detail viewWillAppear, coordinator not interactive"])
        #expect(navigation.transitionCoordinator != nil && list.transitionCoordinator != nil)
        screen.advance(by: 0.175)
        #expect(detail.badge.layer.presentation()!.opacity > 0.2 && detail.badge.layer.presentation()!.opacity < 0.8,
                "half way, the badge is half faded in: \(detail.badge.layer.presentation()!.opacity)")
        screen.advance(by: 0.2)
        #expect(log.take() == ["detail viewDidAppear, coordinator still there", "detail coordinator completion, completed"])
        #expect(navigation.transitionCoordinator == nil && detail.transitionCoordinator == nil && detail.badge.alpha == 1)

        navigation.pushViewController(CoordinatedPage("unanimated", log: log), animated: false)
        screen.advance(by: 0.01)
        #expect(log.take() == ["unanimated viewWillAppear, no coordinator", "detail viewDidDisappear", "unanimated viewDidAppear, coordinator gone"],
                "a push without animation has no coordinator")
    }

    @Test("VC-13 TRN-5 during the back swipe the page below finds an interactive coordinator; an undone swipe notifies cancelled, and the alongside animations run back")
    func cancelledBackSwipe() {
        let log = CallbackLog()
        let list = CoordinatedPage("list", log: log), detail = UIViewController()
        let (navigation, screen) = scene(list, detail)
        _ = log.take()

        let finger = screen.touchDown(at: CGPoint(x: 5, y: 400))
        screen.advance(by: 0.05)
        finger.move(to: CGPoint(x: 25, y: 400))
        #expect(log.take() == ["list viewWillAppear, coordinator interactive"])
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator != nil && coordinator === list.transitionCoordinator && coordinator === detail.transitionCoordinator)
        #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
        #expect(coordinator?.viewController(forKey: .from) === detail && coordinator?.viewController(forKey: .to) === list)
        screen.advance(by: 0.1)
        finger.move(to: CGPoint(x: 161, y: 400))
        #expect(abs(coordinator!.percentComplete - 156.0 / 390) < 0.01)
        #expect(abs(Double(list.badge.layer.presentation()!.opacity) - 156.0 / 390) < 0.05, "the finger scrubs the badge's fade")
        screen.advance(by: 0.5)
        finger.move(to: CGPoint(x: 120, y: 400))
        screen.advance(by: 0.5)
        finger.lift()
        #expect(log.take() == ["list interaction ended, cancelled"], "the finger lifts: the handlers hear it, cancelled")
        #expect(coordinator?.isInteractive == false && coordinator?.isCancelled == true)
        screen.advance(by: 0.35)
        #expect(log.take() == ["list viewDidDisappear", "list coordinator completion, cancelled"])
        #expect(list.badge.alpha == 0, "the badge's fade ran back with the swipe")
        #expect(navigation.transitionCoordinator == nil && list.transitionCoordinator == nil && navigation.topViewController === detail)
    }

    @Test("VC-13 TRN-5 a back swipe that pops notifies finishing when the finger lifts, and completes after viewDidAppear")
    func finishedBackSwipe() {
        let log = CallbackLog()
        let list = CoordinatedPage("list", log: log), detail = UIViewController()
        let (navigation, screen) = scene(list, detail)
        _ = log.take()
        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 1, steps: 10)
        #expect(log.take() == ["list viewWillAppear, coordinator interactive", "list interaction ended, finishing"])
        #expect(navigation.transitionCoordinator?.isInteractive == false && navigation.transitionCoordinator?.isCancelled == false)
        screen.advance(by: 0.35)
        #expect(log.take() == ["list viewDidAppear, coordinator still there", "list coordinator completion, completed"])
        #expect(list.badge.alpha == 1 && navigation.viewControllers == [list] && navigation.transitionCoordinator == nil)
    }
}
