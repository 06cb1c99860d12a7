import Foundation
import Testing
@testable import OpenTouch

/// A view that records its hierarchy notifications.
@MainActor
private final class NotifyingView: UIView {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(name) willMove(toSuperview: \(label(newSuperview)))")
    }

    override func didMoveToSuperview() {
        log.append("\(name) didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }

    override func didMoveToWindow() {
        log.append("\(name) didMoveToWindow(\(window == nil ? "nil" : "window"))")
    }

    override func didAddSubview(_ subview: UIView) {
        log.append("\(name) didAddSubview(\(label(subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        log.append("\(name) willRemoveSubview(\(label(subview)))")
    }

    private func label(_ view: UIView?) -> String {
        (view as? NotifyingView)?.name ?? (view is UIWindow ? "window" : "nil")
    }
}

@Suite("View hierarchy: ordering methods and notifications")
@MainActor
struct HierarchyTests {
    @Test("add, move between parents and remove notify in UIKit's order, window moves reaching the whole subtree")
    func notificationOrder() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = NotifyingView("a", log: log), b = NotifyingView("b", log: log)
        let child = NotifyingView("child", log: log), grandchild = NotifyingView("grandchild", log: log)
        window.addSubview(a)
        child.addSubview(grandchild)
        _ = log.take()

        a.addSubview(child)
        #expect(log.take() == [
            "child willMove(toSuperview: a)",
            "child willMove(toWindow: window)", "grandchild willMove(toWindow: window)",
            "child didMoveToWindow(window)", "grandchild didMoveToWindow(window)",
            "child didMoveToSuperview",
            "a didAddSubview(child)",
        ])
        #expect(grandchild.window === window)

        b.addSubview(child)  // b is in no window: the subtree leaves the window
        #expect(log.take() == [
            "a willRemoveSubview(child)",
            "child willMove(toSuperview: b)",
            "child willMove(toWindow: nil)", "grandchild willMove(toWindow: nil)",
            "child didMoveToWindow(nil)", "grandchild didMoveToWindow(nil)",
            "child didMoveToSuperview",
            "b didAddSubview(child)",
        ])
        #expect(a.subviews.isEmpty && b.subviews == [child] && child.superview === b)

        child.removeFromSuperview()
        #expect(log.take() == [
            "b willRemoveSubview(child)",
            "child willMove(toSuperview: nil)",
            "child didMoveToSuperview",
        ])
        #expect(child.superview == nil && grandchild.superview === child)
    }

    @Test("adding a view to its own superview again only reorders it, without notifications")
    func reorderWithoutNotifications() {
        let log = CallbackLog()
        let parent = NotifyingView("parent", log: log)
        let x = NotifyingView("x", log: log), y = NotifyingView("y", log: log)
        parent.addSubview(x)
        parent.addSubview(y)
        _ = log.take()
        parent.addSubview(x)
        #expect(parent.subviews == [y, x])
        #expect(log.take().isEmpty)
    }

    @Test("insertSubview at, above and below; bring, send and exchange")
    func ordering() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [c, d, a, b])
        parent.insertSubview(b, belowSubview: d)
        #expect(parent.subviews == [c, b, d, a])
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews == [b, d, a, c])
        parent.insertSubview(a, at: 99)
        #expect(parent.subviews == [b, d, c, a])
        parent.bringSubviewToFront(b)
        #expect(parent.subviews == [d, c, a, b])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, d, c, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [b, d, c, a])
        let stranger = UIView()
        parent.insertSubview(stranger, aboveSubview: UIView())
        #expect(parent.subviews.last === stranger, "a sibling that is not a subview puts the view on top")
    }

    @Test("isDescendant(of:) includes the view itself; viewWithTag searches depth first from the view")
    func searching() {
        let root = UIView(), left = UIView(), right = UIView(), deep = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(deep)
        left.tag = 2
        deep.tag = 7
        right.tag = 7
        #expect(deep.isDescendant(of: root) && deep.isDescendant(of: deep))
        #expect(!right.isDescendant(of: left) && !root.isDescendant(of: deep))
        #expect(root.viewWithTag(7) === deep)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test("a window's subviews know their window; a window is its own window")
    func windowProperty() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView()
        #expect(window.window === window)
        #expect(view.window == nil)
        window.addSubview(view)
        #expect(view.window === window)
        view.removeFromSuperview()
        #expect(view.window == nil)
    }

    @Test("RSP-1 GR-1 a subview or a recognizer that outlives its view reads superview and view as nil, and still works")
    func outlivingTheirView() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let tap = UITapGestureRecognizer()
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent!.addSubview(child)
        parent!.addGestureRecognizer(tap)
        weak let gone = parent
        #expect(child.superview === parent && tap.view === parent)
        parent = nil
        #expect(gone == nil, "held by neither its subview nor its recognizer")
        #expect(child.superview == nil && tap.view == nil)
        // Both can be used again, as after removeFromSuperview / removeGestureRecognizer.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(child)
        child.addGestureRecognizer(tap)
        #expect(child.superview === window && tap.view === child && child.gestureRecognizers?.count == 1)
    }
}
