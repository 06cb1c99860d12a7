import Foundation

/// A grid over a view's subviews, so that hit-testing a view with many subviews asks only those
/// that may be under the point, in the same front-to-back order as asking them all (HIT-2).
///
/// It never changes what `hitTest(_:with:)` returns. A subview takes part in the grid only when
/// its class is one whose `hitTest` and `point(inside:with:)` are OpenTouch's own: such a view
/// can only be hit inside its frame (HIT-3, HIT-4), which the grid rounds outwards. Every other
/// subview — a class of the app's, which may enlarge its target or pass touches through
/// (HIT-8) — is asked every time, in its place in the order.
///
/// The grid follows changes one subview at a time: adding, removing, reordering or moving a
/// subview touches only the cells under that subview (and, for an insertion in the middle, no
/// other subview's entry), so a drag among thousands of siblings never rebuilds it. Each entry
/// carries an order key that grows from back to front; keys of new subviews are taken between
/// their neighbours'. The grid gives up, to be built again at the next hit-test, only when keys
/// run out of room, when too many subviews lie outside the area it was built for, or when fewer
/// than ``UIView/subviewCountForHitIndex`` subviews remain.
@MainActor
final class SiblingHitIndex {
    /// Where a subview stands in the grid; kept on the subview so that removing it needs no search.
    struct Slot {
        /// Grows from back to front among the siblings.
        var order: Double = 0
        /// The cells its entries are in; empty while it has none.
        var cells = CellRange(firstColumn: 0, firstRow: 0, lastColumn: -1, lastRow: -1)
        /// Asked whatever the point: an app class (HIT-8), or a frame outside the grid's area.
        var isAlwaysAsked = false
    }

    /// A block of cells, inclusive.
    struct CellRange: Equatable {
        var firstColumn: Int32, firstRow: Int32, lastColumn: Int32, lastRow: Int32
    }

    private struct Entry {
        let order: Double
        /// Strong, so that a hit-test override that changes the hierarchy mid-visit cannot leave a
        /// dangling entry; every way out of `subviews` removes the entry, so nothing is kept alive.
        let view: UIView
    }

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// Per cell, the subviews whose frames reach into it, back to front.
    private var cells: [[Entry]]
    /// The subviews asked whatever the point, back to front.
    private var alwaysAsked: [Entry] = []
    /// How many subviews are outside the area the grid was built for.
    private var outsideCount = 0
    private let area: CGRect

    init(subviews: [UIView]) {
        var union = CGRect.null
        for subview in subviews where Self.isPlain(subview) { union = union.union(subview.frame) }
        if union.isNull || !union.width.isFinite || !union.height.isFinite { union = .zero }
        union = union.insetBy(dx: -1, dy: -1)
        let side = max(1, Int(Double(subviews.count).squareRoot()))
        area = union
        origin = union.origin
        columns = side
        rows = side
        cellWidth = max(union.width / CGFloat(side), 1)
        cellHeight = max(union.height / CGFloat(side), 1)
        cells = Array(repeating: [], count: side * side)
        for (position, subview) in subviews.enumerated() {
            // A fresh slot: one left by an index this view dropped may still say "always asked",
            // and the entries it describes are gone with that index.
            subview.hitIndexSlot = Slot(order: Double(position))
            place(subview)
        }
    }

    // MARK: Following changes

    /// `view` was inserted among `siblings` (already in its place); false when the grid gives up.
    func insert(_ view: UIView, among siblings: [UIView]) -> Bool {
        guard let position = siblings.lastIndex(where: { $0 === view }) else { return false }
        let below = position > 0 ? siblings[position - 1].hitIndexSlot.order : nil
        let above = position + 1 < siblings.count ? siblings[position + 1].hitIndexSlot.order : nil
        let order: Double
        switch (below, above) {
        case let (below?, above?): order = below + (above - below) / 2
        case let (below?, nil): order = below + 1
        case let (nil, above?): order = above - 1
        case (nil, nil): order = 0
        }
        // Keys between two neighbours halve each time; when there is no room left, start over.
        if let below, order <= below { return false }
        if let above, order >= above { return false }
        view.hitIndexSlot = Slot(order: order)
        place(view)
        return outsideCount <= max(16, siblings.count / 4)
    }

    /// `view` left the siblings, or is about to be placed again.
    func remove(_ view: UIView) {
        let slot = view.hitIndexSlot
        if slot.isAlwaysAsked {
            Self.removeEntry(of: view, from: &alwaysAsked)
            if Self.isPlain(view) { outsideCount -= 1 }
        } else if slot.cells.lastRow >= 0 {
            for row in Int(slot.cells.firstRow)...Int(slot.cells.lastRow) {
                for column in Int(slot.cells.firstColumn)...Int(slot.cells.lastColumn) {
                    Self.removeEntry(of: view, from: &cells[row * columns + column])
                }
            }
        }
        view.hitIndexSlot = Slot(order: slot.order)
    }

    /// `view`'s frame changed: its entries move, its order stays; false when the grid gives up.
    func move(_ view: UIView, siblingCount: Int) -> Bool {
        // A drag moves a view a few points a frame: while it stays over the same cells, its
        // entries are already where they belong.
        if !view.hitIndexSlot.isAlwaysAsked, let cells = cellRange(of: view), cells == view.hitIndexSlot.cells { return true }
        remove(view)
        place(view)
        return outsideCount <= max(16, siblingCount / 4)
    }

