import Foundation
import Testing
@testable import OpenTouch

@Suite("Layout invalidation contexts: what a reload, a batch update, a scroll and code invalidate, and what a flow layout keeps (LST-27)")
@MainActor
struct LayoutInvalidationTests {
    /// A flow layout written as for iOS that reads its contexts, of a class of its own.
    final class PinnedLayout: UICollectionViewFlowLayout {
        final class Context: UICollectionViewFlowLayoutInvalidationContext {
            var reason = "unsaid"
        }
        let log: CallbackLog
        init(log: CallbackLog) {
            self.log = log
            super.init()
        }
        required init?(coder: NSCoder) { fatalError() }
        override class var invalidationContextClass: AnyClass { Context.self }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            let flow = context as! Context
            var parts: [String] = []
            if flow.invalidateEverything { parts.append("everything") }
            if flow.invalidateDataSourceCounts { parts.append("counts") }
            if !flow.invalidateFlowLayoutDelegateMetrics { parts.append("no metrics") }
            if !flow.invalidateFlowLayoutAttributes { parts.append("no attributes") }
            if let headers = flow.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader] { parts.append("headers \(headers.count)") }
            if flow.reason != "unsaid" { parts.append(flow.reason) }
            log.append("invalidate \(parts.joined(separator: ", "))")
            super.invalidateLayout(with: context)
        }
        override func prepare() {
            log.append("prepare")
            super.prepare()
        }
    }

    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let log: CallbackLog
        var count = 30
        init(log: CallbackLog) { self.log = log }
        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            if indexPath.item == 0 { log.append("sizes asked") }
            return CGSize(width: 390, height: 50)
        }
    }

    @Test("LST-27 a reload says everything and the counts, a batch update the counts, a scroll with pinned headers only the headers: the delegate is not asked again and the items keep their frames")
    func contextsFromTheCollectionView() throws {
        let log = CallbackLog()
        let layout = PinnedLayout(log: log)
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.minimumLineSpacing = 0
        let rows = Rows(log: log)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.dataSource = rows
        collection.delegate = rows
        _ = log.take()
        let screen = phoneScreen(showing: collection)
        // Shown: a resize from nothing, which asks for everything a flow layout has.
        #expect(log.take() == ["invalidate ", "prepare", "sizes asked"])
        let itemFrame = collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame

        screen.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        screen.advance(by: 10)
        #expect(!collection.isDecelerating)
        let afterScroll = log.take()
        #expect(!afterScroll.isEmpty && afterScroll.allSatisfy { ["invalidate no metrics, no attributes, headers 1", "prepare"].contains($0) })
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == itemFrame)
        let header = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(collection.contentOffset.y > 0 && header.frame.minY == collection.contentOffset.y, "the header stays pinned")

        rows.count = 31
        collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 30, section: 0)]) }
        screen.advance(by: 0.5)
        #expect(log.take().prefix(3) == ["invalidate counts", "prepare", "sizes asked"])

        collection.reloadData()
        screen.advance(by: 0.05)
        #expect(log.take() == ["invalidate everything, counts", "prepare", "sizes asked"])

        layout.invalidateLayout()
        screen.advance(by: 0.05)
        #expect(log.take() == ["invalidate everything", "prepare", "sizes asked"])
    }

    @Test("LST-27 a context made by code moves the content by its adjustments at once; one that asks a flow layout for nothing keeps its frames; a cell that measures itself invalidates its item")
    func contextsFromCode() throws {
        let log = CallbackLog()
        let layout = PinnedLayout(log: log)
        layout.minimumLineSpacing = 0
        let rows = Rows(log: log)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = rows
        collection.delegate = rows
        let screen = phoneScreen(showing: collection)
        _ = log.take()

        let context = PinnedLayout.Context()
        context.reason = "by code"
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 100)
        context.contentSizeAdjustment = CGSize(width: 0, height: 50)
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)] && !context.invalidateEverything)
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset.y == 100, "moved at once, before the layout pass")
        #expect(collection.contentSize.height == CGFloat(1550))
        screen.advance(by: 0.05)
        // The item named makes the flow layout work its frames out again; the content size is the layout's.
        #expect(log.take() == ["invalidate no metrics, no attributes, by code", "prepare", "sizes asked"])
        #expect(collection.contentSize.height == CGFloat(1500))

        let quiet = PinnedLayout.Context()
        quiet.invalidateFlowLayoutDelegateMetrics = false
        quiet.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: quiet)
        screen.advance(by: 0.05)
        #expect(log.take() == ["invalidate no metrics, no attributes", "prepare"], "nothing asked again")

        let original = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size.height = 80
        let measured = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(measured is PinnedLayout.Context && measured.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
    }

    @Test("LST-27 LST-22 an item moved by hand: each move invalidates with where it was and is headed and the finger's place, the end with where it lands; the layout draws the lifted item")
    func interactiveMovement() throws {
        final class LiftingLayout: UICollectionViewFlowLayout {
            var log: [String] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                if let targets = context.targetIndexPathsForInteractivelyMovingItems {
                    let previous = context.previousIndexPathsForInteractivelyMovingItems?.map(\.item) ?? []
                    log.append("targets \(targets.map(\.item)) from \(previous) at \(Int(context.interactiveMovementTarget.x)),\(Int(context.interactiveMovementTarget.y))")
                }
                super.invalidateLayout(with: context)
            }
            override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
                let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
                attributes.size = CGSize(width: 120, height: 120)
                attributes.alpha = 0.8
                return attributes
            }
        }
        final class Tiles: NSObject, UICollectionViewDataSource {
            var tiles = Array(0..<9)
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
            func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let layout = LiftingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let tiles = Tiles()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = tiles
        let screen = phoneScreen(showing: grid)
        let lifted = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 60))
        screen.runLayoutPass()
        #expect(lifted.frame == CGRect(x: 90, y: 0, width: 120, height: 120) && abs(lifted.alpha - 0.8) < 0.001, "as the layout draws a moving item")
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 60))
        grid.endInteractiveMovement()
        screen.runLayoutPass()
        #expect(layout.log == ["targets [1] from [0] at 150,60", "targets [2] from [1] at 250,60", "targets [2] from [0] at 0,0"])
        #expect(tiles.tiles.prefix(3) == [1, 2, 0])
        #expect(lifted.frame == CGRect(x: 200, y: 0, width: 100, height: 100) && lifted.alpha == 1, "back to an ordinary item")
    }
}
