import Foundation

/// Which rows a scrolling table prefetches, and which it cancels (LST-26).
///
/// After each layout of a table that moved, the rows within one screen past its edge, in the
/// direction it moves, are prefetched, each once, in the order they will come. A row that comes
/// on screen is done with. When the scroll turns back, the rows prefetched ahead that did not
/// come are cancelled, and the rows ahead the other way prefetched.
@MainActor
final class RowPrefetcher {
    /// [chosen] How far past the edge rows are prefetched: one height of the table. UIKit's
    /// distance is not documented.
    static let lookahead: CGFloat = 1

    private var lastTop: CGFloat?
    private var movingDown = true
    private var waiting: [IndexPath] = []

    func tableDidLayOut(_ table: UITableView) {
        let bounds = table.bounds
        defer { lastTop = bounds.minY }
        guard let source = table.prefetchDataSource, table.isPrefetchingEnabled,
              let last = lastTop, last != bounds.minY else { return }
        let down = bounds.minY > last
        // Rows that came on screen are done with.
        let shown = Set(table.indexPathsForRows(in: bounds) ?? [])
        waiting.removeAll { shown.contains($0) }
        if down != movingDown {
            movingDown = down
            if !waiting.isEmpty {
                let abandoned = waiting
                waiting = []
                source.tableView(table, cancelPrefetchingForRowsAt: abandoned)
            }
        }
        let reach = bounds.height * Self.lookahead
        let ahead = down ? CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: reach)
            : CGRect(x: 0, y: bounds.minY - reach, width: bounds.width, height: reach)
        var coming = (table.indexPathsForRows(in: ahead) ?? []).filter { !shown.contains($0) && !waiting.contains($0) }
        if !down { coming.reverse() }
        guard !coming.isEmpty else { return }
        waiting.append(contentsOf: coming)
        source.tableView(table, prefetchRowsAt: coming)
    }
}
