import Foundation

/// The grip at a movable row's trailing edge in editing mode (LST-21): a control, so that it
/// tracks its own touch inside the table, and its drag moves the row.
///
/// [chosen] 38 points wide, as the editing control at the leading edge.
@MainActor
final class ReorderControl: UIControl {
    static let width: CGFloat = 38

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "reorder control"
        accessibilityLabel = "Reorder"
    }

    required init?(coder: NSCoder) {
        nil
    }

    private var table: UITableView? {
        (superview as? UITableViewCell)?.superview as? UITableView
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let table, let cell = superview as? UITableViewCell else { return false }
        return table.reorder.begin(cell, at: touch.location(in: table))
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        table?.reorder.move(to: touch.location(in: table))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        table?.reorder.end()
    }

    override func cancelTracking(with event: UIEvent?) {
        table?.reorder.cancel()
    }
}
