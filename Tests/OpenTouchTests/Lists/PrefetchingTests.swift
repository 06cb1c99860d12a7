import Foundation
import Testing
import UIKit
import OpenTouch

private final class Photos: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    /// Whether every prefetched row was off screen, ahead of the scroll, when it was prefetched.
    var allAhead = true
    var cancelled: [[Int]] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        let visible = tableView.indexPathsForVisibleRows!.map(\.row)
        allAhead = allAhead && indexPaths.allSatisfy { $0.row > visible.max()! || $0.row < visible.min()! }
        prefetched.append(indexPaths.map(\.row))
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths.map(\.row)) }
}

private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var allAhead = true
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let visible = Set(collectionView.indexPathsForVisibleItems)
        allAhead = allAhead && indexPaths.allSatisfy { !visible.contains($0) }
        prefetched.append(indexPaths)
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

@Suite("Table prefetching: rows about to come on screen, and cancelled when the scroll turns back (LST-26)")
@MainActor
struct PrefetchingTests {
    @Test("LST-26 a drag prefetches the rows one screen ahead, each once, in the order they come; turning back cancels those that did not come and prefetches the other way")
    func prefetchAndCancel() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.contentInsetAdjustmentBehavior = .never
        let photos = Photos()
        table.dataSource = photos
        table.prefetchDataSource = photos
        let screen = phoneScreen(showing: table)
        #expect(photos.prefetched.isEmpty, "nothing before the table moves")

        screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 10)
        screen.advance(by: 0.05)
        let all = photos.prefetched.flatMap { $0 }
        let visible = table.indexPathsForVisibleRows!.map(\.row)
        #expect(!all.isEmpty && Set(all).count == all.count, "each row once: \(all)")
        #expect(all == all.sorted() && all.first! > 0 && photos.allAhead, "below the screen when prefetched, top to bottom")
        #expect(table.contentOffset.y > 0)

        photos.prefetched = []
        let waiting = all.filter { $0 > visible.max()! }
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.5, steps: 10)
        screen.advance(by: 0.05)
        #expect(photos.cancelled.first.map(Set.init) == Set(waiting), "the rows ahead that did not come are cancelled")
        let back = photos.prefetched.flatMap { $0 }
        #expect(!back.isEmpty && back == back.sorted(by: >) && photos.allAhead && back.max()! < visible.min()!,
                "then the rows above, bottom to top: \(back)")
        withExtendedLifetime(photos) {}
    }

    @Test("LST-26 a collection view prefetches the items its layout places one screen ahead, and cancels them when the scroll turns back")
    func collectionPrefetching() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        grid.dataSource = tiles
        grid.prefetchDataSource = tiles
        let screen = phoneScreen(showing: grid)
        screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 10)
        screen.advance(by: 0.05)
        let ahead = tiles.prefetched.flatMap { $0 }
        #expect(!ahead.isEmpty && Set(ahead).count == ahead.count && ahead == ahead.sorted() && tiles.allAhead)
        let shown = Set(grid.indexPathsForVisibleItems)
        let waiting = ahead.filter { !shown.contains($0) }
        tiles.prefetched = []
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.5, steps: 10)
        screen.advance(by: 0.05)
        #expect(tiles.cancelled.first.map(Set.init) == Set(waiting), "the items ahead that did not come are cancelled")
        let back = tiles.prefetched.flatMap { $0 }
        #expect(!back.isEmpty && back == back.sorted(by: >) && tiles.allAhead)
        withExtendedLifetime(tiles) {}
    }
}
