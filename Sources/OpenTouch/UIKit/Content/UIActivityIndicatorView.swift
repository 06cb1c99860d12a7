import Foundation

/// A spinner that shows work in progress (IMG-2).
///
/// Nothing turns here: ``isAnimating`` says whether it would, and a stopped indicator is hidden
/// when ``hidesWhenStopped`` (the default), as in UIKit, so touches pass through it. Its size is
/// UIKit's: 20 points for `.medium` (and the older `.white` and `.gray`), 37 for `.large` and
/// `.whiteLarge`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and, for the older styles, its colour; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(iOS, deprecated: 13.0, message: "Use .large")
        case whiteLarge = 0
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case white = 1
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case gray = 2

        /// The side of the indicator's square, in points (UIKit's).
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }

        /// The colour the older styles imply; nil for the newer ones, which use the tint.
        var impliedColor: UIColor? {
            switch self {
            case .white, .whiteLarge: .white
            case .gray: .gray
            default: nil
            }
        }
    }

    /// The style; changing it resizes the indicator (its intrinsic size).
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The spinner's colour: the one set, else the older style's, else the tint colour.
    open var color: UIColor! {
        get { colorStorage ?? style.impliedColor ?? tintColor }
        set { colorStorage = newValue }
    }
    private var colorStorage: UIColor?

    /// Whether the indicator hides itself while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating, hidesWhenStopped { isHidden = true } }
    }

    private var animating = false

    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animating }

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = hidesWhenStopped
    }

    /// A `.medium` indicator in `frame`, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// An indicator from a storyboard or nib (NIB-2), hidden while stopped when it hides then.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = hidesWhenStopped
    }

    /// Starts spinning, and shows the indicator.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops spinning; hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
}
