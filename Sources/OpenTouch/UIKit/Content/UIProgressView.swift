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

    /// A progress view from a storyboard or nib (NIB-2), with its track and bar.
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

    /// The share done, from 0 to 1; values outside are kept to them (IMG-3). With an
    /// ``observedProgress``, its `fractionCompleted`.
    open var progress: Float {
        get { observedProgress.map { Self.clamped(Float($0.fractionCompleted)) } ?? storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// A `Progress` the bar follows (IMG-3): ``progress`` reads its `fractionCompleted` whenever
    /// asked. Linux's `Progress` cannot be observed, so the bar reads it rather than being told:
    /// the fill is laid out again when the bar lays out (setting this, or `setNeedsLayout()`).
    open var observedProgress: Progress? {
        didSet { setNeedsLayout() }
    }

    private static func clamped(_ value: Float) -> Float { min(max(value.isNaN ? 0 : value, 0), 1) }

    /// Sets ``progress``, the fill moving over ``animationDuration`` on the application clock
    /// when `animated` (IMG-3).
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = Self.clamped(progress)
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
        progressView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progress), height: bounds.height)
    }
}
