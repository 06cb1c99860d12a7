import Foundation

/// One component of a picker: a vertical scroll view of rows whose content rests with a row in
/// the middle band (PKR-2).
///
/// The rows sit one after another in the content, with half the band's surroundings as inset
/// above and below, so that the first and the last row can reach the middle. A drag is the
/// scroll view's; where it would come to rest is moved to the nearest row, so a spin slows down
/// and snaps. A tap on another row turns the wheel to it. Only the rows in sight have views, and
/// a row that scrolls away leaves its view to be reused.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    /// The height of a row, from the picker's delegate.
    var rowHeight = UIPickerView.standardRowHeight {
        didSet { if rowHeight != oldValue { forgetRowViews() } }
    }
    /// The row the wheel rests on, or goes to.
    private(set) var selected = 0
    /// Set while a finger's spin or tap moves the wheel: its settle tells the delegate.
    private var byFinger = false
    private var rowViews: [Int: UIView] = [:]
    private var reusable: [UIView] = []
    private let tap = UITapGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = true
        delegate = self
        tap.name = "UIPickerView row tap"
        tap.addTarget(self, action: PickerWheel.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Geometry

    /// The room above the middle band, so that the first row can reach it.
    private var bandInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - bandInset)
    }

    private func clampedRow(_ row: Int) -> Int {
        min(max(row, 0), max(0, rowCount - 1))
    }

    /// The row nearest the middle band now.
    private var rowInBand: Int {
        guard rowHeight > 0 else { return 0 }
        return clampedRow(Int(((contentOffset.y + bandInset) / rowHeight).rounded()))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        contentInset = UIEdgeInsets(top: bandInset, left: 0, bottom: bandInset, right: 0)
        if !isDragging, !isDecelerating, !byFinger, !animatingToRow { contentOffset = offset(for: selected) }
        showRows()
    }

    /// Set while `select(_:animated:)` turns the wheel.
    private var animatingToRow = false

    // MARK: Rows

    /// A new number of rows: the views are made again, and the row kept where it can be.
    func reload(rowCount: Int) {
        self.rowCount = rowCount
        selected = clampedRow(selected)
        forgetRowViews()
        setNeedsLayout()
    }

    func rowView(_ row: Int) -> UIView? { rowViews[row] }

    private func forgetRowViews() {
        for view in rowViews.values {
            view.removeFromSuperview()
            reusable.append(view)
        }
        rowViews = [:]
        setNeedsLayout()
    }

    /// Makes the views of the rows in sight, and leaves the others' to be reused.
    private func showRows() {
        guard rowCount > 0, rowHeight > 0, bounds.height > 0 else { return }
        let first = clampedRow(Int((contentOffset.y / rowHeight).rounded(.down)))
        let last = clampedRow(Int(((contentOffset.y + bounds.height) / rowHeight).rounded(.down)))
        for (row, view) in rowViews where row < first || row > last {
            view.removeFromSuperview()
            reusable.append(view)
            rowViews[row] = nil
        }
        guard first <= last else { return }
        for row in first...last where rowViews[row] == nil {
            let view = picker.makeRowView(row: row, component: component, reusing: reusable.popLast())
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            addSubview(view)
            rowViews[row] = view
        }
    }

    // MARK: Turning

    /// Turns to `row` in code: the delegate hears nothing (PKR-2).
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selected = clampedRow(row)
        byFinger = false
        if animated, window != nil {
            animatingToRow = true
            setContentOffset(offset(for: selected), animated: true)
        } else {
            stopScrollingAnimation()
            contentOffset = offset(for: selected)
        }
    }

    /// PKR-2 [chosen where Apple is silent]: a spin comes to rest on the row nearest where the
    /// scroll view's deceleration would stop it.
    override func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        guard rowHeight > 0 else { return natural }
        return offset(for: clampedRow(Int(((natural.y + bandInset) / rowHeight).rounded())))
    }

    /// PKR-2: a tap on a row other than the one in the band turns the wheel to it.
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowHeight > 0 else { return }
        let row = Int((tap.location(in: self).y / rowHeight).rounded(.down))
        guard (0..<rowCount).contains(row), row != rowInBand else { return }
        stoppedByTouch = false
        byFinger = true
        trace?.recordScroll(self, "turns to row \(row)", reason: "a tap on a row outside the band (PKR-2)")
        setContentOffset(offset(for: row), animated: true)
    }

    /// The wheel came to rest: on a row, it is selected, and a finger's turn tells the delegate once.
    private func settle() {
        animatingToRow = false
        guard rowCount > 0 else { return }
        let row = rowInBand
        guard abs(contentOffset.y - offset(for: row).y) < 0.5 else {
            setContentOffset(offset(for: row), animated: true)
            return
        }
        selected = row
        guard byFinger else { return }
        byFinger = false
        trace?.recordScroll(self, "rests on row \(row)", reason: "the picker tells its delegate didSelectRow (PKR-2)")
        picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        byFinger = true
        animatingToRow = false
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showRows()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }
}
