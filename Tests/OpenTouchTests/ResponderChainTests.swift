import Foundation
import Testing
@testable import OpenTouch

/// A responder that logs the non-touch events it handles.
@MainActor
private final class EventHandlingView: UIView {
    let name: String
    let log: CallbackLog
    var handles = false
    var acceptsFirstResponder = true
    var refusesToResign = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { !refusesToResign }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name) pressesBegan \(presses.first!.type)")
        if !handles { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name) pressesEnded \(presses.first!.type)")
        if !handles { super.pressesEnded(presses, with: event) }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name) motionBegan \(motion)")
        if !handles { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name) motionEnded \(motion)")
        if !handles { super.motionEnded(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        log.append("\(name) remoteControl \(event!.subtype)")
        if !handles { super.remoteControlReceived(with: event) }
    }

    func copySelection() {
        log.append("\(name) copySelection")
    }
}

@MainActor
private final class LoggingController: UIViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        log.append("controller loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    override func viewDidLoad() {
        log.append("controller viewDidLoad")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("controller began \(touches.count)")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
private final class AppDelegate: UIResponder, UIApplicationDelegate {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init()
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("delegate motionBegan")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("delegate began \(touches.count)")
    }

    func copySelection() {
        log.append("delegate copySelection")
    }
}

@Suite("RSP: responders and the responder chain")
@MainActor
struct ResponderChainTests {
    /// A shown key window on a screen whose application has a responder delegate; keep it for
    /// the whole test, since the application holds its delegate weakly.
    @MainActor
    private struct Fixture {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let screen: TouchScreen
        let delegate: AppDelegate

        init() {
            window.makeKeyAndVisible()
            screen = TouchScreen(window: window)
            delegate = AppDelegate(log: log)
            screen.application.delegate = delegate
        }
    }

    @Test("RSP-1 next: view → superview, root view → controller → superview, window → application → delegate")
    func chainLinks() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let screen = TouchScreen(window: window)
        let delegate = AppDelegate(log: log)
        screen.application.delegate = delegate
        let controller = LoggingController(log: log)
        let container = UIView()
        window.addSubview(container)
        container.addSubview(controller.view)
        let leaf = UIView()
        controller.view.addSubview(leaf)

        #expect(log.take() == ["controller loadView", "controller viewDidLoad"])
        #expect(leaf.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === container)
        #expect(container.next === window)
        #expect(window.next === screen.application)
        #expect(screen.application.next === delegate)
        #expect(delegate.next == nil)
    }

    @Test("RSP-1 the application's next is nil when its delegate is not a plain responder")
    func delegateThatIsAView() {
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        let application = UIApplication()
        let delegate = ViewDelegate()
        application.delegate = delegate
        #expect(application.next == nil)
    }

    @Test("RSP-2 unhandled touches climb the whole chain to the app delegate")
    func defaultForwarding() {
        let fixture = Fixture()
        let (log, window, screen) = (fixture.log, fixture.window, fixture.screen)
        let controller = LoggingController(log: log)
        window.rootViewController = controller
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        leaf.forwards = true
        controller.view.addSubview(leaf)
        _ = log.take()

        screen.touchDown(at: .at(5, 5))
        #expect(log.take() == ["leaf began 1", "controller began 1", "delegate began 1"])
    }

    @Test("RSP-3 first responder: defaults, becoming, refusing, one per window")
    func firstResponder() {
        let log = CallbackLog()
        #expect(UIResponder().canBecomeFirstResponder == false)
        #expect(UIResponder().canResignFirstResponder == true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = EventHandlingView("a", log: log), b = EventHandlingView("b", log: log)
        let loose = EventHandlingView("loose", log: log)
        window.addSubview(a)
        window.addSubview(b)

        #expect(!loose.becomeFirstResponder(), "only a responder in a window can become first responder")
        #expect(UIView().becomeFirstResponder() == false)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)

        b.refusesToResign = true
        #expect(!a.becomeFirstResponder(), "the current first responder may refuse to resign")
        #expect(b.isFirstResponder && !a.isFirstResponder)
        #expect(!b.resignFirstResponder() && b.isFirstResponder)

        b.refusesToResign = false
        a.acceptsFirstResponder = false
        #expect(!a.becomeFirstResponder())
        #expect(!b.isFirstResponder, "as UIKit documents: the old one resigns before canBecomeFirstResponder is asked")

        a.acceptsFirstResponder = true
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(!a.isFirstResponder && window.firstResponder == nil, "leaving the window ends first-responder status")
    }

    @Test("RSP-4 presses, shakes and remote control start at the first responder and climb until handled")
    func nonTouchEvents() {
        let fixture = Fixture()
        let (log, window, screen) = (fixture.log, fixture.window, fixture.screen)
        let outer = EventHandlingView("outer", log: log), inner = EventHandlingView("inner", log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.handles = true
        #expect(inner.becomeFirstResponder())

        screen.press(.select)
        screen.shake()
        screen.sendRemoteControl(.remoteControlPlay)
        #expect(log.take() == [
            "inner pressesBegan select", "outer pressesBegan select",
            "inner pressesEnded select", "outer pressesEnded select",
            "inner motionBegan motionShake", "outer motionBegan motionShake",
            "inner motionEnded motionShake", "outer motionEnded motionShake",
            "inner remoteControl remoteControlPlay", "outer remoteControl remoteControlPlay",
        ])

        outer.handles = false
        screen.shake()
        #expect(log.take() == [
            "inner motionBegan motionShake", "outer motionBegan motionShake", "delegate motionBegan",
            "inner motionEnded motionShake", "outer motionEnded motionShake",
        ])
    }

    @Test("RSP-4 nil-targeted actions walk the chain from the first responder")
    func nilTargetedActions() {
        let fixture = Fixture()
        let (log, window, screen) = (fixture.log, fixture.window, fixture.screen)
        let application = screen.application
        let editor = EventHandlingView("editor", log: log)
        let field = UIView()
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let focused = Field()
        window.addSubview(editor)
        editor.addSubview(field)
        field.addSubview(focused)
        #expect(focused.becomeFirstResponder())

        #expect(application.sendAction(EventHandlingView.copySelection, to: nil, from: nil, for: nil))
        #expect(log.take() == ["editor copySelection"])

        focused.removeFromSuperview()
        #expect(application.sendAction(AppDelegate.copySelection, to: nil, from: nil, for: nil))
        #expect(log.take() == ["delegate copySelection"])

        #expect(application.sendAction(EventHandlingView.copySelection, to: nil, from: field, for: nil),
                "with no first responder the search starts at the sender")
        #expect(application.sendAction(EventHandlingView.copySelection, to: editor, from: nil, for: nil))
        #expect(!application.sendAction(EventHandlingView.copySelection, to: field, from: nil, for: nil),
                "a target of another type does not perform the action")
        #expect(log.take() == ["editor copySelection", "editor copySelection"])
    }

    @Test("RSP-4 UIApplication.shared inside a callback is the application delivering the event")
    func sharedDuringDelivery() {
        final class Probe: UIView {
            var seen: UIApplication?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen = UIApplication.shared
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let probe = Probe(frame: window.bounds)
        window.addSubview(probe)
        screen.touchDown(at: .at(1, 1))
        #expect(probe.seen === screen.application)
        #expect(UIApplication.shared !== screen.application)
    }
}
