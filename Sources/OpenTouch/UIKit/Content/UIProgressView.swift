import Foundation

/// A bar that fills from its leading edge as a task progresses (IMG-3).
///
/// The track fills the bounds and the progress part covers ``progress`` of its width, as two
/// image views a test can read; ``setProgress(_:animated:)`` animates the fill on the
/// application clock. Nothing is drawn.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.setProgress(0.4, animated: true)
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The looks a progress view takes (IMG-3). Raw values are UIKit's.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar, with rounded ends.
        case `default` = 0
        /// The thinner bar of a toolbar.
        case bar = 1
    }

    /// [chosen] How long an animated change of progress takes.
    public static let animationDuration: TimeInterval = 0.25

    /// The track, under the whole width.
    let trackView = UIImageView(frame: .zero)
    /// The part done, from the leading edge.
    let progressView = UIImageView(frame: .zero)
    private var storedProgress: Float = 0

    /// A progress view of `style`, as wide as layout makes it (IMG-3).
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        installParts()
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        installParts()
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        addSubview(trackView)
        addSubview(progressView)
        trackView.backgroundColor = .systemFill
        progressView.backgroundColor = .tintColor
    }

    /// The bar's look; its height follows it (IMG-3).
    open var progressViewStyle: Style {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The share done, from 0 to 1; values outside are kept to them (IMG-3).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets ``progress``, the fill moving over ``animationDuration`` on the application clock
    /// when `animated` (IMG-3).
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress.isNaN ? 0 : progress, 0), 1)
        guard animated else {
            layoutFill()
            return
        }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) { self.layoutFill() }
    }

    /// The colour of the part done; nil for the tint colour.
    open var progressTintColor: UIColor? {
        didSet { progressView.backgroundColor = progressTintColor ?? .tintColor }
    }
    /// The colour of the track; nil for the system fill.
    open var trackTintColor: UIColor? {
        didSet { trackView.backgroundColor = trackTintColor ?? .systemFill }
    }
    /// An image for the part done, in place of its colour.
    open var progressImage: UIImage? {
        didSet { progressView.image = progressImage }
    }
    /// An image for the track, in place of its colour.
    open var trackImage: UIImage? {
        didSet { trackView.image = trackImage }
    }

    /// [chosen] 4 points high, and 2.5 as a bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The track across the bounds, the fill over ``progress`` of it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        trackView.frame = bounds
        layoutFill()
    }

    private func layoutFill() {
        progressView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }
}
