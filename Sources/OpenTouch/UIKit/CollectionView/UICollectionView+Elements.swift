import Foundation

/// How a collection view puts its elements on screen (LST-1, LST-13, LST-16, LST-17, LST-20):
/// the item counts read from the data source, batches of updates applied, the layout prepared
/// for the bounds, the cells and supplementary views the layout places made, measured and put
/// in their section's container. The class body keeps what a subclass may override; this is the
/// logic behind it.
extension UICollectionView {
    /// Adds a change to the open batch, or applies it as a batch of its own.
    func record(_ verb: String, _ change: (inout ListBatch) -> Void) {
        if let batch = batcher.add(change) { apply(batch, verb: verb) }
    }

    /// Applies a batch (LST-13): the counts must add up (UIKit raises otherwise; OpenTouch reports
    /// it and reloads everything), and the selection follows the items.
    func apply(_ batch: ListBatch, verb: String) {
        reloadCountsIfNeeded()
        let before = itemCounts
        reloadCounts()
        rowSwipes?.closeOpenRow()
        if let message = batch.mismatch(before: before, after: itemCounts, noun: "item", list: "collection view") {
            Diagnostics.report(.invalidArgument, message + " (\(verb))")
            collectionViewLayout.itemsDidChange(nil)
            putAsideAllViews()
            listSelection.clear()
        } else {
            // The items that stay keep their cells, at their new index paths, and the sections
            // that stay their supplementary views, so that a finger on one goes on (TCH-9).
            let newIndexPath = { batch.newIndexPath(for: $0, sectionsBefore: before.count, sectionsAfter: self.itemCounts.count) }
            recycler.remap(newIndexPath)
            collectionViewLayout.itemsDidChange(newIndexPath)
            let sectionsAfter = itemCounts.count
            for kind in supplementaryRecyclers.keys.sorted() {
                supplementaryRecyclers[kind]?.remap { batch.newSupplementaryIndexPath(for: $0, sectionsBefore: before.count, sectionsAfter: sectionsAfter) }
            }
            listSelection.remap(newIndexPath)
        }
        trace?.recordList(self, verb, reason: "the data source was asked again (LST-13)")
        invalidateLayoutForData(everything: false)
    }

    func reloadCountsIfNeeded() {
        if needsReload { reloadCounts() }
    }

    func reloadCounts() {
        needsReload = false
        needsPrepare = true
        guard let dataSource else { return itemCounts = [] }
        itemCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// The data changed (LST-27): the layout is told the counts may have changed, and everything
    /// after a reload.
    func invalidateLayoutForData(everything: Bool) {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        context.invalidateEverything = everything
        collectionViewLayout.invalidateLayout(with: context)
    }

    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        // LST-27: a resize invalidates the layout with the context it makes for it, if it cares;
        // (chosen) it is prepared again even when it does not.
        if bounds.size != preparedBounds.size {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
            }
            needsPrepare = true
        }
        guard needsPrepare else { return }
        needsPrepare = false
        preparedBounds = bounds
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    func putAsideAllViews() {
        recycler.putAsideAll()
        for kind in supplementaryRecyclers.keys.sorted() { supplementaryRecyclers[kind]?.putAsideAll() }
    }

    /// Places the views of the elements the bounds show; a section's scroll view calls it too
    /// when it scrolls (LST-17). Cells whose size is an estimate are measured as they are
    /// shown, and the layout prepared again with their sizes, until none is left (LST-24).
    func showElements() {
        for _ in 0..<Self.measuringRounds {
            prepareLayoutIfNeeded()
            updateSectionScrollers()
            let unmeasured = placeElements()
            guard !unmeasured.isEmpty else { break }
            measure(unmeasured)
            needsPrepare = true
        }
        rowSwipes?.layOutOpenRow()
        layOutMovement()
    }

    /// [chosen] How many times a layout pass measures the cells coming into view and lays the
    /// items out again, as a table does (LST-20).
    static let measuringRounds = 8

