import Foundation

/// The root of a view hierarchy, the view that touch events are sent to (RSP-1, TCH rules).
///
/// Like UIKit's, a window is hidden until it is shown, usually with ``makeKeyAndVisible()``; a
/// hidden window is not hit (HIT-1), so touches on it reach no view. Its ``sendEvent(_:)`` may be
/// overridden to watch every event, as in UIKit.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = EditorController()
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The application this window belongs to; nil until it is shown or handed to a screen.
    @exclusivity(unchecked) weak var application: UIApplication? {
        didSet { onRunLoopTime = application?.clock.followsRunLoop ?? false }
    }
    /// Whether the window's application is the run-loop application (TIM-7): kept, so that a
    /// window of a screen marked for layout pays one load, not a weak load, to know it is not.
    @exclusivity(unchecked) private var onRunLoopTime = false

    /// Views of this window marked for layout since the last pass, in the order they were marked;
    /// nil stands for the window itself (MEM-4): it marks itself when made, and holding itself
    /// would keep a window that never had a layout pass (a scene made and dropped without input)
    /// alive for ever. The other views are held strongly only while they are in this window: one
    /// that leaves it leaves the queue too (``dequeueLayout(_:)``). Strong, not weak: a weakly
    /// referenced object gets a side table for good, and every retain and release of it, on every
    /// touch that reaches it, takes the runtime's slow path.
    @exclusivity(unchecked) private(set) var layoutQueue: [UIView?] = []

    /// The queue a pass is working through, kept between passes so that marking views after a
    /// pass reuses its storage instead of allocating it again (a frame set on every press).
    @exclusivity(unchecked) private var layoutQueueInPass: [UIView?] = []

    /// Queues `view` for the next layout pass.
    func enqueueLayout(_ view: UIView) {
        if onRunLoopTime && layoutQueue.isEmpty && layerWorkQueue.isEmpty { pendingWorkBegan() }
        layoutQueue.append(view === self ? nil : view)
    }

    /// The window has layout or display work again. A screen runs its passes at each frame; the
    /// run-loop application's windows have theirs at the clock's next turn, as a Core Animation
    /// commit runs them while the main run loop turns on iOS (TIM-7).
    @inline(never)
    private func pendingWorkBegan() {
        RunLoopTime.commitSoon()
    }

    /// `view`, marked for layout, is leaving this window: the queue lets it go.
    func dequeueLayout(_ view: UIView) {
        var index = layoutQueue.count - 1
        while index >= 0 {
            if layoutQueue[index] === view { layoutQueue.remove(at: index) }
            index -= 1
        }
    }

    /// Layers of this window waiting for layout or display (DRW-3), held weakly like ``layoutQueue``.
    @exclusivity(unchecked) var layerWorkQueue: [WeakReference<CALayer>] = []

    /// Queues `layer` for the display pass that follows the next layout pass.
    func enqueueLayerWork(_ layer: CALayer) {
        if onRunLoopTime && layoutQueue.isEmpty && layerWorkQueue.isEmpty { pendingWorkBegan() }
        layerWorkQueue.append(WeakReference(object: layer))
    }

    /// Whether a layout or display pass has anything to do.
    var hasPendingWork: Bool { !layoutQueue.isEmpty || !layerWorkQueue.isEmpty }

    /// The layout pass, then the display pass, as UIKit does at the end of a turn of the run loop:
    /// layers that need display draw once the views are where layout put them (DRW-3).
    func runLayoutPass() {
        // A layout that did not settle was reported; drawing waits for the pass that settles it.
        guard runViewLayoutPass() else { return }
        // VC-2: controllers shown with the window or as its root appear once laid out.
        finishAppearances()
        guard !layerWorkQueue.isEmpty else { return }
        // One round: a layer that asks for display again while it draws is drawn in the next
        // pass, not this one, as a view that calls setNeedsDisplay() in draw(_:) is in UIKit.
        let queue = layerWorkQueue
        layerWorkQueue = []
        for entry in queue { entry.object?.runPendingWork(in: self) }
        // Drawing may have marked views for layout; they are laid out before the turn ends.
        runViewLayoutPass()
    }

    /// The layout pass: lays out every marked view, parents before their subviews. Layout may mark
    /// more views; [chosen] after 100 rounds that keep marking views the pass stops and says so,
    /// and returns false.
    @discardableResult
    private func runViewLayoutPass() -> Bool {
        var rounds = 0
        while !layoutQueue.isEmpty {
            rounds += 1
            guard rounds <= 100 else {
                Diagnostics.report(.layoutDidNotSettle, "layoutSubviews kept marking views for layout after 100 rounds; the rest waits for the next pass")
                return false
            }
            // LAY-4: constraints are updated before the views they place are laid out.
            LayoutEngine.updateConstraints(in: self)
            // The two queues trade places: views marked during this round land in the empty one.
            swap(&layoutQueue, &layoutQueueInPass)
            let queue = layoutQueueInPass
            var laidOut = Set<ObjectIdentifier>()
            for entry in queue {
                let view = entry ?? self
                guard view.needsLayoutFlag, view.window === self else { continue }
                // Lay out from the topmost marked ancestor, so that parents come first.
                var top = view
                while let parent = top.superview, parent.needsLayoutFlag { top = parent }
                top.layOutSubtree(once: &laidOut)
            }
            layoutQueueInPass.removeAll(keepingCapacity: true)
        }
        if LayoutEngine.activeCount > 0 { LayoutEngine.passDidEnd(in: self) }
        return true
    }

    /// At most one per window (RSP-3).
    weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { firstResponderDidChange() } }
    }
    /// The keyboard while a text input is first responder (TXT-5).
    var keyboard: KeyboardView?
    /// Set while editing ends by force (`endEditing(true)`, or the first responder leaving the
    /// window): a text input then lets go without asking its delegate (TXT-4).
    var forcingEndEditing = false
    /// Set while the first responder resigns for another responder, which keeps the keyboard up.
    var handingOverFirstResponder = false

    /// The touch delivery of the application this window is in, or of ``UIApplication/shared``.
    var dispatcher: any EventDispatching { (application ?? UIApplication.shared).dispatcher }

    /// A hidden window with the given frame, in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = self
        enqueueLayout(self)
        isHidden = true
    }

    /// A hidden window in `windowScene`, the size of its screen. Designated, as in UIKit: a
    /// subclass that overrides `init(frame:)` alone does not inherit it.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        windowStorage = self
        enqueueLayout(self)
        isHidden = true
        // Observers do not run for a property set in the class's own initializer.
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The scene the window is in; setting it moves the window to another scene.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// The window's place among windows: a higher level is in front and hit-tested first (HIT-9); `.normal` by default.
    @exclusivity(unchecked) open var windowLevel: Level = .normal

    /// The screen the window is shown on: its scene's, or ``UIScreen/main``.
    open var screen: UIScreen { windowScene?.screen ?? .main }

    /// A hidden window from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowStorage = self
        enqueueLayout(self)
        isHidden = true
    }

    /// Showing a window adds it to its application's ``UIApplication/windows``; the controllers of
    /// its views appear or disappear with it (VC-2).
    open override var isHidden: Bool {
        willSet {
            guard newValue != isHidden else { return }
            defersAppearance = !newValue
            visibilityWillChange(showing: !newValue)
        }
        didSet {
            defersAppearance = false
            if !isHidden { attachedApplication.register(self) }
        }
    }

    /// Controllers that heard `viewWillAppear` and wait for the end of the next layout pass (VC-2).
    var pendingAppearances: [WeakReference<UIViewController>] = []
    /// Set while the window is being shown or given a root controller: appearances then finish
    /// after the next layout pass.
    var defersAppearance = false

    /// The application; a window that has none yet joins its scene's application (that of the
    /// screen showing the scene's windows), else ``UIApplication/shared``.
    private var attachedApplication: UIApplication {
        if let application { return application }
        let shared = windowScene?.application ?? UIApplication.shared
        application = shared
        return shared
    }

    /// The controller whose view fills the window. Setting it replaces the old root view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let root: UIView = controller.view
                root.frame = bounds
                // VC-2: a new root finishes appearing after the next layout pass.
                defersAppearance = true
                addSubview(root)
                defersAppearance = false
            }
        }
    }

    /// Keeps the root controller's view filling the window when the window's size changes (a
    /// rotation, TST-9), as UIKit does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let root = rootViewController?.viewIfLoaded, root.superview === self, root.frame != bounds { root.frame = bounds }
    }

    /// Whether this is its application's key window, the one that gets non-touch events.
    open var isKeyWindow: Bool {
        application?.keyWindow === self
    }

    /// Makes the window key without showing it.
    open func makeKey() {
        attachedApplication.makeKey(self)
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// A window's next responder is its application (RSP-1).
    open override var next: UIResponder? { application }

    /// Delivers an event that the application sent to this window.
    ///
    /// Touches go to their views through the window's delivery (TCH rules); presses, motion and
    /// remote-control events start at the first responder, or at the window when there is none
    /// (RSP-4). Override to watch events; call `super` to deliver them.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // The delivery that made the event, not a look-up: an event a test made itself has
            // none and goes to this window's application's.
            (event.dispatcher ?? dispatcher).deliver(event, in: self)
        case .presses:
            guard let event = event as? UIPressesEvent else { return }
            deliverPresses(event, to: firstResponder ?? self)
        case .motion:
            let responder = firstResponder ?? self
            switch event.motionPhase {
            case .began: responder.motionBegan(event.subtype, with: event)
            case .ended: responder.motionEnded(event.subtype, with: event)
            case .cancelled: responder.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            (firstResponder ?? self).remoteControlReceived(with: event)
        case .scroll, .hover, .transform:
            break
        }
    }

    private func deliverPresses(_ event: UIPressesEvent, to responder: UIResponder) {
        func presses(_ phase: UIPress.Phase) -> Set<UIPress> {
            event.allPresses.filter { $0.phase == phase }
        }
        for press in event.allPresses { press.responder = responder; press.window = self }
        dispatcher.offerPresses(event, startingAt: responder)
        if case let began = presses(.began), !began.isEmpty { responder.pressesBegan(began, with: event) }
        if case let changed = presses(.changed), !changed.isEmpty { responder.pressesChanged(changed, with: event) }
        if case let ended = presses(.ended), !ended.isEmpty { responder.pressesEnded(ended, with: event) }
        if case let cancelled = presses(.cancelled), !cancelled.isEmpty { responder.pressesCancelled(cancelled, with: event) }
    }

    /// Clears the first responder when it is leaving the window with `view`; a responder that
    /// leaves its window cannot stay first responder, whatever it answers.
    func resignFirstResponder(inSubtreeOf view: UIView) {
        guard let responder = firstResponder, responder.isInSubtree(of: view) else { return }
        forcingEndEditing = true
        defer { forcingEndEditing = false }
        _ = responder.resignFirstResponder()
        firstResponder = nil
    }
}

extension UIResponder {
    /// Whether this responder is `view`, a view inside it, or a controller whose view is inside it.
    func isInSubtree(of view: UIView) -> Bool {
        switch self {
        case let responderView as UIView: responderView.isDescendant(of: view)
        case let controller as UIViewController: controller.viewIfLoaded?.isDescendant(of: view) ?? false
        default: false
        }
    }
}
