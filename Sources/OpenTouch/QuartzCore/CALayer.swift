import Foundation

/// The layer behind a view, as far as touch code reaches it: geometry that stays in step with
/// the view, and the style properties code sets on it (corner radius, border, shadow), stored.
///
/// OpenTouch does not composite or draw; a view's layer reads and writes the view's own
/// geometry (`frame`, `bounds`, `position` is the center, `isHidden`, `opacity` is `alpha`,
/// `masksToBounds` is `clipsToBounds`), so either side can be set. The anchor point is always the
/// middle [chosen]: views' transforms turn about their center in OpenTouch (HIT-5). A layer made
/// on its own keeps its geometry itself. Import it as `QuartzCore`, as iOS code does.
///
/// ```swift
/// button.layer.cornerRadius = 8
/// button.layer.borderColor = UIColor.systemBlue.cgColor
/// ```
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; its geometry is the view's.
    weak var owningView: UIView?
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    private var ownHidden = false
    private var ownOpacity: Float = 1
    private var ownMasksToBounds = false

    /// A layer of its own, with a zero frame.
    public override init() {
        super.init()
    }

    init(view: UIView) {
        owningView = view
        super.init()
    }

    /// The layer's own coordinate space: the view's ``UIView/bounds``.
    open var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set { if let owningView { owningView.bounds = newValue } else { ownBounds = newValue } }
    }

    /// Where the layer's middle is in its superlayer: the view's ``UIView/center``.
    open var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set { if let owningView { owningView.center = newValue } else { ownPosition = newValue } }
    }

    /// The layer's rectangle in its superlayer: the view's ``UIView/frame``.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return CGRect(x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
                          width: ownBounds.width, height: ownBounds.height)
        }
        set {
            if let owningView { owningView.frame = newValue; return }
            let rect = newValue.standardized
            ownPosition = CGPoint(x: rect.midX, y: rect.midY)
            ownBounds.size = rect.size
        }
    }

    /// The anchor point, in unit coordinates of the bounds; always the middle in OpenTouch.
    open var anchorPoint: CGPoint { CGPoint(x: 0.5, y: 0.5) }

    /// Whether the layer is hidden: the view's ``UIView/isHidden`` (HIT-1).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownHidden }
        set { if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// The layer's opacity: the view's ``UIView/alpha`` (HIT-1).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set { if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether sublayers are clipped: the view's ``UIView/clipsToBounds`` (no effect on hit-testing, HIT-4).
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set { if let owningView { owningView.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The transform as an affine transform: the view's ``UIView/transform``.
    open func affineTransform() -> CGAffineTransform {
        owningView?.transform ?? .identity
    }

    /// Sets the view's ``UIView/transform``.
    open func setAffineTransform(_ m: CGAffineTransform) {
        owningView?.transform = m
    }

    /// The background color: the view's ``UIView/backgroundColor``.
    open var backgroundColor: CGColor? {
        get { owningView?.backgroundColor?.cgColor ?? ownBackgroundColor }
        set {
            if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue }
        }
    }
    private var ownBackgroundColor: CGColor?

    // MARK: Style, stored for hosts that draw

    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var zPosition: CGFloat = 0
    open var name: String?

    /// Whether `p`, in the layer's space, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }
}
