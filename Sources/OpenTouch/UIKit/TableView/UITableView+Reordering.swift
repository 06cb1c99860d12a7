import Foundation

/// Where a drag on an editing table began, for the take-over rule that lets a row's reorder
/// control move the row instead of the table scrolling (LST-21): the geometry is the table's,
/// the rule is ``TakeoverPolicy/listMayScroll(_:isEditing:dragBeganOnReorderControl:)``.
extension UITableView {
    /// Whether the table's pan began on a row's reorder control.
    var dragBeganOnReorderControl: Bool {
        let pan = panGestureRecognizer, moved = pan.translation(in: self)
        let start = pan.location(in: self).applying(.init(translationX: -moved.x, y: -moved.y))
        guard let indexPath = indexPathForRow(at: start), let control = cellForRow(at: indexPath)?.reorderControl else { return false }
        return control.bounds.contains(control.convert(start, from: self))
    }
}
