import Foundation

/// The scroll view a collection view gives a section that scrolls across its own direction
/// (`orthogonalScrollingBehavior`, LST-17): the section's cells are its subviews, so a sideways
/// drag on them is this scroll view's and a drag along the collection view is the collection
/// view's, as nested scroll views share touches (SCR-5: a pan only begins along an axis its
/// scroll view can scroll).
///
/// UIKit has such a scroll view too and keeps it private; this one is not public either.
@MainActor
final class SectionScrollView: UIScrollView {
    unowned let collectionView: UICollectionView
    let section: Int
    private var info: SideScrollingSection?

    init(collectionView: UICollectionView, section: Int) {
        self.collectionView = collectionView
        self.section = section
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Takes the place, length and paging the layout gives the section.
    func update(_ info: SideScrollingSection) {
        guard info != self.info else { return }
        self.info = info
        if frame != info.frame { frame = info.frame }
        contentSize = CGSize(width: info.contentLength, height: info.frame.height)
        isPagingEnabled = info.behavior == .paging
        if contentOffset != clamped(contentOffset) { contentOffset = clamped(contentOffset) }
    }

    /// A scroll brings new cells in: the collection view places them.
    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.showElements()
    }

    /// Snaps the resting offset to the section's groups, as its behaviour says (LST-17).
    override func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let info, let first = info.groups.first else { return natural }
        let leading = first.start
        let stops: [CGFloat]
        switch info.behavior {
        case .none, .continuous, .paging:
            return natural
        case .continuousGroupLeadingBoundary:
            stops = info.groups.map { $0.start - leading }
            return CGPoint(x: stops.min { abs($0 - natural.x) < abs($1 - natural.x) } ?? natural.x, y: natural.y)
        case .groupPaging:
            stops = info.groups.map { $0.start - leading }
        case .groupPagingCentered:
            stops = info.groups.map { $0.start + $0.length / 2 - bounds.width / 2 }
        }
        // One group on in the direction of the flick from the group the drag left off at, or the
        // nearest group without speed.
        let here = contentOffset.x
        let nearest = stops.indices.min { abs(stops[$0] - here) < abs(stops[$1] - here) } ?? 0
        var index = nearest
        if velocity.x > 0, stops[nearest] <= here + 0.5 { index = min(stops.count - 1, nearest + 1) }
        if velocity.x < 0, stops[nearest] >= here - 0.5 { index = max(0, nearest - 1) }
        return CGPoint(x: stops[index], y: natural.y)
    }
}
