import Foundation

/// A list's highlight and selection, driven by its cells' touches (LST-2..6).
///
/// A cell hears of a touch like any view: after the scroll view's content-touch delay, or at
/// once when the finger lifts first (SCR-1). So the highlight comes when the cell's
/// `touchesBegan` arrives, the selection when its `touchesEnded` arrives inside it, and a touch
/// the scroll view takes is a `touchesCancelled` that only removes the highlight (SCR-3).
@MainActor
final class ListSelection {
    private unowned let host: ListHost
    /// The selected index paths, in the order they were selected.
    private(set) var selected: [IndexPath] = []

    /// A touch a cell is hearing.
    private struct Tracked {
        weak var cell: UIView?
        var indexPath: IndexPath
        var highlighted: Bool
        var exclusive: Bool
        var leftCell = false
        /// False once the delegate refused the highlight: the lift selects nothing (LST-2).
        var selects = true
    }
    private var tracked: [ObjectIdentifier: Tracked] = [:]

    init(host: ListHost) {
        self.host = host
    }

    private var selectionAllowed: Bool { host.selectsByTouch }

    private func name(_ indexPath: IndexPath) -> String {
        "\(host.elementNoun) [\(indexPath.section), \(indexPath[1])]"
    }

    private func note(_ action: String, _ reason: String) {
        host.trace?.recordList(host, action, reason: reason)
    }

    // MARK: Touches (LST-2, LST-3, LST-4, LST-6)

    /// One of the list's cells heard `phase` for `touches`.
    func cell(_ cell: ListCell, heard phase: UITouch.Phase, _ touches: Set<UITouch>) {
        switch phase {
        case .began: touchesBegan(touches, in: cell)
        case .moved: touchesMoved(touches, in: cell)
        case .ended: touchesEnded(touches, in: cell)
        case .cancelled: touchesCancelled(touches, in: cell)
        default: break
        }
    }

    /// A cell heard `touchesBegan`: it highlights, unless another exclusive cell is being touched.
    private func touchesBegan(_ touches: Set<UITouch>, in cell: ListCell) {
        guard let touch = touches.first, let indexPath = host.indexPath(ofVisibleCell: cell) else { return }
        let exclusive = cell.isExclusiveTouch
        guard TakeoverPolicy.listCell(isExclusive: exclusive, mayTakeTouchWhileTracking: tracked.values.map(\.exclusive)) else {
            note("ignores the touch on \(name(indexPath))", "another cell is being touched and cells are exclusive-touch (LST-6)")
            return
        }
        var entry = Tracked(cell: cell, indexPath: indexPath, highlighted: false, exclusive: exclusive)
        if !selectionAllowed {
            note("does not highlight \(name(indexPath))", "selection is not allowed (LST-4)")
        } else if host.delegateShouldHighlight(indexPath) {
            cell.showHighlight(true)
            entry.highlighted = true
            note("highlights \(name(indexPath))", "its cell heard touchesBegan (LST-2)")
            tracked[ObjectIdentifier(touch)] = entry
            host.delegateDidHighlight(indexPath)
            return
        } else {
            note("does not highlight \(name(indexPath))", "the delegate answered no to shouldHighlight, so nothing will be selected (LST-2)")
            entry.selects = false
        }
        tracked[ObjectIdentifier(touch)] = entry
    }

    /// A finger that leaves its cell takes the highlight away, and lifting it selects nothing.
    private func touchesMoved(_ touches: Set<UITouch>, in cell: ListCell) {
        for touch in touches {
            guard var entry = tracked[ObjectIdentifier(touch)], !entry.leftCell,
                  !cell.bounds.contains(touch.location(in: cell)) else { continue }
            entry.leftCell = true
            let wasHighlighted = entry.highlighted
            entry.highlighted = false
            tracked[ObjectIdentifier(touch)] = entry
            if wasHighlighted { unhighlight(entry.indexPath, in: cell, "the finger left the cell (LST-4)") }
        }
    }

    /// A lift inside the cell selects it (or, with multiple selection, toggles it).
    private func touchesEnded(_ touches: Set<UITouch>, in cell: ListCell) {
        for touch in touches {
            guard let entry = tracked.removeValue(forKey: ObjectIdentifier(touch)), entry.selects else { continue }
            if entry.leftCell || !cell.bounds.contains(touch.location(in: cell)) {
                if entry.highlighted { unhighlight(entry.indexPath, in: cell, "the finger lifted outside the cell (LST-4)") }
                continue
            }
            selectByTouch(entry.indexPath, cell: cell, highlighted: entry.highlighted)
        }
    }

