import Foundation

/// A view whose bounds origin (``contentOffset``) moves under the finger: dragging,
/// rubber-banding, deceleration, paging and bounce-back on the application clock, and touch
/// stealing from its content (SCR-1..7).
///
/// Touch stealing is built from two recognizers that follow the same arbitration rules as any
/// other: ``panGestureRecognizer``, and a content-touch delay that holds a touch for
/// ``contentTouchDelay`` before the content hears of it (SCR-1, SCR-2). Once content is
/// tracking a touch, the pan may only begin if `canCancelContentTouches` and
/// ``touchesShouldCancel(in:)`` allow it (SCR-3); turning scrolling off disables the pan (SCR-4).
///
/// ```swift
/// let picker = UIScrollView(frame: CGRect(x: 0, y: 600, width: 390, height: 120))
/// picker.contentSize = CGSize(width: 1200, height: 120)
/// picker.delegate = self
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// SCR-1: how long a touch in the content is held before the content hears of it, in seconds.
    public static let contentTouchDelay: TimeInterval = 0.15
    /// SCR-6 [chosen]: deceleration stops below this speed, in points per second.
    public static let minimumDecelerationSpeed: CGFloat = 0.5
    /// [chosen] How long bouncing back, paging and animated offsets take, in seconds.
    public static let settleDuration: TimeInterval = 0.3
    /// [chosen] The frame rate of scrolling animations on the application clock.
    public static let animationFrameInterval: TimeInterval = 1.0 / 60.0

    /// How quickly a flick slows down: the velocity kept per millisecond (SCR-6).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Content geometry (SCR-5)

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        // Whether the content scrolls decides which parts of the safe area the inset takes (SCR-10).
        didSet {
            if contentSize != oldValue && contentInsetAdjustmentBehavior != .never { reportAdjustedContentInsetChange() }
            KeyValueObserving.didChange(self)
        }
    }
    /// Extra scrollable space around the content, set by the app; the scroll view adds the safe
    /// area to it as ``contentInsetAdjustmentBehavior`` says (SCR-10).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue { reportAdjustedContentInsetChange() }
            KeyValueObserving.didChange(self)
        }
    }

    /// The point of the content shown at the top left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    /// Moves the content to `contentOffset`, over ``settleDuration`` on the clock when `animated`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        traceOffsetSet(to: contentOffset, animated: animated)
        stopScrollingAnimation()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        animator.animate(to: contentOffset, duration: Self.settleDuration) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    // MARK: Zooming (SCR-9)

    /// The smallest zoom scale; 1 by default. Zooming needs it below ``maximumZoomScale``.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { attachPinchIfZoomable() }
    }
    /// The largest zoom scale; 1 by default.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { attachPinchIfZoomable() }
    }

    /// As in UIKit, the pinch exists only while zooming is possible, so plain scroll views pay nothing for it.
    private func attachPinchIfZoomable() {
        let zoomable = minimumZoomScale < maximumZoomScale
        if zoomable, zoomer.pinch.view !== self {
            zoomer.pinch.delegate = gestureDelegate
            addGestureRecognizer(zoomer.pinch)
        } else if !zoomable, zoomer.pinch.view === self {
            removeGestureRecognizer(zoomer.pinch)
        }
    }
    /// Whether a pinch may scale past the limits, springing back when it ends; true by default.
    open var bouncesZoom = true

    /// The scale of the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view; 1 without one.
    /// Setting it scales that view about its top left and makes ``contentSize`` follow (SCR-9).
    open var zoomScale: CGFloat {
        get { zoomingView?.transform.a ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``, kept within the limits; `animated` ends with
    /// `scrollViewDidEndZooming` after ``settleDuration`` on the clock.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        // SCR-9: about the middle of what is visible, as a pinch zooms about its fingers, then
        // the offset is kept valid, so that zooming out to the minimum shows the content again.
        let old = zoomScale, new = zoomer.clampedScale(scale)
        let middle = CGPoint(x: (contentOffset.x + bounds.width / 2) / old, y: (contentOffset.y + bounds.height / 2) / old)
        zoomer.apply(scale: new, to: view)
        if new != old {
            contentOffset = clamped(CGPoint(x: middle.x * new - bounds.width / 2, y: middle.y * new - bounds.height / 2))
        }
        if animated { zoomer.endAfterSettling(view) }
    }

    /// Zooms so that `rect`, in the zooming view's coordinates, fills the bounds as far as the
    /// limits allow, and scrolls it into view (SCR-9).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        let scale = zoomer.clampedScale(min(bounds.width / rect.width, bounds.height / rect.height))
        zoomer.apply(scale: scale, to: view)
        let middle = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        contentOffset = clamped(middle)
        if animated { zoomer.endAfterSettling(view) } else { delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) }
    }

    /// Whether the content is being zoomed by a pinch.
    open var isZooming: Bool { zoomer.isPinching }

    /// The pinch that zooms; nil unless ``minimumZoomScale`` is below ``maximumZoomScale`` (SCR-9).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        minimumZoomScale < maximumZoomScale ? zoomer.pinch : nil
    }

    /// The view zooming scales, from the delegate.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    private lazy var zoomer = ScrollZoomer(scrollView: self)

    // MARK: Behaviour

    /// The delegate told about scrolling (SCR-7); held weakly.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether the user can scroll. Turning it off disables the pan, cancelling it if it had begun (SCR-4).
    open var isScrollEnabled = true {
        didSet {
            guard oldValue != isScrollEnabled else { return }
            trace?.recordScroll(self, isScrollEnabled ? "scrolling turned on" : "scrolling turned off",
                                reason: isScrollEnabled ? nil : "its pan is disabled, the content keeps its touch (SCR-4)")
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Whether a drag sticks to the axis it started along.
    open var isDirectionalLockEnabled = false
    /// Whether the content can be pulled past its edges, moving by half the overshoot (SCR-5).
    open var bounces = true
    /// Whether the content bounces vertically even when it is no taller than the view.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling comes to rest on multiples of the view's size.
    open var isPagingEnabled = false
    /// How quickly a flick slows down (SCR-6).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches in the content are held for ``contentTouchDelay`` (SCR-1); true by default.
    open var delaysContentTouches = true
    /// Whether a drag may take touches the content is already tracking (SCR-3); true by default.
    open var canCancelContentTouches = true

    // MARK: Refreshing (CTL-15)

    /// The control that a pull down past the top starts refreshing (CTL-15); nil by default.
    /// Setting it puts it in the scroll view, above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
            reportAdjustedContentInsetChange()
        }
    }

    // MARK: Insets and indicators (SCR-10)

    /// How the safe area is added to ``contentInset``; `.automatic` by default, as in UIKit.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { reportAdjustedContentInsetChange() }
    }

    /// The adjusted inset last reported through ``adjustedContentInsetDidChange()``, and the part
    /// of it the app set (``ownContentInset``) at that time.
    var reportedAdjustedInset: UIEdgeInsets = .zero
    var reportedOwnInset: UIEdgeInsets = .zero

    /// ``contentInset`` plus the room a refreshing ``refreshControl`` takes above the content
    /// (CTL-15): the part of ``adjustedContentInset`` that is not the safe area's.
    var ownContentInset: UIEdgeInsets {
        var own = contentInset
        if let refreshControl, refreshControl.isRefreshing { own.top += UIRefreshControl.standardHeight }
        return own
    }

    /// Called when ``adjustedContentInset`` changed; overrides call super.
    open func adjustedContentInsetDidChange() {}

    /// The scroll view checks its adjusted inset (SCR-10); subclasses that override it call super,
    /// as UIKit requires.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reportAdjustedContentInsetChange()
    }

    /// Whether the vertical indicator shows while scrolling. OpenTouch draws no indicators, and
    /// UIKit's take no touches that the scroll view would not, so this only records the setting.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling; recorded only, as above.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour scheme; recorded only.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator from the scroll view's edges; recorded only.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator; recorded only.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one's, sets both (UIKit's older property).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether the indicators' insets follow the safe area; recorded only.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The indicators' colour schemes.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// The recognizer that drags the content. Its delegate answers with the scroll view's rules
    /// and, when a subclass adopts `UIGestureRecognizerDelegate`, with the subclass's methods
    /// (see "Where OpenTouch differs"); do not replace it, as UIKit also says.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    private lazy var gestureDelegate = ScrollViewGestureDelegate(scrollView: self)
    private let contentTouchDelay = ContentTouchDelayGestureRecognizer()

    /// The scroll view's content area for Auto Layout: constraints between it (or the scroll
    /// view's own edges, seen from inside) and the content define ``contentSize`` (LAY-12).
    ///
    /// ```swift
    /// form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
    /// form.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)
    /// form.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
    /// ```
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's own frame for Auto Layout, in its content's coordinates: its width and
    /// height are the scroll view's (LAY-12).
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// Whether a finger is down on the scroll view or its content.
    open var isTracking: Bool {
        hasLiveTouchInSubtree
    }
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after a drag.
    open var isDecelerating: Bool { animator.isRunning && animator.isDeceleration }

    lazy var animator = ScrollAnimator(scrollView: self)
    var offsetAtDragStart: CGPoint = .zero
    var lockedAxis: Axis?
    /// While a drag inside a sheet runs, the part of it that moves the sheet (VC-11).
    var sheetHandoff: SheetScrollHandoff?
    var keyboardDismissModeRaw = 0
    /// The keyboard a drag with an interactive dismiss mode carries (TXT-5).
    var keyboardDrag: InteractiveKeyboardDismissal?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    /// A scroll view from a storyboard or nib (NIB-2), with its pan and content-touch recognizers.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        clipsToBounds = true
        contentTouchDelay.name = "UIScrollView content touch delay"
        panGestureRecognizer.name = "UIScrollView pan"
        panGestureRecognizer.delegate = gestureDelegate
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Content touches (SCR-2, SCR-3)

    /// Whether the content view `view` may have `touches` (SCR-2); asked when the content-touch
    /// delay ends, or at once without `delaysContentTouches`. Default: true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches `view` is tracking (SCR-3): false for a control,
    /// true for any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        TakeoverPolicy.scrollView(self, mayCancelTouchesOf: view)
    }

    /// The pan's delegate question (SCR-3, and nested scroll views): a drag only begins along an
    /// axis this view can scroll, and only takes content touches that may be cancelled. As in
    /// UIKit, the same method serves as `UIView`'s (GR-8) and as the pan delegate's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === zoomer.pinch { return TakeoverPolicy.scrollViewMayZoom(self) }
        guard gestureRecognizer === panGestureRecognizer else { return true }
        return TakeoverPolicy.scrollView(self, mayDragAfterMoving: panGestureRecognizer.translation(in: self))
            && TakeoverPolicy.scrollView(self, mayTakeContentTouchesOf: panGestureRecognizer)
    }

    // MARK: Dragging (SCR-5)

    /// How a drag of the scroll view dismisses the keyboard (TXT-5).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// Whether a drag of the scroll view dismisses the keyboard; `.none` by default (TXT-5). The
    /// drag modes dismiss it when the drag begins; in the interactive ones the keyboard follows
    /// the finger once it reaches it, and goes only when the finger takes it off the screen or
    /// lets go of it moving down.
    open var keyboardDismissMode: KeyboardDismissMode {
        get { KeyboardDismissMode(rawValue: keyboardDismissModeRaw) ?? .none }
        set { keyboardDismissModeRaw = newValue.rawValue }
    }

    /// Where a drag released at `velocity` (points per millisecond, the content's direction)
    /// comes to rest, given where it would rest on its own: there, unless a subclass snaps it (a
    /// collection view asks its layout, LST-17).
    func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        natural
    }

    /// Stops deceleration, bouncing or an offset animation where the content is.
    func stopScrollingAnimation() {
        animator.stop()
    }

    /// Set when a touch stopped the content moving, until it drags or lifts (SCR-6).
    var stoppedByTouch = false

    /// SCR-6 [chosen where Apple is silent]: content a touch stopped, and that the finger left
    /// without dragging, goes where a drag released there without speed would send it: back
    /// inside its edges, to the nearest page when paging, to where a subclass snaps it; then the
    /// delegate hears `scrollViewDidEndDecelerating`. Content at rest where it was stopped stays.
    func settleAfterStoppingTouch() {
        stoppedByTouch = false
        guard !isDragging else { return }
        let target = isPagingEnabled ? pageTarget(velocity: .zero) : clamped(proposedRestingOffset(clamped(contentOffset), velocity: .zero))
        guard target != contentOffset else { return }
        animator.animate(to: target, duration: Self.settleDuration, isDeceleration: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// The content moved, before the delegate hears of it: a collection view asks its layout
    /// whether the scroll invalidates it (LST-27).
    func boundsOriginDidChange() {}

    /// Follow the content as it moves, beside the delegate (SRC-4, BAR-2); held weakly.
    var offsetObservers: [WeakReference<AnyObject>] = []

    /// Adds `observer` to those told as the content moves, once.
    func addOffsetObserver(_ observer: ScrollOffsetObserver) {
        offsetObservers.removeAll { $0.object == nil }
        guard !offsetObservers.contains(where: { $0.object === observer }) else { return }
        offsetObservers.append(WeakReference(object: observer))
    }

    // MARK: Insets (SCR-10); helpers in UIScrollView+Insets.swift

    /// The insets scrolling and bouncing actually use: ``contentInset`` plus the parts of the
    /// scroll view's safe area its ``contentInsetAdjustmentBehavior`` adds (SCR-10).
    open var adjustedContentInset: UIEdgeInsets {
        let own = ownContentInset
        let behavior = contentInsetAdjustmentBehavior
        guard behavior != .never else { return own }
        let safe = safeAreaInsets
        guard safe != .zero else { return own }
        var horizontal = true, vertical = true
        if behavior != .always {
            horizontal = alwaysBounceHorizontal || contentSize.width + own.left + own.right > bounds.width
            vertical = alwaysBounceVertical || contentSize.height + own.top + own.bottom > bounds.height
                || (behavior == .automatic && (viewController?.navigationController != nil || viewController?.tabBarController != nil))
        }
        return UIEdgeInsets(top: own.top + (vertical ? safe.top : 0), left: own.left + (horizontal ? safe.left : 0),
                            bottom: own.bottom + (vertical ? safe.bottom : 0), right: own.right + (horizontal ? safe.right : 0))
    }
}
