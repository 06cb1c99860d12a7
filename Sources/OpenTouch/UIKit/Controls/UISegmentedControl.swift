import Foundation

/// A row of segments, one of which is selected (CTL-13).
///
/// A finger selects the segment it lifts on, inside the control (CTL-5's tracking area, the
/// segment taken where the finger is across the width): `.valueChanged` is sent when that changes
/// the selection, or always when ``isMomentary``. Selecting in code sends nothing. A disabled
/// segment cannot be chosen.
///
/// ```swift
/// let filter = UISegmentedControl(items: ["All", "Unread"])
/// filter.selectedSegmentIndex = 0
/// filter.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index that means no segment is selected.
    public static let noSegment = -1
    /// A segmented control's height (chosen: 32 points, as iOS 13 and later draw it).
    public static let standardHeight: CGFloat = 32
    /// The room around a segment's title (chosen: 14 points a side).
    static let titlePadding: CGFloat = 14

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }
    private var segments: [Segment] = []
    private var selected = UISegmentedControl.noSegment

    /// Segments made from `items`, strings or images, in order; none selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
        frame.size = intrinsicContentSize
    }

    /// Segments for `actions` (titled with their titles); choosing one performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A segmented control from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``; setting it sends nothing (CTL-13).
    open var selectedSegmentIndex: Int {
        get { selected }
        set { selected = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    /// Whether segments stay selected after a touch; false by default. A momentary control sends
    /// `.valueChanged` for every segment chosen, and shows none selected afterwards (CTL-13).
    open var isMomentary = false

    /// Whether segments are as wide as their content rather than equal; false by default.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }

    /// The colour of the selected segment; recorded.
    open var selectedSegmentTintColor: UIColor?

    /// Puts in a segment showing `title` at `segment`, clamped to the ends; the selection stays on
    /// the segment it was on (CTL-13). Nothing is animated here.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Puts in a segment showing `image` at `segment`, clamped to the ends (CTL-13).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Puts in a segment showing `action`'s title and image, which runs `action` when chosen (CTL-13).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if selected >= index { selected += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Takes out the segment at `segment`; if it was selected, none is (CTL-13).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// Takes out every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Makes the segment at `segment` show `title` instead of what it showed.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`, nil for an image segment or an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Makes the segment at `segment` show `image` instead of what it showed.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateIntrinsicContentSize()
    }

    /// The image of the segment at `segment`, nil for a title segment or an index out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Whether a touch may select the segment at `segment`; a disabled one ignores taps (CTL-13).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` can be selected; false out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for a segment; 0 (the default) shares the room left equally.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        invalidateIntrinsicContentSize()
    }

    /// The fixed width set for the segment at `segment`; 0 when it shares the room left.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    /// The width a segment's content asks for.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        let content = segment.title.map { UIFont.systemFont(ofSize: 13).estimatedSize(of: $0).width } ?? segment.image?.size.width ?? 0
        return (content + 2 * Self.titlePadding).rounded(.up)
    }

    /// The segments' spans across the bounds (CTL-13): fixed widths first, the rest shared
    /// equally, or by content with ``apportionsSegmentWidthsByContent``.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let free = segments.filter { $0.width == 0 }
        let room = max(0, bounds.width - fixed)
        let contentTotal = free.reduce(0) { $0 + contentWidth($1) }
        var x = bounds.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                width = room * contentWidth(segment) / contentTotal
            } else {
                width = room / CGFloat(free.count)
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment across the width at `point` (clamped to the ends).
    private func segment(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard let first = frames.first, let last = frames.last else { return nil }
        let x = min(max(point.x, first.minX), last.maxX - 0.001)
        return frames.firstIndex { $0.minX <= x && x < $0.maxX }
    }

    /// As wide as the widest segment's content times the number of segments (fixed widths as
    /// they are), 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.filter { $0.width == 0 }.map(contentWidth).max() ?? 0
        let width = segments.reduce(0) { $0 + ($1.width > 0 ? $1.width : (apportionsSegmentWidthsByContent ? contentWidth($1) : widest)) }
        return CGSize(width: width, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Touches (CTL-13)

    /// The segment the finger is over while it tracks, for drawing its highlight.
    public private(set) var highlightedSegmentIndex: Int?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = segment(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = isTouchInside ? segment(at: touch.location(in: self)) : nil
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { highlightedSegmentIndex = nil }
        guard let touch, isTouchInside, let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return }
        let changed = index != selected
        guard changed || isMomentary else { return }
        selected = index
        trace?.recordControl(self, "selects segment \(index)", reason: "the finger lifted on it (CTL-13)")
        segments[index].action?.perform(sender: self)
        send(.valueChanged, with: event)
        if isMomentary { selected = Self.noSegment }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegmentIndex = nil
    }

    /// CTL-8: the segmented control keeps a single tap against its ancestors.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }
}
