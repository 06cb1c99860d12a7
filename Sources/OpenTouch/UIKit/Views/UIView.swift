import Foundation
import Synchronization

/// A rectangular area that takes part in hit-testing and the responder chain.
///
/// Geometry follows UIKit: ``bounds`` is the view's own coordinate space, ``center`` places the
/// middle of the bounds in the superview's space, and ``transform`` turns and scales the view
/// around that center. ``frame`` is derived from the three (HIT-5). The point of the bounds that
/// the center places is the layer's anchor point, the middle unless code moves it (LYR-2).
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
/// card.transform = CGAffineTransform(rotationAngle: .pi / 8)
/// window.addSubview(card)
/// window.hitTest(CGPoint(x: 70, y: 50), with: nil) === card   // true
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry (HIT-5)

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses, and the run-time checks were a quarter of the
    // instructions of a moved touch (see BENCHMARKS.md).
    /// The view's own coordinate space; its origin is where content is scrolled to.
    @exclusivity(unchecked) open var bounds: CGRect {
        didSet {
            // Only the size moves the frame; scrolling (the origin) leaves the siblings' grid alone.
            if bounds.size != oldValue.size {
                frameDidChange()
                setNeedsLayout()
                if !subviews.isEmpty { resizeSubviews(from: oldValue.size) }
                if contentMode == .redraw { setNeedsDisplay() }
            }
            ViewAnimation.recording?.add(self, .bounds, from: .rect(oldValue))
            KeyValueObserving.didChange(self)
        }
    }

    /// The middle of ``bounds``, in the superview's coordinate space.
    @exclusivity(unchecked) open var center: CGPoint {
        didSet {
            if center != oldValue { frameDidChange() }
            ViewAnimation.recording?.add(self, .center, from: .point(oldValue))
            KeyValueObserving.didChange(self)
        }
    }

    /// The view's transform around its center; identity by default.
    @exclusivity(unchecked) open var transform: CGAffineTransform = .identity {
        didSet {
            if transform != oldValue {
                inverseTransform = transform.inverted()
                isTransformed = !transform.isIdentity
                frameDidChange()
            }
            ViewAnimation.recording?.add(self, .transform, from: .transform(oldValue))
            KeyValueObserving.didChange(self)
        }
    }

    /// Cached so that converting into the view (every hit-test step, every `location(in:)`) does not invert again.
    @exclusivity(unchecked) private(set) var inverseTransform: CGAffineTransform = .identity
    /// Whether ``transform`` is not the identity: one load per conversion step instead of a
    /// comparison of six numbers.
    @exclusivity(unchecked) private(set) var isTransformed = false

    /// The smallest rectangle in the superview's space that holds the transformed bounds.
    ///
    /// Setting it moves ``center`` to the rectangle's middle and, while ``transform`` is the
    /// identity, sizes ``bounds`` to it. [chosen] With another transform UIKit calls the result
    /// undefined; OpenTouch then only moves the center.
    open var frame: CGRect {
        get {
            let size = bounds.size
            if !anchorIsMoved, transform.isIdentity {
                return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            }
            return CALayer.frame(bounds: bounds, position: center, anchor: anchorPoint, transform: transform)
        }
        set {
            let rect = newValue.standardized
            let anchor = anchorPoint
            let newCenter = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            let sizesBounds = transform.isIdentity
            // The frame the view already has changes nothing, and no setter runs: UIKit's frame
            // setter goes to the layer and never calls the view's center or bounds setters. In an
            // animation block they run all the same, so that the animation records the view.
            if ViewAnimation.recording == nil, center == newCenter, !sizesBounds || bounds.size == rect.size { return }
            // The center and the size change as one: the superview's grid moves the view once.
            frameChange = .deferred
            // RUN-9: the center and the size change as one for observers too. No closure: a frame
            // set nobody observes pays one load for it.
            let observed = KeyValueObserving.isActive
            if observed { KeyValueObserving.beginBatch() }
            center = newCenter
            if sizesBounds {
                // The getter and the setter, not `bounds.size =`: modifying an overridable
                // property runs a coroutine whose frame is allocated on every set.
                bounds = CGRect(origin: bounds.origin, size: rect.size)
            }
            if observed { KeyValueObserving.endBatch() }
            let changed = frameChange == .deferredAndChanged
            frameChange = .immediate
            if changed { superview?.subviewFrameDidChange(self) }
        }
    }

    /// Whether the layer's anchor point is off the middle; only then is it read from the layer,
    /// so that a view whose layer was never made pays nothing for anchor points.
    @exclusivity(unchecked) private(set) var anchorIsMoved = false

    /// The point of the bounds, in unit coordinates, that ``center`` places (LYR-2).
    var anchorPoint: CGPoint {
        anchorIsMoved ? layerStorage!.anchorStorage : CGPoint(x: 0.5, y: 0.5)
    }

    /// The layer's anchor point moved: the frame moves with it, the center stays.
    func anchorPointDidChange(movedOffMiddle: Bool) {
        anchorIsMoved = movedOffMiddle
        frameDidChange()
    }

    /// Whether a geometry change tells the superview now or once ``frame``'s setter is done.
    private enum FrameChange { case immediate, deferred, deferredAndChanged }
    @exclusivity(unchecked) private var frameChange = FrameChange.immediate

    private func frameDidChange() {
        if frameChange == .immediate {
            superview?.subviewFrameDidChange(self)
        } else {
            frameChange = .deferredAndChanged
        }
    }

    // MARK: Hierarchy state

    /// The view this one is a subview of.
    open var superview: UIView? { superviewStorage }

    /// Not a weak reference, for the reason given at `UIGestureRecognizer.viewStorage`: the
    /// superview owns its subviews and clears this when one leaves or when it goes away.
    nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?

    // The references that point back at this view without owning it are cleared here, so that
    // none outlives it (a recognizer or a subview that app code still holds).
    /// How many views are alive (``LiveObjects``).
    nonisolated static let liveCount = Atomic<Int>(0)

    deinit {
        UIView.liveCount.wrappingAdd(-1, ordering: .relaxed)
        for subview in subviews { subview.superviewStorage = nil }
        for recognizer in recognizerStorage { recognizer.viewStorage = nil }
    }

    /// The subviews, back to front: the last one is drawn on top and hit-tested first (HIT-2).
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    /// The grid over many subviews that hit-testing uses; made when first needed, then kept in
    /// step one subview at a time (see ``SiblingHitIndex``).
    @exclusivity(unchecked) var siblingHitIndex: SiblingHitIndex?

    /// Below this many subviews, hit-testing asks them all, which is as fast as the grid; the
    /// hit test reads it here, so that a touch among few siblings never enters the grid's code.
    static let subviewCountForHitIndex = 64

    /// This view's place in its superview's grid.
    @exclusivity(unchecked) var hitIndexSlot = SiblingHitIndex.Slot()

    /// The window this view is in, kept up to date as views move so that reading it costs nothing.
    open var window: UIWindow? { windowStorage }
    @exclusivity(unchecked) weak var windowStorage: UIWindow?

    /// The controller whose root view this is; makes the controller this view's ``next`` (RSP-1).
    weak var viewController: UIViewController?

    // MARK: Appearance and interaction flags

    /// An integer to find the view by with ``viewWithTag(_:)``.
    open var tag: Int = 0

    /// What few views set (accessibility, a style override, a semantic attribute), in a block of
    /// its own so that a plain view pays one pointer for all of it.
    @exclusivity(unchecked) var extras: ViewExtras?

    /// The extras, made on first write.
    var writableExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// A hidden view and its subviews are not hit (HIT-1).
    @exclusivity(unchecked) open var isHidden: Bool = false {
        // LAY-7: a hidden arranged view gives its space away.
        didSet {
            if isHidden != oldValue, LayoutEngine.activeCount > 0, superview is UIStackView { LayoutEngine.viewDidChange(self) }
            KeyValueObserving.didChange(self)
        }
    }

    /// Stored as a 32-bit float, as UIKit does, so that HIT-1's `alpha < 0.01` test gives UIKit's
    /// answer at the boundary: 0.01 itself rounds below 0.01 and is not hittable.
    @exclusivity(unchecked) private var alphaStorage: Float = 1

    /// The view's opacity, from 0 to 1; below 0.01 the view is not hit (HIT-1).
    open var alpha: CGFloat {
        get { CGFloat(alphaStorage) }
        set {
            let old = CGFloat(alphaStorage)
            alphaStorage = Float(newValue.isNaN ? 0 : min(1, max(0, newValue)))
            ViewAnimation.recording?.add(self, .alpha, from: .scalar(old))
            KeyValueObserving.didChange(self)
        }
    }

    /// Whether the view takes touches at all; false skips it and its subviews (HIT-1).
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true

    /// Whether the view receives more than one touch at a time (TCH-7); false by default.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false

    /// Whether a touch on this view excludes touches on other views of the window (TCH-8); false by default.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    /// Whether the view promises to paint every point of its bounds; true by default, as in UIKit.
    /// Stored: OpenTouch composites nothing, so it changes no drawing and no touch.
    @exclusivity(unchecked) open var isOpaque: Bool = true

    /// Whether drawing is clipped to the bounds. It has no effect on hit-testing (HIT-4).
    @exclusivity(unchecked) open var clipsToBounds: Bool = false

    /// A view whose covered area shows this view; nothing else (LYR-7). Its layer becomes the
    /// layer's mask; it is in no hierarchy, and it does not change hit-testing, as in UIKit.
    open var mask: UIView? {
        get { extras?.maskView }
        set {
            writableExtras.maskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// The color hosts paint the view with; nil means transparent.
    open var backgroundColor: UIColor? {
        didSet { ViewAnimation.recording?.add(self, .backgroundColor, from: .color(oldValue)) }
    }

    // MARK: Initializers

    /// A view with the given frame.
    public init(frame: CGRect) {
        let rect = frame.standardized
        bounds = CGRect(origin: .zero, size: rect.size)
        center = CGPoint(x: rect.midX, y: rect.midY)
        super.init()
        UIView.liveCount.wrappingAdd(1, ordering: .relaxed)
        if !Self.takesTouchesByDefault { isUserInteractionEnabled = false }
    }

    /// Whether a new view of this class takes touches (HIT-1); image views and labels do not, as Apple documents.
    class var takesTouchesByDefault: Bool { true }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view from a storyboard or nib, which decodes its frame, properties and subviews from the
    /// coder (NIB-2); called directly with another coder, a view with a zero frame. `required` as
    /// in UIKit: a subclass with a designated initializer of its own writes it too.
    public required init?(coder: NSCoder) {
        bounds = .zero
        center = .zero
        super.init()
        UIView.liveCount.wrappingAdd(1, ordering: .relaxed)
        if !Self.takesTouchesByDefault { isUserInteractionEnabled = false }
        if let nib = coder as? NibCoder { DocumentProperties.decode(self, from: nib.element, graph: nib.graph) }
    }

    /// The animations this view is part of, until each completes or is interrupted (HIT-10).
    @exclusivity(unchecked) var runningAnimations: [ViewAnimation] = []

    // MARK: Layout and display

    /// Whether ``layoutSubviews()`` is due; a new view needs its first layout.
    @exclusivity(unchecked) var needsLayoutFlag = true

    /// Marks the view for layout: ``layoutSubviews()`` runs in the next layout pass, before the
    /// next event is delivered or when the clock next advances (``TouchScreen``). A change of the
    /// bounds' size and an added or removed subview mark it too, as in UIKit.
    open func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        window?.enqueueLayout(self)
    }

    /// Runs the layout that is due in this view and its subviews now, parents first.
    open func layoutIfNeeded() {
        LayoutEngine.updateConstraints(in: self)
        var laidOut = Set<ObjectIdentifier>()
        layOutSubtree(once: &laidOut)
        if LayoutEngine.activeCount > 0 { LayoutEngine.passDidEnd(in: LayoutEngine.root(of: self)) }
        // VC-2: a window laid out by hand lets its shown controllers appear, as its pass does.
        (self as? UIWindow)?.finishAppearances()
    }

    /// Lays out the marked views of this subtree, parents first, each at most once per `laidOut`
    /// set, so that a view that marks itself again waits for the next round (HIT-11).
    func layOutSubtree(once laidOut: inout Set<ObjectIdentifier>) {
        if needsLayoutFlag, laidOut.insert(ObjectIdentifier(self)).inserted {
            needsLayoutFlag = false
            // Through the layer when there is one, so that a layer class's `layoutSublayers`
            // override runs, and calls the view's `layoutSubviews` when it calls super, as in UIKit.
            // LAY-4: the controller hears first; then the solved frames of the subviews, then the
            // view's own layout, then the controller again.
            reportInsetChanges()
            viewController?.viewWillLayoutSubviews()
            if LayoutEngine.activeCount > 0 { LayoutEngine.applySolvedFrames(toSubviewsOf: self) }
            withTraitsCurrent {
                if let layerStorage { layerStorage.layoutSublayers() } else { layoutSubviews() }
            }
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layOutSubtree(once: &laidOut) }
    }

    /// Lays out the subviews; override it to place them. The default does nothing (no Auto Layout).
    open func layoutSubviews() {}

    /// How many times a redraw was asked for with ``setNeedsDisplay()`` (OpenTouch's own, for tests).
    public private(set) var displayRequestCount = 0

    /// Marks the view for redrawing: for a view that draws, ``draw(_:)`` runs once after the next
    /// layout pass, however many times this was called before it (DRW-3).
    open func setNeedsDisplay() {
        displayRequestCount += 1
        if UIView.classMayDraw(type(of: self)) { layer.setNeedsDisplay() }
    }

    /// Marks part of the view for redrawing; the whole view is redrawn.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }

    /// Draws the view's content into ``UIGraphicsGetCurrentContext()``, in the view's own space;
    /// the default draws nothing. OpenTouch calls it as UIKit does, after the layout pass, once
    /// when the view first appears in a window and once after each ``setNeedsDisplay()``, and
    /// records what it draws (``drawing``, DRW-3).
    open func draw(_ rect: CGRect) {
        GraphicsContextStack.current.baseDrawReached = true
    }

    /// How content is placed in the bounds when their size differs; stored for hosts that draw.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill

    /// The size the view would like from its content; ``UIView/noIntrinsicMetric`` on both axes by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The "no intrinsic size" value of ``intrinsicContentSize``.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells layout that ``intrinsicContentSize`` changed; marks the superview for layout, and
    /// the solver takes the new size (LAY-3).
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        if LayoutEngine.activeCount > 0, !translatesAutoresizingMaskIntoConstraints, LayoutEngine.intrinsicSizeChanged(self) {
            LayoutEngine.viewDidChange(self)
        }
    }

    /// Called after the view's `layoutMargins` changed, set or adjusted (LAY-10); overrides call super.
    open func layoutMarginsDidChange() {}

    /// Called when the view's `safeAreaInsets` changed, before its subviews are laid out (LAY-10).
    open func safeAreaInsetsDidChange() {}

    /// Updates the view's constraints before layout, when ``setNeedsUpdateConstraints()`` asked
    /// for it; overrides change constraints here and call super last, as UIKit requires (LAY-4).
    open func updateConstraints() {}

    /// The size that fits `size` best; by default the current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame.size = size
    }

    /// The layer, if it was made (observers of it hear the view's changes, RUN-9).
    var layerIfMade: CALayer? { layerStorage }

    /// The layer behind the view, whose geometry is the view's (see ``CALayer``); made, of
    /// ``layerClass``, the first time it is read (LYR-1).
    open var layer: CALayer {
        if let layerStorage { return layerStorage }
        let made = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        made.owningView = self
        made.delegate = self
        layerStorage = made
        return made
    }

    /// The layer, once made; nil for a view whose layer nothing has read.
    @exclusivity(unchecked) private(set) var layerStorage: CALayer?

    /// The class of the view's layer: ``CALayer`` unless a subclass overrides it, as in UIKit
    /// (`override class var layerClass: AnyClass { CAShapeLayer.self }`).
    open class var layerClass: AnyClass { CALayer.self }

    /// The tint: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            notifyTintColorDidChange()
        }
    }
    private var ownTintColor: UIColor?

    /// Called when the tint this view shows changed, on the view and on its subviews that inherit it.
    open func tintColorDidChange() {}

    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.notifyTintColorDidChange() }
    }

    // MARK: Hit-testing (HIT-1..8)
    //
    // Both methods live in the class body rather than an extension so that subclasses can
    // override them (HIT-8). OpenTouch calls them as UIKit does: the window's `hitTest` once when
    // a touch begins (HIT-7), which asks each view's `point(inside:with:)` and its subviews' `hitTest`.

    /// The farthest descendant of this view (or the view itself) that contains `point`, given in
    /// this view's space; nil when the point is not in the view or the view does not take touches.
    ///
    /// HIT-1: a hidden view, one with interaction off or with alpha below 0.01 (and a disabled
    /// control, HIT-6) returns nil without asking ``point(inside:with:)``. HIT-2: otherwise the
    /// subviews are asked front to back and the first answer wins; if none answers, the view
    /// itself. HIT-4: `clipsToBounds` plays no part, and a subview is only found inside its parent.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let trace = event?.trace
        if let refusal = hitTestRefusal {
            trace?.recordHitTest(self, "skipped", reason: refusal)
            return nil
        }
        guard self.point(inside: point, with: event) else {
            // The common case, a point outside the bounds, is left out of traces to keep them short.
            if let trace {
                if bounds.contains(point) {
                    trace.recordHitTest(self, "skipped", reason: "its point(inside:with:) override said no (HIT-8)")
                } else {
                    trace.lastHitTestSubject = self
                }
            }
            return nil
        }
        if subviews.count >= UIView.subviewCountForHitIndex {
            if siblingHitIndex == nil { siblingHitIndex = SiblingHitIndex(subviews: subviews) }
            var hit: UIView?
            siblingHitIndex!.visitCandidates(at: point) { subview in
                hit = ask(subview, point, event, trace)
                return hit != nil
            }
            if let hit { return hit }
        } else {
            for subview in subviews.reversed() {
                if let hit = ask(subview, point, event, trace) { return hit }
            }
        }
        trace?.lastHitTestSubject = self
        return self
    }

    /// One step of HIT-2: the subview's own `hitTest`, with the point in its space.
    private func ask(_ subview: UIView, _ point: CGPoint, _ event: UIEvent?, _ trace: TouchTrace?) -> UIView? {
        if let hit = subview.hitTest(subview.convertFromSuperviewSpace(point), with: event) {
            return hit
        }
        if let trace, trace.lastHitTestSubject !== subview {
            trace.recordHitTest(subview, "skipped", reason: "its hitTest(_:with:) override returned nil (HIT-8)")
        }
        return nil
    }

    /// Whether `point`, in this view's space, is inside the view: by default whether the bounds
    /// contain it, with the right and bottom edges outside (HIT-3).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Why HIT-1 skips this view, or nil when it takes part; controls add HIT-6.
    var hitTestRefusal: String? {
        if isHidden { return "hidden (HIT-1)" }
        if !isUserInteractionEnabled { return "isUserInteractionEnabled is false (HIT-1)" }
        if alpha < 0.01 { return "alpha below 0.01 (HIT-1)" }
        if !runningAnimations.isEmpty, runningAnimations.contains(where: { !$0.allowsUserInteraction }) {
            return "being animated without .allowUserInteraction (HIT-10)"
        }
        return nil
    }

    // MARK: Gesture recognizers (GR-1, GR-8)

    /// The recognizers attached to this view, in the order they were added (GR-2).
    @exclusivity(unchecked) var recognizerStorage: [UIGestureRecognizer] = []

    /// The recognizers attached to this view; nil when there are none. Setting it replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : recognizerStorage }
        set {
            for recognizer in recognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on; touches already down do not reach it (GR-1).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches `gestureRecognizer`; one that is active is cancelled first (GR-6).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.delivery?.withdraw(gestureRecognizer)
        recognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
    }

    /// Asked, for each touch of a recognizer that tries to begin, of the view the touch landed on,
    /// before the recognizer's delegate; false makes the recognizer fail (GR-8). True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Responder chain (RSP-1)

    /// The view's controller when this is the controller's root view, otherwise the superview (RSP-1).
    open override var next: UIResponder? {
        if let viewController { return viewController }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    // MARK: Subclass hooks for hierarchy changes

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview or was removed from one.
    open func didMoveToSuperview() {}

    /// Called before the view, or an ancestor of it, moves into another window (nil: out of any).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view, or an ancestor of it, moved into another window or out of any.
    open func didMoveToWindow() {}

    /// Called on the superview after a subview was added to it.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before a subview is removed from it.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Traits (TRT-2)

    /// The traits in effect for the view: its window's screen's, with the nearest
    /// `overrideUserInterfaceStyle` on the way up laid over them (TRT-2).
    open var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    /// Called after the traits in effect for the view changed (TRT-2): when an override above it
    /// changes, or when it moves into a window with other traits. ``UITraitCollection/current``
    /// is the new collection during the call.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The text size changed: text views that adjust their font make it again (TXT-1).
    func contentSizeCategoryDidChange() {}

    // MARK: A popover's source (VC-17)

    /// The view's bounds in `referenceView`, nil while the view is in no window: where a popover
    /// pointing at the view points (VC-17).
    open func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil else { return nil }
        return convert(bounds, to: referenceView)
    }

    // MARK: Accessibility (ACC-1)

    /// A string that identifies the view in tests; traces name the view by it.
    open var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { writableExtras.accessibilityIdentifier = newValue }
    }

    /// Whether assistive technologies see the view as one element: false for a plain view, true
    /// for labels and controls, as in UIKit (ACC-1).
    open var isAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? false }
        set { writableExtras.isAccessibilityElement = newValue }
    }

    /// The element's name as VoiceOver speaks it; labels and buttons default to their text (ACC-1).
    open var accessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { writableExtras.accessibilityLabel = newValue }
    }

    /// A short description of what acting on the element does.
    open var accessibilityHint: String? {
        get { extras?.accessibilityHint }
        set { writableExtras.accessibilityHint = newValue }
    }

    /// The element's current value, as a string (a slider's percentage, a switch's on or off).
    open var accessibilityValue: String? {
        get { extras?.accessibilityValue }
        set { writableExtras.accessibilityValue = newValue }
    }

    /// What kind of element it is; controls add theirs (`.button`, `.selected`, `.notEnabled`) (ACC-1).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { extras?.accessibilityTraits ?? .none }
        set { writableExtras.accessibilityTraits = newValue }
    }

    /// The element's frame in screen coordinates: the view's own frame there unless set (ACC-1).
    open var accessibilityFrame: CGRect {
        get { extras?.accessibilityFrame ?? screenFrame }
        set { writableExtras.accessibilityFrame = newValue }
    }

    /// Where VoiceOver taps when it activates the element and the element does not handle it:
    /// the middle of ``accessibilityFrame``, in screen coordinates, unless set (ACC-5).
    open var accessibilityActivationPoint: CGPoint {
        get { extras?.accessibilityActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { writableExtras.accessibilityActivationPoint = newValue }
    }

    /// Whether VoiceOver skips the elements inside this view; false by default (ACC-5).
    open var accessibilityElementsHidden: Bool {
        get { extras?.accessibilityElementsHidden ?? false }
        set { writableExtras.accessibilityElementsHidden = newValue }
    }

    /// Whether VoiceOver reads only this view's elements, ignoring its siblings', while it is
    /// shown (a custom alert); false by default (ACC-5).
    open var accessibilityViewIsModal: Bool {
        get { extras?.accessibilityViewIsModal ?? false }
        set { writableExtras.accessibilityViewIsModal = newValue }
    }

    /// Whether VoiceOver reads this view's elements together, before the elements around it;
    /// false by default (ACC-5).
    open var shouldGroupAccessibilityChildren: Bool {
        get { extras?.shouldGroupAccessibilityChildren ?? false }
        set { writableExtras.shouldGroupAccessibilityChildren = newValue }
    }

    /// The elements this view presents to assistive technologies in its place, in reading order;
    /// nil (its subviews are read) unless set (ACC-3).
    open var accessibilityElements: [Any]? {
        get { extras?.accessibilityElements }
        set { writableExtras.accessibilityElements = newValue }
    }

    /// How many elements the view contains: ``accessibilityElements``' count, 0 without them (ACC-3).
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at `index` of ``accessibilityElements``, or nil (ACC-3).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is in ``accessibilityElements`` (the same object), else `NSNotFound` (ACC-3).
    open func index(ofAccessibilityElement element: Any) -> Int {
        let object = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
    }

    /// The actions VoiceOver offers on this element besides activating it; nil unless set (ACC-3).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { extras?.accessibilityCustomActions }
        set { writableExtras.accessibilityCustomActions = newValue }
    }

    // MARK: Drawing (DRW-1..3); helpers in UIView+Drawing.swift

    /// A view that shows what this view shows now (DRW-6): an image view, at the origin, the
    /// size of the bounds, whose image records the view's layer tree as it is drawn at this
    /// moment; later changes to this view do not reach it. `afterScreenUpdates` changes nothing
    /// here: OpenTouch draws on demand, so there is no pending screen update to wait for.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshot(of: bounds, capInsets: .zero)
    }

    /// A snapshot of the part `rect` (in this view's coordinates) of what the view shows, the
    /// size of `rect` (DRW-6); the cap insets are kept for the image's stretching.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeSnapshot(of: rect, capInsets: capInsets)
    }

    /// Draws the view's hierarchy, as it is now, into the current graphics context, scaled to
    /// `rect` (DRW-6); false when there is no current context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        renderHierarchy(in: rect)
    }

    /// Displays the layer by drawing, for a class that draws.
    open func display(_ layer: CALayer) {
        guard UIView.classMayDraw(type(of: self)) else { return }
        layer.displayByDrawing()
        if UIView.drawingClasses[ObjectIdentifier(type(of: self))] == false { layer.contents = nil }
    }

    /// Calls ``draw(_:)`` with `ctx` made current, and with the bounds as the rectangle to draw.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        let type = ObjectIdentifier(type(of: self))
        let reachedBefore = GraphicsContextStack.current.baseDrawReached
        GraphicsContextStack.current.baseDrawReached = false
        UIGraphicsPushContext(ctx)
        withTraitsCurrent { draw(layer.bounds) }
        UIGraphicsPopContext()
        if UIView.drawingClasses[type] == nil {
            UIView.drawingClasses[type] = !(GraphicsContextStack.current.baseDrawReached && ctx.drawing.isEmpty)
        }
        GraphicsContextStack.current.baseDrawReached = reachedBefore
    }

    /// The layer lays out its sublayers: the view's ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        layoutSubviews()
    }

    /// The action for a change of the layer's `event` key (LYR-5): inside an animation block, a
    /// basic animation of an animatable key with the block's duration and curve; otherwise
    /// `NSNull`, no animation, as UIKit answers for a view's layer.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let block = ViewAnimation.recording, CALayer.implicitlyAnimatedKeys.contains(event) else { return NSNull() }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = block.plannedDuration
        if case .cubic(let function) = block.plannedCurve.shape { animation.timingFunction = function }
        return animation
    }

    // MARK: Interactions (INT-1)

    /// The interactions added to the view, in the order they were added.
    open var interactions: [UIInteraction] {
        get { extras?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, taking it from the view it was on.
    open func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        writableExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; one that is not on the view is ignored.
    open func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        writableExtras.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: Traits (TRT-1, TRT-2); helpers in UIView+Traits.swift

    /// The light or dark appearance for this view and the views below it, whatever the window's
    /// (TRT-2); `.unspecified` inherits. Changing it tells every view whose traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            if newValue != .unspecified { TraitValues.styleOverridesSet = true }
            let old = traitValues
            writableExtras.overrideUserInterfaceStyle = newValue
            notifyTraitChange(from: old, to: traitValues)
        }
    }

    /// How the view's content is laid out in a right-to-left interface (TRT-4).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set { writableExtras.semanticContentAttribute = newValue }
    }

    /// The direction the view's content runs, from its semantic attribute and its traits (TRT-4).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return traitValues.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// How far the safe area is inset from the view's edges (SCR-10): the part of its superview's
    /// safe area the view's frame overlaps, plus its controller's `additionalSafeAreaInsets` when
    /// it is a controller's root view. A window's is the part of its screen's insets its frame
    /// overlaps (the default phone: 47 points at the top, 34 at the bottom; LAY-8).
    open var safeAreaInsets: UIEdgeInsets {
        // Apple: none for a view outside a window; and none anywhere while the screen has none and
        // no controller adds any, which spares the walk up the tree.
        guard UIView.safeAreasPossible(in: window) else { return .zero }
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow, superview == nil {
            // A window: the part of its screen's insets its frame overlaps.
            let screen = window.screen
            let safe = screen.bounds.inset(by: screen.safeAreaInsets)
            let frame = window.frame
            insets = UIEdgeInsets(top: min(frame.height, max(0, safe.minY - frame.minY)),
                                  left: min(frame.width, max(0, safe.minX - frame.minX)),
                                  bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
                                  right: min(frame.width, max(0, frame.maxX - safe.maxX)))
        } else if let superview {
            let safe = superview.bounds.inset(by: superview.safeAreaInsets)
            let frame = self.frame
            insets = UIEdgeInsets(top: min(frame.height, max(0, safe.minY - frame.minY)),
                                  left: min(frame.width, max(0, safe.minX - frame.minX)),
                                  bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
                                  right: min(frame.width, max(0, frame.maxX - safe.maxX)))
        }
        if let controller = viewController {
            for extra in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] where extra != .zero {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        return insets
    }

    // MARK: The view hierarchy; helpers in UIView+Hierarchy.swift

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    open func addSubview(_ view: UIView) {
        attach(view, at: Int.max)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back); an index past the end appends.
    open func insertSubview(_ view: UIView, at index: Int) {
        attach(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; when that is not a subview, adds `view` on top.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        attach(view, relativeTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview`; when that is not a subview, adds `view` on top.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        attach(view, relativeTo: siblingSubview, offset: 0)
    }

    /// Takes the view out of its superview and window; touches on it are cancelled (TCH-9).
    open func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview(movingTo: nil)
    }

    /// Moves `view` to the front of the subviews (it is then hit-tested first).
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        subviewWasReordered(view)
        layerStorage?.subviewWasPlaced(view)
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        subviewWasReordered(view)
        layerStorage?.subviewWasPlaced(view)
    }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            assertionFailure("exchangeSubview(at: \(index1), withSubviewAt: \(index2)) is out of bounds for \(subviews.count) subviews")
            return
        }
        subviews.swapAt(index1, index2)
        layerStorage?.subviewsWereExchanged(subviews[index1], subviews[index2])
        // Rare: the grid's order keys of both would have to swap; build it again instead.
        siblingHitIndex = nil
    }

    /// Whether this view is `view` or lies inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search that starts with this view.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Converting between views (HIT-5); helpers in UIView+Conversion.swift

    /// Converts `point` from this view's space to `view`'s; nil means this view's window (or, for a
    /// view in no window, the root of its tree).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return convertToRootSpace(point) }
        return UIView.convert(point, from: self, to: view)
    }

    /// Converts `point` from `view`'s space to this view's; nil means this view's window.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return convertFromRootSpace(point) }
        return UIView.convert(point, from: view, to: self)
    }

    /// Converts `rect` to `view`'s space: the bounding box of its four converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s space: the bounding box of its four converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: Converting between coordinate spaces (HIT-5)

    /// Converts `point` into another coordinate space: a view's, or the screen's (HIT-5).
    open func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return screenConvert(point, to: coordinateSpace)
    }

    /// Converts `point` from another coordinate space: a view's, or the screen's (HIT-5).
    open func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return coordinateSpace.screenConvert(point, to: self)
    }

    /// Converts `rect` into another coordinate space: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convertCorners(of: rect) { convert($0, to: coordinateSpace) }
    }

    /// Converts `rect` from another coordinate space: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convertCorners(of: rect) { convert($0, from: coordinateSpace) }
    }

    // MARK: Editing (TXT-5)

    /// Makes the first responder in this view's subtree resign (TXT-4); with `force`, even when its
    /// delegate would keep it. Returns whether it resigned (true when there was none).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, responder.isInSubtree(of: self) else { return true }
        window.forcingEndEditing = force
        defer { window.forcingEndEditing = false }
        if responder.resignFirstResponder() { return true }
        if force {
            window.firstResponder = nil
            return true
        }
        return false
    }

    // MARK: Autoresizing (LAY-3)

    /// How the view follows its superview's size: none of it by default (LAY-9).
    open var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set { writableExtras.autoresizingMask = newValue }
    }

    /// Whether the view's subviews follow its size by their masks; true by default.
    open var autoresizesSubviews: Bool {
        get { extras?.autoresizesSubviews ?? true }
        set { writableExtras.autoresizesSubviews = newValue }
    }

    // MARK: Auto Layout (LAY-1..8); helpers in UIView+Constraints.swift

    /// Whether the class depends on constraints. Layout works with constraints for every view
    /// here, so the flag changes nothing; subclasses override it as on iOS (LAY-4).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether the view's frame becomes constraints (true for views made in code, as in UIKit):
    /// then the solver holds it where its frame is; set it to false for constraints to place the
    /// view (LAY-2).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extras?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            writableExtras.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutEngine.viewDidChange(self)
        }
    }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    open var constraints: [NSLayoutConstraint] { extras?.installedConstraints ?? [] }

    /// Activates `constraint` (UIKit's older form; the view it is added to does not matter here).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates every constraint.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates every constraint.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The view's leading edge (the left in a left-to-right interface).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// The view's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// The view's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// The view's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// The view's horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// The view's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// The view's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// The view's vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// [chosen] A view's baselines are its bottom, as UIKit's are for views without text.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The baseline of the view's last line: its bottom, for a view without text.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The view's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// The view's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// Space the margin attributes keep inside the view's edges (LAY-1): 8 points a side unless
    /// set, then adjusted (LAY-10) by the safe area (`insetsLayoutMarginsFromSafeArea`), the
    /// superview's margins (`preservesSuperviewLayoutMargins`) and, for a controller's root view,
    /// the system minimum. Reading gives the adjusted margins; setting sets those before adjustment.
    open var layoutMargins: UIEdgeInsets {
        get { adjustedLayoutMargins }
        set {
            writableExtras.layoutMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// The margins with leading and trailing sides, which follow the layout direction (LAY-1).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the superview's margins also keep this view's content in (LAY-10): each margin
    /// grows as little as it must for content inside it to be inside the superview's. False by
    /// default.
    open var preservesSuperviewLayoutMargins: Bool {
        get { extras?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            writableExtras.preservesSuperviewLayoutMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the edges, where the safe
    /// area is inset (LAY-10). True by default.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            writableExtras.insetsLayoutMarginsFromSafeArea = newValue
            marginsMayHaveChanged()
        }
    }

    /// How strongly the view resists growing past its intrinsic size along `axis`; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = extras?.contentHugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableExtras.contentHugging.horizontal = priority } else { writableExtras.contentHugging.vertical = priority }
        LayoutEngine.viewDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression = extras?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableExtras.compressionResistance.horizontal = priority } else { writableExtras.compressionResistance.vertical = priority }
        LayoutEngine.viewDidChange(self)
    }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    open func setNeedsUpdateConstraints() {
        guard extras?.needsUpdateConstraints != true else { return }
        writableExtras.needsUpdateConstraints = true
        LayoutEngine.pendingConstraintUpdates += 1
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    open func needsUpdateConstraints() -> Bool { extras?.needsUpdateConstraints ?? false }

    /// Calls ``updateConstraints()`` now if it is due.
    open func updateConstraintsIfNeeded() {
        guard extras?.needsUpdateConstraints == true else { return }
        extras?.needsUpdateConstraints = false
        LayoutEngine.pendingConstraintUpdates -= 1
        // A controller's root view: the controller updates it (its default calls the view's).
        if let viewController { viewController.updateViewConstraints() } else { updateConstraints() }
    }

    /// Whether the view's constraints leave its frame undecided: some part of it could move without
    /// breaking or weakening any constraint (LAY-6). False for a view that no constraint places.
    open var hasAmbiguousLayout: Bool {
        guard LayoutEngine.activeCount > 0, !translatesAutoresizingMaskIntoConstraints else { return false }
        let engine = LayoutEngine.engine(for: self)
        engine.updateIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow, as UIKit does
    /// to show what is missing (LAY-6); a view with an unambiguous layout stays. Chosen: each call
    /// pulls every free part of the frame 100 points the other way from the call before, as far as
    /// the constraints let it go without weakening any of them; the frames move at once.
    open func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout else { return }
        let engine = LayoutEngine.engine(for: self)
        engine.exerciseAmbiguity(of: self)
        LayoutEngine.root(of: self).layoutIfNeeded()
    }

    /// The size the view's constraints give it when it is asked to be as close to `targetSize`
    /// as they allow (at fitting priority, 50), as self-sizing cells ask (LAY-3).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, with the target width and height asked for at
    /// the given priorities (`.required` fixes that side).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Layout guides (LAY-8)

    /// The area not covered by bars, the notch or the home indicator (LAY-8); see
    /// `safeAreaInsets` (SCR-10) for where its insets come from.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inside its `layoutMargins` (LAY-8).
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The margins guide, no wider than a comfortable line of text (LAY-8).
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The band the keyboard covers at the bottom of the view, or the safe area's bottom while
    /// it is down; constraints to it move with the keyboard (LAY-14).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide.guide(of: self) }

    /// The guides added to the view, system guides included once they were read.
    open var layoutGuides: [UILayoutGuide] { extras?.layoutGuides ?? [] }

    /// Adds a guide to the view; constraints then place it like a view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        writableExtras.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, and deactivates the constraints that use it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        extras?.layoutGuides.removeAll { $0 === layoutGuide }
        var node: UIView? = self
        while let view = node {
            for constraint in view.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
            node = view.superview
        }
        layoutGuide.owningView = nil
    }
}
