import Foundation

/// A row of page indicators; a tap beside the current one steps one page that way (CTL-14).
///
/// `.valueChanged` is sent when a tap changes ``currentPage``; setting it in code sends nothing.
/// With ``hidesForSinglePage`` and at most one page, the control shows nothing and takes no
/// touches.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The distance from one indicator's centre to the next (chosen: 16 points, as iOS 14 and
    /// later space them), and the control's height (chosen: 26 points).
    public static let indicatorSpacing: CGFloat = 16
    /// The control's height, which `intrinsicContentSize` and `sizeThatFits` give (CTL-14).
    public static let standardHeight: CGFloat = 26

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A page control from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many pages there are; 0 by default. The current page stays within them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = storedPage
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown, kept between 0 and the last page; setting it sends nothing.
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(0, newValue), max(0, numberOfPages - 1)) }
    }
    private var storedPage = 0

    /// Whether the control shows nothing, and takes no touches, when there is at most one page;
    /// false by default.
    open var hidesForSinglePage = false

    /// The colour of the other pages' dots; the system's when nil. Recorded, nothing is drawn.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot; the system's when nil. Recorded, nothing is drawn.
    open var currentPageIndicatorTintColor: UIColor?

    /// Whether the control shows and takes touches now.
    var isShowingIndicators: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    /// The size the indicators of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.indicatorSpacing, height: Self.standardHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The centre of the current page's indicator, the indicators centred in the bounds.
    var currentIndicatorCenter: CGPoint {
        let width = size(forNumberOfPages: numberOfPages).width
        let x = bounds.midX - width / 2 + (CGFloat(currentPage) + 0.5) * Self.indicatorSpacing
        return CGPoint(x: x, y: bounds.midY)
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        isShowingIndicators && super.point(inside: point, with: event)
    }

    /// A tap (lifting inside) left of the current indicator goes back one page, right of it on
    /// one page (CTL-14).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let step = touch.location(in: self).x < currentIndicatorCenter.x ? -1 : 1
        let before = currentPage
        currentPage += step
        guard currentPage != before else { return }
        trace?.recordControl(self, "shows page \(currentPage)", reason: "a tap \(step < 0 ? "before" : "after") the current page (CTL-14)")
        send(.valueChanged, with: event)
    }

    /// CTL-8: the page control keeps a single tap against its ancestors.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }
}
