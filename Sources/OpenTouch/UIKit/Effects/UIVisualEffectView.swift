import Foundation

/// A view that shows a blur or vibrancy effect, with its content in ``contentView`` (EFX-1, EFX-2).
///
/// As in UIKit, subviews go in ``contentView``, which always fills the effect view; touches reach
/// them there as in any view (HIT-2). Adding a subview to the effect view itself is a programming
/// error UIKit reports; OpenTouch reports it too (a diagnostic, an assertion in debug builds) and
/// then adds it to the content view, so the touch still lands.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(closeButton)
/// ```
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view the content goes in; as large as the effect view.
    public let contentView: UIView

    /// The effect shown; nil shows none.
    open var effect: UIVisualEffect?

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        isAddingContentView = true
        addSubview(contentView)
        isAddingContentView = false
    }

    /// An effect view from a storyboard or nib (NIB-2), with no effect and an empty content view.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        isAddingContentView = true
        addSubview(contentView)
        isAddingContentView = false
    }

    /// A view showing no effect.
    public convenience init() {
        self.init(effect: nil)
    }

    private var isAddingContentView = false

    /// The content view fills the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Reports a subview added to the effect view itself rather than its content view, and moves
    /// it to the content view (EFX-2).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !isAddingContentView, subview !== contentView else { return }
        Diagnostics.report(.invalidArgument, "\(type(of: subview)) was added to a UIVisualEffectView itself; add it to contentView (moved there) (EFX-2)")
        contentView.addSubview(subview)
    }
}