    /// The cells under a plain view's frame (first column, first row, last column, last row),
    /// or nil when the view is asked whatever the point.
    private func cellRange(of view: UIView) -> CellRange? {
        guard Self.isPlain(view) else { return nil }
        // One point outwards, so that rounding in a conversion never loses an edge. The edges
        // are compared with the area's by hand: `insetBy` and `contains` are calls into
        // Foundation (`contains` builds a union), on every frame set of a subview. A NaN or
        // infinite edge fails the comparisons, since the area is finite.
        let frame = view.frame
        let minX = frame.minX - 1, maxX = frame.maxX + 1, minY = frame.minY - 1, maxY = frame.maxY + 1
        guard minX >= area.minX, maxX <= area.maxX, minY >= area.minY, maxY <= area.maxY else { return nil }
        let (c0, r0) = cell(of: CGPoint(x: minX, y: minY))
        let (c1, r1) = cell(of: CGPoint(x: maxX, y: maxY))
        return CellRange(firstColumn: Int32(c0), firstRow: Int32(r0), lastColumn: Int32(c1), lastRow: Int32(r1))
    }

    /// Puts `view`'s entries where its frame is, or among those always asked.
    private func place(_ view: UIView) {
        let entry = Entry(order: view.hitIndexSlot.order, view: view)
        guard let range = cellRange(of: view) else {
            insertSorted(entry, into: &alwaysAsked)
            view.hitIndexSlot.isAlwaysAsked = true
            if Self.isPlain(view) { outsideCount += 1 }
            return
        }
        for row in Int(range.firstRow)...Int(range.lastRow) {
            for column in Int(range.firstColumn)...Int(range.lastColumn) { insertSorted(entry, into: &cells[row * columns + column]) }
        }
        view.hitIndexSlot.cells = range
    }

    /// A view has one entry per list. A loop rather than `removeAll(where:)`: a main-actor
    /// closure handed to the standard library checks its executor on every call.
    private static func removeEntry(of view: UIView, from list: inout [Entry]) {
        var index = list.count - 1
        while index >= 0 && list[index].view !== view { index -= 1 }
        if index >= 0 { list.remove(at: index) }
    }

    /// Keeps a list back to front; a new front-most view, the usual case, is appended.
    private func insertSorted(_ entry: Entry, into list: inout [Entry]) {
        var index = list.count
        while index > 0 && list[index - 1].order > entry.order { index -= 1 }
        if index == list.count { list.append(entry) } else { list.insert(entry, at: index) }
    }

    /// The classes whose hit-testing is OpenTouch's own.
    private static func isPlain(_ view: UIView) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        for plain in plainTypes where plain == type { return true }
        return false
    }

    /// The classes ``isPlain(_:)`` accepts, looked up once: naming a class asks the runtime for
    /// its metadata, seven calls on every frame set of a subview.
    private static let plainTypes: [ObjectIdentifier] = [
        UIView.self, UIControl.self, UIButton.self, UISwitch.self, UISlider.self, UIStepper.self, UIScrollView.self,
    ].map { ObjectIdentifier($0) }

    private func cell(of point: CGPoint) -> (Int, Int) {
        // Conversion truncates toward zero, which is rounding down for every value the clamp
        // keeps (a negative one becomes column 0 either way), without a call to floor.
        let column = Int((point.x - origin.x) / cellWidth)
        let row = Int((point.y - origin.y) / cellHeight)
        return (min(max(column, 0), columns - 1), min(max(row, 0), rows - 1))
    }

    /// What disagrees between the grid and `subviews` (for tests): a subview missing from a cell
    /// its frame reaches, or listed where its slot says it is not.
    func inconsistencies(with subviews: [UIView]) -> [String] {
        var problems: [String] = []
        for (position, view) in subviews.enumerated() {
            let slot = view.hitIndexSlot
            if slot.isAlwaysAsked {
                if !alwaysAsked.contains(where: { $0.view === view }) { problems.append("\(position) always asked but not listed") }
                continue
            }
            guard let range = cellRange(of: view) else { problems.append("\(position) should be always asked"); continue }
            if range != slot.cells { problems.append("\(position) cells \(slot.cells) but frame reaches \(range)") }
            for row in Int(range.firstRow)...Int(range.lastRow) {
                for column in Int(range.firstColumn)...Int(range.lastColumn) where !cells[row * columns + column].contains(where: { $0.view === view }) {
                    problems.append("\(position) missing from cell \(column),\(row)")
                }
            }
        }
        return problems
    }

    // MARK: Asking

    /// Calls `visit` with the subviews to ask for `point`, front to back, until it returns true.
    func visitCandidates(at point: CGPoint, _ visit: (UIView) -> Bool) {
        let inGrid = point.x >= origin.x && point.y >= origin.y
            && point.x < origin.x + cellWidth * CGFloat(columns) && point.y < origin.y + cellHeight * CGFloat(rows)
        let empty: [Entry] = []
        let cellList: [Entry]
        if inGrid {
            let (column, row) = cell(of: point)
            cellList = cells[row * columns + column]
        } else {
            cellList = empty
        }
        // Local copies: a hit-test override may change the hierarchy, and so the grid, mid-visit.
        let always = alwaysAsked
        var a = cellList.count - 1, b = always.count - 1
        while a >= 0 || b >= 0 {
            let next: UIView
            if b < 0 || (a >= 0 && cellList[a].order > always[b].order) {
                next = cellList[a].view
                a -= 1
            } else {
                next = always[b].view
                b -= 1
            }
            if visit(next) { return }
        }
    }
}
