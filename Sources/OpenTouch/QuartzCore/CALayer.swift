import Foundation

/// A layer: a node of the tree Core Animation composes, with the geometry, style, content and
/// animations code sets on it (LYR-1..LYR-8).
///
/// Every view has one (``UIView/layer``, made the first time it is read, of the view's
/// ``UIView/layerClass``); its geometry *is* the view's (`bounds`, `position` is the center,
/// `transform`, `isHidden`, `opacity` is `alpha`, `masksToBounds` is `clipsToBounds`), so either
/// side can be set, and its sublayers are its subviews' layers, in step with every add, remove and
/// reorder of the view tree (LYR-1), with layers of their own mixed in. A layer made on its own
/// keeps its geometry itself. OpenTouch composes nothing and draws no pixels: what a layer would
/// draw is recorded (``drawing``, ``render(in:)``), and animations are time on the application
/// clock while the model values stay what code set (LYR-6). Import it as `QuartzCore`, as iOS code does.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: knob.bounds).cgPath
/// knob.layer.addSublayer(ring)
/// knob.layer.sublayers?.last === ring   // true
/// ```
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; its geometry is the view's.
    weak var owningView: (any LayerOwner)?
    /// The layer's delegate: its view, for a view's layer.
    open weak var delegate: CALayerDelegate?

    #if !canImport(ObjectiveC)
    /// A property this layer observes by name changed (RUN-9); does nothing unless overridden.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif

    // Geometry of a layer that has no view.
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownHidden = false
    private var ownOpacity: Float = 1
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    private var ownTransform = CATransform3DIdentity
    /// A view's layer's transform when it is not affine: the view keeps the affine part.
    private var viewTransform3D: CATransform3D?
    /// The anchor point; a view reads it only once it moved off the middle (``UIView/anchorIsMoved``).
    var anchorStorage = CGPoint(x: 0.5, y: 0.5)

    /// Sublayers in order, back to front; nil until first needed by a view's layer, whose
    /// subviews' layers are then listed as views (their layers are made only when read).
    var entries: [SublayerEntry]?
    /// The layer this one is a sublayer of, for a layer without a view.
    weak var superlayerStorage: CALayer?
    /// Whether ``display()`` is due (DRW-3).
    var needsDisplayFlag = false
    /// Whether ``layoutSublayers()`` is due.
    var needsLayoutFlag = false
    /// The animations attached, in the order added (LYR-6).
    var runningAnimations: [LayerAnimation] = []

    /// A layer of its own, with a zero frame.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, as Core Animation makes for presentation layers.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// A layer from an archive, `required` as in Core Animation; OpenTouch has no archives, so
    /// nothing calls it; called directly, it makes an empty layer.
    public required init?(coder: NSCoder) {
        super.init()
    }

    deinit {
        // Associated objects (RUN-1) go with their layer, as on iOS.
        AssociatedObjects.objectDidEnd(ObjectIdentifier(self))
    }

    // MARK: Geometry (LYR-2)

    /// The layer's own coordinate space: the view's ``UIView/bounds``.
    open var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set {
            if let owningView { owningView.bounds = newValue; return }
            let old = ownBounds
            guard newValue != old else { return }
            ownBounds = newValue
            addImplicitAnimation("bounds", from: old)
            KeyValueObserving.didChange(self)
            if newValue.size != old.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point lies in the superlayer: the view's ``UIView/center``.
    open var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set {
            if let owningView { owningView.center = newValue; return }
            let old = ownPosition
            guard newValue != old else { return }
            ownPosition = newValue
            addImplicitAnimation("position", from: old)
            KeyValueObserving.didChange(self)
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` places and transforms
    /// turn about; the middle (0.5, 0.5) by default. Moving it moves the frame, not the position,
    /// as in Core Animation; for a view's layer, touches follow (LYR-2).
    open var anchorPoint: CGPoint {
        get { anchorStorage }
        set {
            guard newValue != anchorStorage else { return }
            let old = anchorStorage
            anchorStorage = newValue
            if let owningView { owningView.anchorPointDidChange(movedOffMiddle: newValue != CGPoint(x: 0.5, y: 0.5)) } else {
                addImplicitAnimation("anchorPoint", from: old)
            }
        }
    }

    /// The layer's rectangle in its superlayer: the view's ``UIView/frame``. With a transform
    /// that is not the identity it is the bounding box, and setting it only moves the position.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return CALayer.frame(bounds: ownBounds, position: ownPosition, anchor: anchorStorage,
                                 transform: CATransform3DGetAffineTransform(ownTransform))
        }
        set {
            if let owningView { owningView.frame = newValue; return }
            let rect = newValue.standardized
            let affine = CATransform3DGetAffineTransform(ownTransform)
            KeyValueObserving.batch {
                position = CGPoint(x: rect.minX + anchorStorage.x * rect.width, y: rect.minY + anchorStorage.y * rect.height)
                if affine.isIdentity { bounds.size = rect.size }
            }
        }
    }

    static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        let turned = transform.isIdentity ? local : local.applying(transform)
        return turned.offsetBy(dx: position.x, dy: position.y)
    }

    /// The layer's transform about its anchor point; for a view's layer, its affine part is the
    /// view's ``UIView/transform`` (LYR-2).
    open var transform: CATransform3D {
        get {
            guard let owningView else { return ownTransform }
            return viewTransform3D ?? CATransform3DMakeAffineTransform(owningView.transform)
        }
        set {
            if let owningView {
                viewTransform3D = CATransform3DIsAffine(newValue) ? nil : newValue
                owningView.transform = CATransform3DGetAffineTransform(newValue)
                return
            }
            let old = ownTransform
            guard newValue != old else { return }
            ownTransform = newValue
            addImplicitAnimation("transform", from: old)
        }
    }

    /// The transform as an affine transform.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's place along the z axis: among siblings, a higher one is rendered above and
    /// hit-tested first, whatever their order in ``sublayers`` (LYR-3). Views keep their subviews'
    /// order for their own hit-testing, as in UIKit.
    open var zPosition: CGFloat = 0

    /// Whether the layer is hidden: the view's ``UIView/isHidden`` (HIT-1).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue }
        }
    }

    /// The layer's opacity: the view's ``UIView/alpha`` (HIT-1).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue); return }
            let old = ownOpacity
            guard newValue != old else { return }
            ownOpacity = newValue
            addImplicitAnimation("opacity", from: old)
        }
    }

    /// Whether content and sublayers are clipped to the bounds: the view's
    /// ``UIView/clipsToBounds``. Also whether ``hitTest(_:)`` looks outside the bounds.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set { if let owningView { owningView.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The background color: the view's ``UIView/backgroundColor``.
    open var backgroundColor: CGColor? {
        get { owningView?.layerBackgroundColor ?? ownBackgroundColor }
        set {
            if let owningView { owningView.layerBackgroundColor = newValue; return }
            let old = ownBackgroundColor
            guard newValue != old else { return }
            ownBackgroundColor = newValue
            addImplicitAnimation("backgroundColor", from: old as Any)
        }
    }

    // MARK: Hit-testing (LYR-3); in the class body so that subclasses can override

    /// Whether `p`, in the layer's own space, is inside its bounds. Override it for a shaped
    /// layer (a ``CAShapeLayer`` does not: its path decides only when code asks the path).
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest sublayer (or the layer itself) that contains `p`, given in the superlayer's
    /// space; nil when none does. Hidden layers and their sublayers are skipped; sublayers are
    /// asked front to back; outside the bounds only when ``masksToBounds`` is false (LYR-3).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convertFromSuperlayerSpace(p)
        let inside = contains(local)
        if inside || !masksToBounds {
            for sublayer in sublayersInDepthOrder.reversed() {
                if let hit = sublayer.hitTest(local) { return hit }
            }
        }
        return inside ? self : nil
    }

    // MARK: Display and layout (DRW-3); in the class body so that subclasses can override

    /// Marks the layer for display: ``display()`` runs once, after the layout pass of the turn in
    /// which it was asked for, however many times it was asked (DRW-3).
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        host?.enqueueLayerWork(self)
    }

    /// Marks part of the layer for display; the whole layer is redrawn.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether ``display()`` is due.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs ``display()`` now if it is due.
    open func displayIfNeeded() {
        // The flag is cleared here, as Core Animation does: a subclass's `display()` that does
        // not call super still counts as the display.
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Makes the layer's contents: the delegate's `display(_:)` if it has one, which by default
    /// (and without a delegate) draws with ``draw(in:)`` into a recording context and keeps the
    /// drawing as ``contents`` (DRW-3).
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Draws the layer's content into `ctx`, in the layer's own space; by default asks the
    /// delegate (a view's layer: the view's `draw(_:)`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the layer for ``layoutSublayers()``; a view's layer marks its view.
    open func setNeedsLayout() {
        if let owningView { owningView.setNeedsLayout(); return }
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        host?.enqueueLayerWork(self)
    }

    /// Whether ``layoutSublayers()`` is due.
    open func needsLayout() -> Bool { owningView?.needsLayoutFlag ?? needsLayoutFlag }

    /// Lays out now what is due in this layer and its sublayers.
    open func layoutIfNeeded() {
        if let owningView { owningView.layoutIfNeeded(); return }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for entry in entries ?? [] { if case .layer(let layer) = entry { layer.layoutIfNeeded() } }
    }

    /// Places the sublayers; by default asks the delegate (a view's layer: the view's
    /// ``UIView/layoutSubviews()``).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The action run when `event` (a property's key) changes: the layer's ``actions`` entry, else
    /// the delegate's ``CALayerDelegate/action(for:forKey:)`` (an `NSNull` from it means none),
    /// else for a layer without a view the implicit animation of an animatable property (LYR-5).
    /// A view, its layer's delegate, answers none outside animation blocks, as in UIKit; inside
    /// one, an animatable property's action is a basic animation with the block's duration and
    /// curve, which a layer subclass copies to animate a property of its own alongside.
    open func action(forKey event: String) -> CAAction? {
        if let action = actions?[event] { return action }
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        guard owningView == nil, CALayer.implicitlyAnimatedKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// What a layer class shows besides its contents and sublayers, for ``render(in:)``.
    func drawOwnContent(in ctx: CGContext) {}

    /// Actions by key: an entry of `NSNull()` turns that property's implicit animation off.
    open var actions: [String: CAAction]?

    /// The sublayers back to front by ``zPosition``, the list's order among equals.
    var sublayersInDepthOrder: [CALayer] {
        let list = sublayers ?? []
        guard list.contains(where: { $0.zPosition != 0 }) else { return list }
        return list.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    // MARK: Style, stored and drawn by render(in:) (LYR-7)

    /// The radius that rounds the corners ``maskedCorners`` names, in points; drawn by ``render(in:)`` and clipping the content with ``masksToBounds``. Animatable.
    open var cornerRadius: CGFloat = 0 { didSet { styleChanged("cornerRadius", oldValue, cornerRadius) } }
    /// Which corners ``cornerRadius`` rounds; all by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The shape of rounded corners; stored (OpenTouch rounds with circular arcs).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border drawn inside the bounds, in points; 0 by default. Animatable.
    open var borderWidth: CGFloat = 0 { didSet { styleChanged("borderWidth", oldValue, borderWidth) } }
    /// The border's color; opaque black by default. Animatable.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { styleChanged("borderColor", oldValue, borderColor) } }
    /// The shadow's color; opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How opaque the shadow is, 0 (the default: none) to 1. Animatable.
    open var shadowOpacity: Float = 0 { didSet { styleChanged("shadowOpacity", oldValue, shadowOpacity) } }
    /// Where the shadow falls, in points; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// How blurred the shadow is, in points; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape; stored (OpenTouch casts the shadow of what the layer draws).
    open var shadowPath: CGPath?
    /// Whether edges are smoothed when transformed; stored (nothing is rasterized).
    open var allowsEdgeAntialiasing = false
    /// Whether sublayers take the opacity as one group; stored.
    open var allowsGroupOpacity = true
    /// Whether the layer promises to cover its bounds; stored.
    open var isOpaque = false
    /// Whether the back of a turned layer shows; stored.
    open var isDoubleSided = true
    /// Whether the sublayers' y axis points up; stored.
    open var isGeometryFlipped = false
    /// Whether the layer is drawn once into a bitmap and reused; stored (nothing is rasterized).
    open var shouldRasterize = false
    /// The scale of that bitmap; stored.
    open var rasterizationScale: CGFloat = 1
    /// Whether drawing may run on another thread; stored (OpenTouch draws on the main actor).
    open var drawsAsynchronously = false
    /// How the contents are filtered when drawn smaller; stored.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// How the contents are filtered when drawn larger; stored.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// A name for finding the layer, for debugging and traces.
    open var name: String?
    /// Pixels per point of the layer's content: the screen's scale for a view's layer, 1 for
    /// other layers until set, as in Core Animation.
    open var contentsScale: CGFloat {
        get { ownContentsScale ?? owningView?.screenScale ?? 1 }
        set { ownContentsScale = newValue }
    }
    private var ownContentsScale: CGFloat?

    /// The layer's content: by default what its last ``display()`` drew, as a ``CGImage`` carrying
    /// the ``Drawing``; code may set an image (`image.cgImage`) instead.
    open var contents: Any? {
        didSet { contentsAreOwnDrawing = false }
    }
    /// Whether ``contents`` came from this layer's own display rather than from code.
    var contentsAreOwnDrawing = false
    /// How the contents are fitted to the bounds; stored, the recorded drawing fills the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents shown, in unit coordinates; stored.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of the contents that stretches, in unit coordinates; stored.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A layer whose covered area shows this layer; nothing else. Stored, and drawn by
    /// ``render(in:)`` as a clip; it does not change hit-testing, as in UIKit (LYR-7).
    open var mask: CALayer? {
        didSet {
            oldValue?.superlayerStorage = nil
            mask?.superlayerStorage = nil
        }
    }

    /// Whether a change of the bounds' size asks for ``display()``; false by default.
    open var needsDisplayOnBoundsChange = false

    private func styleChanged<T: Equatable>(_ key: String, _ old: T, _ new: T) {
        if old != new { addImplicitAnimation(key, from: old) }
    }

    /// The properties ``init(layer:)`` copies.
    func copyProperties(from other: CALayer) {
        ownBounds = other.bounds
        ownPosition = other.position
        anchorStorage = other.anchorStorage
        ownTransform = other.transform
        ownHidden = other.isHidden
        ownOpacity = other.opacity
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        zPosition = other.zPosition
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        ownContentsScale = other.ownContentsScale
    }

    /// What shows this layer's tree (a window), through its view or its superlayers' view.
    var host: (any LayerHost)? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.owningView { return view.layerHost }
            layer = current.superlayerStorage
        }
        return nil
    }

    /// The clock this layer's animations run on: its host's application's, else the clock of the
    /// application in charge.
    var clock: ApplicationClock {
        host?.layerClock ?? .inCharge
    }

    // MARK: Rendering (DRW-4)

    /// Records the layer and its sublayers into `ctx`, in this layer's own space.
    open func render(in ctx: CGContext) {
        ctx.saveGState()
        // The layer's own space starts at its bounds' origin, as when it draws itself.
        renderTree(in: ctx)
        ctx.restoreGState()
    }

    // MARK: Converting between layers (LYR-2)

    /// Converts `p` from `layer`'s space (nil: the root of this layer's tree) to this layer's.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        CALayer.convert(p, from: layer ?? root, to: self)
    }

    /// Converts `p` from this layer's space to `layer`'s (nil: the root of this layer's tree).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        CALayer.convert(p, from: self, to: layer ?? root)
    }

    /// Converts `r` from `layer`'s space: the bounding box of its converted corners.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CALayer.box(r) { convert($0, from: layer) }
    }

    /// Converts `r` to `layer`'s space: the bounding box of its converted corners.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CALayer.box(r) { convert($0, to: layer) }
    }

    // MARK: Animations (LYR-6)

    /// Adds `anim` under `key`, replacing (and stopping, unfinished) one with the same key. The
    /// model values do not change; the animation is time on the application clock.
    ///
    /// Core Animation copies the animation; OpenTouch keeps the object given [chosen], so
    /// ``animation(forKey:)`` returns it.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key, let existing = runningAnimations.first(where: { $0.key == key && !$0.isFinished }) {
            existing.finish(false)
        }
        runningAnimations.removeAll { $0.key != nil && $0.key == key }
        runningAnimations.append(LayerAnimation(key: key, animation: anim, layer: self, clock: clock))
    }

    /// The animation under `key`, until it is removed (finished ones stay when
    /// `isRemovedOnCompletion` is false).
    open func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Stops and removes the animation under `key`; its delegate hears `finished: false`.
    open func removeAnimation(forKey key: String) {
        for animation in runningAnimations where animation.key == key {
            animation.finish(false)
        }
        runningAnimations.removeAll { $0.key == key }
    }

    // MARK: Key-value coding (LYR-9)

    /// Values set for keys that are not properties, as Core Animation keeps them.
    private var customValues: [String: Any] = [:]

    /// The value of a property by its name, or of any other key set with
    /// ``setValue(_:forKey:)``; for a key never set, the class's ``defaultValue(forKey:)``.
    open func value(forKey key: String) -> Any? {
        if let property = CALayer.keyedProperties[key] { return property.get(self) }
        return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets a property by its name, or any other key (a layer is a container for arbitrary
    /// keys, as in Core Animation); a key the class says ``needsDisplay(forKey:)`` for marks the
    /// layer for display.
    open func setValue(_ value: Any?, forKey key: String) {
        if let property = CALayer.keyedProperties[key] {
            property.set(self, value)
        } else {
            customValues[key] = value
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// The value of a key never set; nil by default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` redraws the layer; false by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// A copy of the layer as it is on screen now (ANI-2): the model values moved back by what
    /// the running animations (of its view, and its own basic animations) still have to go, at
    /// the application clock's time. Nil for a layer never shown (in no window and no layer
    /// tree), as Core Animation returns nil before a layer is first committed. The copy is of
    /// this class, made with `init()`, with CALayer's properties [chosen: a subclass's own
    /// `init(layer:)` is not called; Swift cannot call it through the class].
    open func presentation() -> Self? {
        guard host != nil || superlayerStorage != nil else { return nil }
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        applyAnimations(to: copy, at: clock.now)
        return copy
    }

    /// The layer with the values code set; the layer itself, as it is the model.
    open func model() -> Self { self }

    /// Stops and removes every animation, and interrupts the `UIView.animate` blocks of the
    /// layer's view: their completions run with `false`, and the view takes touches again (HIT-10).
    open func removeAllAnimations() {
        let all = runningAnimations
        runningAnimations.removeAll()
        for animation in all { animation.finish(false) }
        owningView?.interruptOwnAnimations()
    }

    // MARK: The layer tree

    /// The sublayers, back to front; nil when there are none, as in Core Animation. Setting it
    /// removes the layers added by hand and adds the given ones (subviews' layers stay).
    open var sublayers: [CALayer]? {
        get {
            let list = materializedEntries
            return list.isEmpty ? nil : list.map(\.layer)
        }
        set {
            for entry in materializedEntries { if case .layer(let layer) = entry { layer.removeFromSuperlayer() } }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of: for a view's layer, the superview's layer.
    open var superlayer: CALayer? {
        if let owningView { return owningView.superlayerOfOwner }
        return superlayerStorage
    }

    /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: Int.max)
    }

    /// Inserts `layer` at `idx` among the sublayers (0 is the back); past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` just below `sibling`; without one (or when it is not a sublayer), at the back.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 0, fallback: 0)
    }

    /// Inserts `layer` just above `sibling`; without one (or when it is not a sublayer), on top.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, offset: 1, fallback: Int.max)
    }

    /// Puts `newLayer` where `oldLayer` is, and removes `oldLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = materializedEntries.firstIndex(where: { $0.layer === oldLayer }) else {
            Diagnostics.report(.invalidArgument, "replaceSublayer(_:with:): the layer to replace is not a sublayer of \(self)")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        if let owningView {
            guard owningView.hasParentOwner else { return }
            Diagnostics.report(.invalidArgument, "removeFromSuperlayer() on the layer of \(type(of: owningView)): remove the view with removeFromSuperview(), which takes its layer along (LYR-1)")
            return
        }
        guard let parent = superlayerStorage else { return }
        parent.entries?.removeAll { $0.holds(self) }
        superlayerStorage = nil
    }
}
