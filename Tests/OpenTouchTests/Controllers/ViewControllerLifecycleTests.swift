import Foundation
import Testing
@testable import OpenTouch

/// A controller that logs its lifecycle, as iOS code overrides it (calling super).
@MainActor
final class LifecycleController: UIViewController {
    let name: String
    let log: CallbackLog
    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        log.append("\(name) loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) viewWillAppear\(isMovingToParent ? " (moving to parent)" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) viewDidAppear\(isMovingToParent ? " (moving to parent)" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) viewWillDisappear\(isMovingFromParent ? " (moving from parent)" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) viewDidDisappear\(isMovingFromParent ? " (moving from parent)" : "")")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("\(name) viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("\(name) viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name) willMove(toParent: \(Self.name(of: parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name) didMove(toParent: \(Self.name(of: parent)))")
    }

    static func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? LifecycleController)?.name ?? "\(type(of: controller))"
    }
}

@Suite("View controllers: the lifecycle and containment in UIKit's order and counts (VC-1..3)")
@MainActor
struct ViewControllerLifecycleTests {
    @Test("VC-1 VC-2 a window's root controller: the view is made once, appears when the window is shown, finishes appearing after the layout pass")
    func rootController() {
        let log = CallbackLog()
        let controller = LifecycleController("root", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && log.take().isEmpty, "nothing is made before the view is asked for")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(log.take() == ["root loadView", "root viewDidLoad"], "a hidden window: the view is made, nothing appears")
        window.makeKeyAndVisible()
        #expect(log.take() == ["root viewWillAppear"])
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        #expect(log.take() == ["root viewWillLayoutSubviews", "root viewDidLayoutSubviews", "root viewDidAppear"],
                "viewDidAppear after the pass that laid the view out")
        screen.runLayoutPass()
        #expect(log.take().isEmpty, "once")
        window.isHidden = true
        #expect(log.take() == ["root viewWillDisappear", "root viewDidDisappear"])
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(log.take() == ["root viewWillAppear", "root viewDidAppear"], "shown again: appears again; nothing to lay out")
        _ = controller.view
        #expect(log.take().isEmpty, "loadView and viewDidLoad run once")
    }

    @Test("VC-2 replacing a window's root: the old one disappears at once, the new one appears after the pass")
    func replacingRoot() {
        let log = CallbackLog()
        let first = LifecycleController("first", log: log), second = LifecycleController("second", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = first
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = log.take()
        window.rootViewController = second
        #expect(log.take() == ["first viewWillDisappear", "first viewDidDisappear", "second loadView", "second viewDidLoad", "second viewWillAppear"])
        window.layoutIfNeeded()
        #expect(log.take() == ["second viewWillLayoutSubviews", "second viewDidLayoutSubviews", "second viewDidAppear"])
        #expect(first.viewIfLoaded?.superview == nil && second.view.superview === window)
    }

    @Test("VC-3 containment: addChild calls willMove, the container adds the view (the child appears at once) and calls didMove; removal the other way round")
    func containment() {
        let log = CallbackLog()
        let parent = LifecycleController("parent", log: log), child = LifecycleController("child", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = log.take()

        parent.addChild(child)
        #expect(log.take() == ["child willMove(toParent: parent)"])
        #expect(parent.children.count == 1 && child.parent === parent && child.isMovingToParent)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 200)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["child loadView", "child viewDidLoad", "child viewWillAppear (moving to parent)",
                               "child viewDidAppear (moving to parent)", "child didMove(toParent: parent)"])
        #expect(!child.isMovingToParent)

        // The container's appearance reaches the child with it.
        window.isHidden = true
        #expect(log.take() == ["parent viewWillDisappear", "child viewWillDisappear", "parent viewDidDisappear", "child viewDidDisappear"])
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(log.take().filter { $0.contains("Appear") } == ["parent viewWillAppear", "child viewWillAppear", "parent viewDidAppear", "child viewDidAppear"])

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["child willMove(toParent: nil)", "child viewWillDisappear (moving from parent)",
                               "child viewDidDisappear (moving from parent)", "child didMove(toParent: nil)"])
        #expect(parent.children.isEmpty && child.parent == nil && !child.isMovingFromParent)
    }

    /// A container that forwards its children's appearance itself.
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test("VC-2 a container that does not forward appearance: its child hears only what the container begins and ends")
    func manualForwarding() {
        let log = CallbackLog()
        let container = ManualContainer(), child = LifecycleController("child", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = container
        window.makeKeyAndVisible()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(log.take() == ["child willMove(toParent: ManualContainer)", "child loadView", "child viewDidLoad", "child didMove(toParent: ManualContainer)"],
                "no appearance call: the container has not forwarded any")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["child viewWillAppear", "child viewDidAppear"])
        child.endAppearanceTransition()
        #expect(log.take().isEmpty, "an end with nothing begun does nothing")
    }

    @Test("VC-1 RSP-1 UIKit's initializers: init(nibName:bundle:) keeps its arguments, init() is a convenience, a subclass writes required init?(coder:)")
    func initializers() {
        let plain = UIViewController()
        let named = UIViewController(nibName: "Editor", bundle: .main)
        #expect(plain.nibName == nil && named.nibName == "Editor" && named.nibBundle === Bundle.main)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = plain
        #expect(plain.next === window && plain.view.next === plain, "view → its controller → the superview")
        plain.title = "Settings"
        #expect(plain.title == "Settings")
    }
}
