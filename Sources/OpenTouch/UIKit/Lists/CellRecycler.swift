import Foundation

/// A list's cells: the classes registered for each reuse identifier, the cells on screen by index
/// path, and the spare cells that scrolled out, kept for the data source to dequeue (LST-1).
@MainActor
final class CellRecycler<Cell: UIView> {
    /// Makes a cell for a reuse identifier, from the class registered for it.
    private var factories: [String: () -> Cell] = [:]
    /// Cells that left the screen, by reuse identifier.
    private var spare: [String: [Cell]] = [:]
    /// The cells on screen.
    private(set) var visible: [IndexPath: Cell] = [:]
    private let identifier: (Cell) -> String?

    init(identifier: @escaping (Cell) -> String?) {
        self.identifier = identifier
    }

    func register(_ identifier: String, factory: (() -> Cell)?) {
        factories[identifier] = factory
        spare[identifier] = nil
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        factories[identifier] != nil
    }

    /// A spare cell for `identifier`, or nil when there is none. `prepareForReuse` is the caller's.
    func spareCell(for identifier: String) -> Cell? {
        spare[identifier]?.popLast()
    }

    /// A new cell of the class registered for `identifier`, or nil when none is.
    func makeCell(for identifier: String) -> Cell? {
        factories[identifier]?()
    }

    /// Puts on screen the cells of `wanted` (index paths and frames), making the missing ones
    /// with `make` and putting aside those no longer wanted; `shown` is told of each new cell.
    /// New cells go behind the container's other subviews, or in front with `inFront` (a
    /// table's section headers, over its rows).
    func show(_ wanted: [(IndexPath, CGRect)], in container: UIView, inFront: Bool = false,
              make: (IndexPath) -> Cell, shown: (Cell, IndexPath) -> Void, hidden: (Cell, IndexPath) -> Void) {
        show(wanted, in: { _ in container }, inFront: inFront, make: make, shown: shown, hidden: hidden)
    }

    /// ``show(_:in:inFront:make:shown:hidden:)`` with a container for each index path: a
    /// collection view puts the items of a section that scrolls sideways in that section's own
    /// scroll view (LST-17); the frames are in the container's coordinates.
    func show(_ wanted: [(IndexPath, CGRect)], in container: (IndexPath) -> UIView, inFront: Bool = false,
              make: (IndexPath) -> Cell, shown: (Cell, IndexPath) -> Void, hidden: (Cell, IndexPath) -> Void) {
        let keep = Set(wanted.map(\.0))
        // In index path order: a dictionary's order changes from one instance to the next, and
        // which spare cell a row gets must not (a replay gives the same trace).
        for indexPath in visible.keys.sorted() where !keep.contains(indexPath) {
            guard let cell = visible.removeValue(forKey: indexPath) else { continue }
            putAside(cell)
            hidden(cell, indexPath)
        }
        for (indexPath, frame) in wanted {
            let container = container(indexPath)
            if let cell = visible[indexPath] {
                if cell.superview !== container { cell.removeFromSuperview(); add(cell, to: container, inFront: inFront) }
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            let cell = make(indexPath)
            cell.frame = frame
            if cell.superview !== container { add(cell, to: container, inFront: inFront) }
            visible[indexPath] = cell
            shown(cell, indexPath)
        }
    }

    private func add(_ cell: Cell, to container: UIView, inFront: Bool) {
        if inFront { container.addSubview(cell) } else { container.insertSubview(cell, at: 0) }
    }

    /// Every cell on screen goes aside, as a reload needs.
    func putAsideAll() {
        for indexPath in visible.keys.sorted() { putAside(visible[indexPath]!) }
        visible.removeAll()
    }

    /// After a batch of updates: each cell on screen moves to the index path `transform` gives
    /// its own, or goes aside when it gives none (LST-13).
    func remap(_ transform: (IndexPath) -> IndexPath?) {
        var kept: [IndexPath: Cell] = [:]
        for indexPath in visible.keys.sorted() {
            guard let cell = visible[indexPath] else { continue }
            if let new = transform(indexPath), kept[new] == nil { kept[new] = cell } else { putAside(cell) }
        }
        visible = kept
    }

    /// The cell showing `indexPath` goes aside, so that the next layout asks for it again.
    func putAside(_ indexPath: IndexPath) {
        guard let cell = visible.removeValue(forKey: indexPath) else { return }
        putAside(cell)
    }

    /// Keeps a cell made but not shown, for the next dequeue.
    func keepSpare(_ cell: Cell) {
        putAside(cell)
    }

    private func putAside(_ cell: Cell) {
        cell.removeFromSuperview()
        // A cell without an identifier cannot be dequeued again.
        guard let identifier = identifier(cell) else { return }
        spare[identifier, default: []].append(cell)
    }

    /// The index path of `cell`, if it is on screen.
    func indexPath(of cell: UIView) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }
}
