import Foundation

/// A grid over a view's subviews, so that hit-testing a view with many subviews asks only those
/// that may be under the point, in the same front-to-back order as asking them all (HIT-2).
///
/// It never changes what `hitTest(_:with:)` returns. A subview takes part in the grid only when
/// its class is one whose `hitTest` and `point(inside:with:)` are OpenTouch's own: such a view
/// can only be hit inside its frame (HIT-3, HIT-4), which the grid rounds outwards. Every other
/// subview — a class of the app's, which may enlarge its target or pass touches through
/// (HIT-8) — is asked every time, in its place in the order.
struct SiblingHitIndex {
    /// Below this many subviews, asking them all is as fast.
    static let minimumCount = 64

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// Per cell, the positions of the subviews whose frames reach into it, ascending.
    private var cells: [[Int32]]
    /// The positions of the subviews that are asked whatever the point, ascending.
    private var alwaysAsked: [Int32] = []

    @MainActor
    init(subviews: [UIView]) {
        var union = CGRect.null
        for subview in subviews where Self.isPlain(subview) { union = union.union(subview.frame) }
        if union.isNull { union = .zero }
        union = union.insetBy(dx: -1, dy: -1)
        let side = max(1, Int(Double(subviews.count).squareRoot()))
        origin = union.origin
        columns = side
        rows = side
        cellWidth = max(union.width / CGFloat(side), 1)
        cellHeight = max(union.height / CGFloat(side), 1)
        cells = Array(repeating: [], count: side * side)
        for (position, subview) in subviews.enumerated() {
            guard Self.isPlain(subview) else {
                alwaysAsked.append(Int32(position))
                continue
            }
            // One point outwards, so that rounding in a conversion never loses an edge.
            let frame = subview.frame.insetBy(dx: -1, dy: -1)
            guard frame.width.isFinite, frame.height.isFinite, !frame.isNull else {
                alwaysAsked.append(Int32(position))
                continue
            }
            let (c0, r0) = cell(of: CGPoint(x: frame.minX, y: frame.minY))
            let (c1, r1) = cell(of: CGPoint(x: frame.maxX, y: frame.maxY))
            for row in r0...r1 {
                for column in c0...c1 { cells[row * columns + column].append(Int32(position)) }
            }
        }
    }

    /// The classes whose hit-testing is OpenTouch's own.
    @MainActor
    private static func isPlain(_ view: UIView) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UIControl.self)
            || type == ObjectIdentifier(UIButton.self) || type == ObjectIdentifier(UISwitch.self)
            || type == ObjectIdentifier(UISlider.self) || type == ObjectIdentifier(UIStepper.self)
            || type == ObjectIdentifier(UIScrollView.self)
    }

    private func cell(of point: CGPoint) -> (Int, Int) {
        let column = Int(((point.x - origin.x) / cellWidth).rounded(.down))
        let row = Int(((point.y - origin.y) / cellHeight).rounded(.down))
        return (min(max(column, 0), columns - 1), min(max(row, 0), rows - 1))
    }

    /// Calls `visit` with the positions to ask for `point`, front to back, until it returns true.
    func visitCandidates(at point: CGPoint, _ visit: (Int) -> Bool) {
        let inGrid = point.x >= origin.x && point.y >= origin.y
            && point.x < origin.x + cellWidth * CGFloat(columns) && point.y < origin.y + cellHeight * CGFloat(rows)
        let empty: [Int32] = []
        let cellList: [Int32]
        if inGrid {
            let (column, row) = cell(of: point)
            cellList = cells[row * columns + column]
        } else {
            cellList = empty
        }
        var a = cellList.count - 1, b = alwaysAsked.count - 1
        while a >= 0 || b >= 0 {
            let next: Int32
            if b < 0 || (a >= 0 && cellList[a] > alwaysAsked[b]) {
                next = cellList[a]
                a -= 1
            } else {
                next = alwaysAsked[b]
                b -= 1
            }
            if visit(Int(next)) { return }
        }
    }
}
