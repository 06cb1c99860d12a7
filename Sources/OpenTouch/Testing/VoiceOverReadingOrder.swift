import Foundation

/// The order VoiceOver reads a window's elements in (ACC-6): by where they are on screen, row by
/// row from the top, leading edge first; a view that groups its children
/// (`shouldGroupAccessibilityChildren`) or lists them (`accessibilityElements`, kept in the
/// order given) is read whole, in the place its own frame has among the others.
@MainActor
enum VoiceOverReadingOrder {
    /// One thing to place: an element, or a group read whole, with the frame it is placed by.
    private struct Item {
        var elements: [Any]
        var frame: CGRect
        var treeIndex: Int
    }

    /// The elements below `root` (not itself an element), in reading order.
    static func elements(in root: UIView) -> [Any] {
        var counter = 0
        let rightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return ordered(items(under: root, counter: &counter), rightToLeft: rightToLeft)
    }

    /// Whether VoiceOver reaches into `view` at all: shown, and its elements not hidden.
    static func isReachable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && !view.accessibilityElementsHidden
    }

    /// The items `view`'s subviews give at this level: elements and groups as items, the rest
    /// of the tree flattened into this level.
    private static func items(under view: UIView, counter: inout Int) -> [Item] {
        var found: [Item] = []
        for subview in view.subviews where isReachable(subview) {
            counter += 1
            if subview.isAccessibilityElement {
                found.append(Item(elements: [subview], frame: subview.accessibilityFrame, treeIndex: counter))
            } else if let listed = subview.accessibilityElements {
                found.append(Item(elements: listed, frame: subview.accessibilityFrame, treeIndex: counter))
            } else if subview.shouldGroupAccessibilityChildren {
                let inner = elements(in: subview)
                if !inner.isEmpty { found.append(Item(elements: inner, frame: subview.accessibilityFrame, treeIndex: counter)) }
            } else {
                found += items(under: subview, counter: &counter)
            }
        }
        return found
    }

    /// Rows from the top: an item whose top is above the middle of a row's first (highest) item
    /// is on that row [chosen]; each row from its leading edge.
    private static func ordered(_ items: [Item], rightToLeft: Bool) -> [Any] {
        let byTop = items.sorted { ($0.frame.minY, $0.treeIndex) < ($1.frame.minY, $1.treeIndex) }
        var rows: [[Item]] = []
        for item in byTop {
            if let anchor = rows.last?.first, item.frame.minY < anchor.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let (x, y) = rightToLeft ? (-a.frame.maxX, -b.frame.maxX) : (a.frame.minX, b.frame.minX)
                return (x, a.frame.minY, a.treeIndex) < (y, b.frame.minY, b.treeIndex)
            }.flatMap(\.elements)
        }
    }
}