    /// The touch was taken (by the scroll view's drag, or a swipe): no selection.
    private func touchesCancelled(_ touches: Set<UITouch>, in cell: ListCell) {
        for touch in touches {
            guard let entry = tracked.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            if entry.highlighted {
                unhighlight(entry.indexPath, in: cell, "its touch was cancelled, nothing is selected (LST-3)")
            } else {
                note("selects nothing", "the touch on \(name(entry.indexPath)) was cancelled (LST-3)")
            }
        }
    }

    private func unhighlight(_ indexPath: IndexPath, in cell: ListCell, _ reason: String) {
        cell.showHighlight(false)
        note("unhighlights \(name(indexPath))", reason)
        host.delegateDidUnhighlight(indexPath)
    }

    /// LST-4: willSelect, the previous selection given up, the cell selected and unhighlighted,
    /// didSelect. With multiple selection a selected element is deselected instead.
    private func selectByTouch(_ indexPath: IndexPath, cell: ListCell, highlighted: Bool) {
        func unhighlightIfNeeded() {
            if highlighted { unhighlight(indexPath, in: cell, "the finger lifted (LST-4)") }
        }
        guard selectionAllowed else { return }
        if host.selectsSeveralByTouch && selected.contains(indexPath) {
            guard let target = host.delegateWillDeselect(indexPath) else {
                note("keeps \(name(indexPath)) selected", "the delegate answered nil to willDeselect (LST-4)")
                unhighlightIfNeeded()
                return
            }
            unhighlightIfNeeded()
            setSelected(false, target, animated: false)
            note("deselects \(name(target))", "a tap on a selected \(host.elementNoun) with multiple selection (LST-4)")
            host.delegateDidDeselect(target)
            return
        }
        guard let target = host.delegateWillSelect(indexPath) else {
            note("selects nothing", "the delegate refused to select \(name(indexPath)) (LST-4)")
            unhighlightIfNeeded()
            return
        }
        if !host.selectsSeveralByTouch {
            for other in selected where other != target {
                guard let given = host.delegateWillDeselect(other) else { continue }
                setSelected(false, given, animated: false)
                note("deselects \(name(given))", "single selection: another \(host.elementNoun) is being selected (LST-4)")
                host.delegateDidDeselect(given)
            }
        }
        setSelected(true, target, animated: false)
        unhighlightIfNeeded()
        note("selects \(name(target))", "the finger lifted inside the cell (LST-4)")
        host.delegateDidSelect(target)
    }

    // MARK: Programmatic selection (LST-5)

    private func setSelected(_ isSelected: Bool, _ indexPath: IndexPath, animated: Bool) {
        if isSelected {
            if !selected.contains(indexPath) { selected.append(indexPath) }
        } else {
            selected.removeAll { $0 == indexPath }
        }
        host.visibleListCell(at: indexPath)?.showSelection(isSelected, animated: animated)
    }

    /// Selects `indexPath` without asking or telling the delegate; nil clears the selection.
    func select(_ indexPath: IndexPath?, animated: Bool) {
        guard let indexPath else {
            for path in selected { deselect(path, animated: animated) }
            return
        }
        guard selectionAllowed else { return }
        if !host.selectsSeveralByTouch {
            for other in selected where other != indexPath { deselect(other, animated: animated) }
        }
        guard !selected.contains(indexPath) else { return }
        setSelected(true, indexPath, animated: animated)
        note("selects \(name(indexPath))", "the app selected it; the delegate is not told (LST-5)")
    }

    /// Deselects `indexPath` without asking or telling the delegate.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard selected.contains(indexPath) else { return }
        setSelected(false, indexPath, animated: animated)
        note("deselects \(name(indexPath))", "the app deselected it; the delegate is not told (LST-5)")
    }

    /// A cell about to be shown for `indexPath` shows that element's selection, and no highlight.
    func prepare(_ cell: ListCell, for indexPath: IndexPath) {
        cell.showHighlight(false)
        cell.showSelection(selected.contains(indexPath), animated: false)
    }

    /// After a reload nothing is selected or tracked.
    func clear() {
        selected.removeAll()
        tracked.removeAll()
    }

    /// After a batch of updates: each selected row goes where the batch puts it, or is no
    /// longer selected (LST-13); touches being tracked are forgotten.
    func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
        selected = selected.compactMap(newIndexPath)
        tracked.removeAll()
    }
}
