import Foundation

/// How a table finds its rows and puts them on screen (LST-1, LST-13, LST-20): the model of
/// row tops and heights built from the data source, batches of updates applied to it, the rows
/// the bounds show, and self-sizing rows measured. The class body keeps what a subclass may
/// override; this is the logic behind it.
extension UITableView {
    /// The first row of `section` whose bottom is below `y` (the row count when there is none),
    /// by binary search: rows are in order, so a scroll frame does not walk the whole table.
    func firstRow(endingAfter y: CGFloat, in section: Int) -> Int {
        let (tops, heights) = (rowTops[section], rowHeights[section])
        var low = 0, high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] + heights[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds a change to the open batch, or applies it as a batch of its own.
    func record(_ verb: String, _ change: (inout ListBatch) -> Void) {
        if let batch = batcher.add(change) { apply(batch, verb: verb) }
    }

    func reloadModelIfNeeded() {
        if needsReload { reloadModel() }
    }

    /// Applies a batch of changes (LST-13): the data source is asked again, its counts must add
    /// up with the changes (UIKit raises otherwise; OpenTouch reports it and reloads everything),
    /// and the selection follows the rows.
    func apply(_ batch: ListBatch, verb: String) {
        reloadModelIfNeeded()
        let before = rowHeights.map(\.count)
        swipe.closeOpenRow()
        if batch.onlyReloadsRows {
            for indexPath in batch.reloaded { measuredHeights[indexPath] = nil }
        } else {
            measuredHeights = [:]
        }
        reloadModel()
        let after = rowHeights.map(\.count)
        if let message = batch.mismatch(before: before, after: after, noun: "row", list: "table view") {
            Diagnostics.report(.invalidArgument, message + " (\(verb))")
            recycler.putAsideAll()
            sectionViews.putAsideAll()
            listSelection.clear()
        } else {
            // The rows that stay keep their cells at their new index paths, and a moved row its
            // cell, without asking the data source: a finger on such a cell goes on (TCH-9 cancels
            // only the touches of cells that leave). Deleted and reloaded rows' cells go aside.
            let newIndexPath = { batch.newIndexPath(for: $0, sectionsBefore: before.count, sectionsAfter: after.count) }
            recycler.remap(newIndexPath)
            sectionViews.remap { batch.newSupplementaryIndexPath(for: $0, sectionsBefore: before.count, sectionsAfter: after.count) }
            listSelection.remap(newIndexPath)
        }
        trace?.recordList(self, verb, reason: "the data source was asked again (LST-13)")
        setNeedsLayout()
    }

    /// The rows and sections are worked out again at the next layout.
    func modelDidChange() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadModel() {
        needsReload = false
        rowTops = []
        rowHeights = []
        automaticRows = []
        sectionTops = []
        headerHeights = []
        headerPaddings = []
        footerHeights = []
        var top: CGFloat = tableHeaderView?.frame.height ?? 0
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                sectionTops.append(top)
                let header = sectionViewHeight(in: section, header: true)
                let padding = header > 0 ? resolvedSectionHeaderTopPadding : 0
                headerHeights.append(header)
                headerPaddings.append(padding)
                top += padding + header
                var tops: [CGFloat] = [], heights: [CGFloat] = []
                for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                    let indexPath = IndexPath(row: row, section: section)
                    var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                    if height == Self.automaticDimension || !height.isFinite || height < 0 {
                        automaticRows.insert(indexPath)
                        height = measuredHeights[indexPath] ?? (estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight)
                    }
                    tops.append(top)
                    heights.append(height)
                    top += height
                }
                rowTops.append(tops)
                rowHeights.append(heights)
                let footer = sectionViewHeight(in: section, header: false)
                footerHeights.append(footer)
                top += footer
            }
        }
        rowsEnd = top
        contentSize = CGSize(width: bounds.width, height: top + (tableFooterView?.frame.height ?? 0))
    }

    /// Puts on screen a cell for every row the bounds show.
    func showRows() {
        // LST-20: the cells of automatic-height rows coming into view are made and measured
        // before they are placed, and the rows after them move; the rows that then come into
        // view are measured in turn.
        var prepared: [IndexPath: UITableViewCell] = [:]
        for _ in 0..<Self.measuringRounds {
            let unmeasured = wantedRows().map(\.0).filter {
                automaticRows.contains($0) && measuredHeights[$0] == nil && recycler.visible[$0] == nil && prepared[$0] == nil
            }
            guard !unmeasured.isEmpty else { break }
            for indexPath in unmeasured {
                let cell = makeCell(indexPath)
                measuredHeights[indexPath] = measure(cell, indexPath)
                prepared[indexPath] = cell
            }
            reloadModel()
        }
        recycler.show(wantedRows(), in: self, make: { [unowned self] indexPath in
            prepared.removeValue(forKey: indexPath) ?? makeCell(indexPath)
        }, shown: { [unowned self] cell, indexPath in
            listSelection.prepare(cell, for: indexPath)
            prepareEditing(cell, for: indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }, hidden: { [unowned self] cell, indexPath in
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        })
        // Cells measured for rows that the measured heights pushed out of view wait for reuse.
        for indexPath in prepared.keys.sorted() { recycler.keepSpare(prepared[indexPath]!) }
    }

    /// [chosen] How many times a layout measures the rows coming into view and moves the rest.
    static let measuringRounds = 8

    /// The rows the bounds show, with their frames: from the first row that reaches into the
    /// bounds to the last that starts inside them.
    func wantedRows() -> [(IndexPath, CGRect)] {
        var wanted: [(IndexPath, CGRect)] = []
        for section in rowTops.indices {
            var row = firstRow(endingAfter: bounds.minY, in: section)
            while row < rowTops[section].count, rowTops[section][row] < bounds.maxY {
                wanted.append((IndexPath(row: row, section: section),
                               CGRect(x: 0, y: rowTops[section][row], width: bounds.width, height: rowHeights[section][row])))
                row += 1
            }
        }
        return wanted
    }

    func makeCell(_ indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// The height `cell`'s content view's constraints give it at the row's width (LST-20).
    func measure(_ cell: UITableViewCell, _ indexPath: IndexPath) -> CGFloat {
        let fitted = SelfSizing.size(of: cell.contentView, configured: cell.configuredContentView,
                                     holding: CGSize(width: cell.contentSpan(inWidth: bounds.width).width, height: 0), estimating: (false, true))
        guard fitted.height > 0 else {
            if let builtIn = cell.builtInLabelsHeight { return builtIn }
            Diagnostics.report(.invalidArgument, "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view (row [\(indexPath.section), \(indexPath.row)]). We're considering the collapse unintentional and using standard height instead (LST-20)")
            return Self.defaultRowHeight
        }
        return fitted.height
    }
}