    /// Asks each cell of an estimated size for its preferred attributes, and gives them to the
    /// layout (LST-24).
    func measure(_ estimated: [UICollectionViewLayoutAttributes]) {
        for original in estimated {
            guard let cell = recycler.visible[original.indexPath] else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(original.copy() as! UICollectionViewLayoutAttributes)
            let changes = collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            collectionViewLayout.adoptPreferred(preferred)
            if changes {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                let both = original.estimatedAxes.width
                let size = both ? "\(Int(preferred.size.width)) × \(Int(preferred.size.height))" : "\(Int(preferred.size.height))"
                let estimate = both ? "its size was an estimate of \(Int(original.size.width)) × \(Int(original.size.height))"
                    : "its height was an estimate of \(Int(original.size.height))"
                trace?.recordList(self, "measures item [\(original.indexPath.section), \(original.indexPath.item)] at \(size) points",
                                  reason: "\(estimate) (LST-24)")
            }
        }
    }

    /// Places the views of the elements the bounds show; the attributes of the cells whose size
    /// is still an estimate.
    func placeElements() -> [UICollectionViewLayoutAttributes] {
        var estimated: [UICollectionViewLayoutAttributes] = []
        var cells: [(IndexPath, CGRect)] = []
        var supplementary: [(kind: String, elements: [(IndexPath, CGRect)])] = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where !attributes.isHidden {
            switch attributes.representedElementCategory {
            case .cell:
                cells.append((attributes.indexPath, frameInContainer(attributes)))
                if attributes.estimatedAxes.width || attributes.estimatedAxes.height { estimated.append(attributes) }
            case .supplementaryView:
                let kind = attributes.representedElementKind ?? ""
                if let index = supplementary.firstIndex(where: { $0.kind == kind }) {
                    supplementary[index].elements.append((attributes.indexPath, attributes.frame))
                } else {
                    supplementary.append((kind, [(attributes.indexPath, attributes.frame)]))
                }
            case .decorationView:
                break
            }
        }
        recycler.show(cells, in: { [unowned self] in container(forSection: $0.section) }, make: { [unowned self] indexPath in
            guard let dataSource else { return UICollectionViewCell(frame: .zero) }
            return dataSource.collectionView(self, cellForItemAt: indexPath)
        }, shown: { [unowned self] cell, indexPath in
            listSelection.prepare(cell, for: indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }, hidden: { [unowned self] cell, indexPath in
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        })
        showSupplementaryViews(supplementary)
        return estimated
    }

    /// The view a section's cells go in: the collection view, or the section's scroll view.
    func container(forSection section: Int) -> UIView {
        sectionScrollers[section] ?? self
    }

    /// A cell's frame in its container.
    func frameInContainer(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let scroller = sectionScrollers[attributes.indexPath.section] else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
    }

    /// Gives each section that scrolls sideways its scroll view, where the layout puts it, and
    /// takes away the scroll views of sections that no longer do (LST-17).
    func updateSectionScrollers() {
        let wanted = collectionViewLayout.sideScrollingSections
        for section in sectionScrollers.keys.sorted() where wanted[section] == nil {
            sectionScrollers.removeValue(forKey: section)?.removeFromSuperview()
        }
        for section in wanted.keys.sorted() {
            guard let info = wanted[section] else { continue }
            let scroller: SectionScrollView
            if let existing = sectionScrollers[section] {
                scroller = existing
            } else {
                scroller = SectionScrollView(collectionView: self, section: section)
                sectionScrollers[section] = scroller
                insertSubview(scroller, at: 0)
            }
            scroller.update(info)
        }
    }

    /// The lifted cell is an ordinary item again: the alpha and attributes the layout gives the
    /// item where it lands, in place of those of a moving item (LST-27).
    func settleMovedCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        cell.alpha = attributes.alpha
        cell.apply(attributes)
    }

    /// Where an element is on screen, in the collection view's content: its layout frame, moved
    /// by its section's sideways scroll (LST-17).
    func shownFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.count == 2,
              let scroller = sectionScrollers[attributes.indexPath.section] else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }
}
