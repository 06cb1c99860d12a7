import Foundation

/// A control above a scroll view's content that a pull down starts refreshing (CTL-15).
///
/// Set it as the scroll view's `refreshControl` (or a table view controller's). A drag that pulls
/// the content more than ``triggerDistance`` past its top begins refreshing: ``isRefreshing``
/// becomes true and `.valueChanged` is sent, once; while it refreshes the scroll view's adjusted
/// inset has ``standardHeight`` more at the top, so the content rests below the control.
/// ``endRefreshing()`` takes that room away again. ``beginRefreshing()`` from code sends nothing.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past the top a pull must go to begin refreshing (chosen: 100 points; UIKit's
    /// distance is not documented).
    public static let triggerDistance: CGFloat = 100
    /// The room the control takes above the content while refreshing (chosen: 60 points, about
    /// what iOS shows).
    public static let standardHeight: CGFloat = 60

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner; recorded.
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scroll view the control is in.
    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the content gets its room at the top, and nothing is sent,
    /// as in UIKit (CTL-15).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.reportAdjustedContentInsetChange()
    }

    /// Ends refreshing: the room at the top goes, and content resting at the top moves up to the
    /// new top (CTL-15).
    open func endRefreshing() {
        guard isRefreshing, let scrollView else {
            isRefreshing = false
            return
        }
        let restingTop = scrollView.contentOffset.y == -scrollView.adjustedContentInset.top
        isRefreshing = false
        scrollView.reportAdjustedContentInsetChange()
        trace?.recordControl(self, "ends refreshing", reason: "endRefreshing() (CTL-15)")
        if restingTop && !scrollView.isDragging {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: true)
        }
    }

    /// A drag pulled the content past the trigger distance.
    func pulled() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        trace?.recordControl(self, "begins refreshing", reason: "pulled \(Int(Self.triggerDistance)) points past the top (CTL-15)")
        scrollView?.reportAdjustedContentInsetChange()
        sendActions(for: .valueChanged)
    }

    /// Placed just above the content's top, across the scroll view.
    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let scrollView else { return }
        frame = CGRect(x: 0, y: -Self.standardHeight, width: scrollView.bounds.width, height: Self.standardHeight)
        autoresizingMask = [.flexibleWidth]
    }
}
