import Foundation

/// A list that tells a prefetching data source about the elements about to come on screen: a
/// table's rows, a collection view's items (LST-26).
@MainActor
protocol PrefetchingList: UIScrollView {
    /// Whether a prefetching data source is set and prefetching is on.
    var prefetchesNow: Bool { get }
    /// The index paths of the cells meeting `rect`, in the list's coordinates, in order.
    func prefetchableIndexPaths(in rect: CGRect) -> [IndexPath]
    func tellPrefetch(_ indexPaths: [IndexPath])
    func tellCancelPrefetching(_ indexPaths: [IndexPath])
}

/// Which elements a scrolling list prefetches, and which it cancels (LST-26).
///
/// After each layout of a list that moved, the elements within one screen past its edge, in the
/// direction it moves (along the axis it moved most), are prefetched, each once, in the order
/// they will come. An element that comes on screen is done with. When the scroll turns back, the
/// elements prefetched ahead that did not come are cancelled, and those ahead the other way
/// prefetched.
@MainActor
final class ListPrefetcher {
    /// [chosen] How far past the edge elements are prefetched: one length of the list along the
    /// way it moves. UIKit's distance is not documented.
    static let lookahead: CGFloat = 1

    private var lastOrigin: CGPoint?
    private var lastForward = true
    private var waiting: [IndexPath] = []

    func listDidLayOut(_ list: PrefetchingList) {
        let bounds = list.bounds
        defer { lastOrigin = bounds.origin }
        guard list.prefetchesNow, let last = lastOrigin, last != bounds.origin else { return }
        let dx = bounds.minX - last.x, dy = bounds.minY - last.y
        let vertical = abs(dy) >= abs(dx)
        let forward = vertical ? dy > 0 : dx > 0
        // Elements that came on screen are done with.
        let shown = Set(list.prefetchableIndexPaths(in: bounds))
        waiting.removeAll { shown.contains($0) }
        if forward != lastForward {
            lastForward = forward
            if !waiting.isEmpty {
                let abandoned = waiting
                waiting = []
                list.tellCancelPrefetching(abandoned)
            }
        }
        let ahead: CGRect
        if vertical {
            let reach = bounds.height * Self.lookahead
            ahead = CGRect(x: bounds.minX, y: forward ? bounds.maxY : bounds.minY - reach, width: bounds.width, height: reach)
        } else {
            let reach = bounds.width * Self.lookahead
            ahead = CGRect(x: forward ? bounds.maxX : bounds.minX - reach, y: bounds.minY, width: reach, height: bounds.height)
        }
        var coming = list.prefetchableIndexPaths(in: ahead).filter { !shown.contains($0) && !waiting.contains($0) }
        if !forward { coming.reverse() }
        guard !coming.isEmpty else { return }
        waiting.append(contentsOf: coming)
        list.tellPrefetch(coming)
    }
}
