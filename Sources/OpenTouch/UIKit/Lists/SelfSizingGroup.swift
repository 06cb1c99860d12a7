import Foundation

/// A compositional group whose items' heights are estimates that the cells correct (LST-24):
/// each copy of the group is laid out with the heights its cells measured, the group as tall as
/// they need when its own height is estimated too.
///
/// [chosen] Only a group of items (no nested groups) in a section that scrolls with the
/// collection view sizes its cells; estimated widths, and the items of nested groups and of
/// sections that scroll sideways, stay at their estimate.
@MainActor
struct SelfSizingGroup {
    private let group: NSCollectionLayoutGroup
    /// One copy of the group at its estimates: each cell's frame (inside the group's insets) and item.
    private let places: [(frame: CGRect, item: NSCollectionLayoutItem)]
    private let estimatedHeight: CGFloat

    /// The group sized by its cells, or nil when nothing in it is estimated or it holds groups.
    init?(_ group: NSCollectionLayoutGroup, places: [(CGRect, NSCollectionLayoutItem)], height: CGFloat) {
        guard !group.subitems.contains(where: { $0 is NSCollectionLayoutGroup }),
              group.subitems.contains(where: { $0.layoutSize.heightDimension.isEstimated }) else { return nil }
        self.group = group
        self.places = places.map { (frame: $0.0, item: $0.1) }
        estimatedHeight = height
    }

    /// The frames of the first `count` cells of one copy, and the copy's height; `measured` gives
    /// a slot's measured height, nil while it has none.
    func layOut(count: Int, measured: (Int) -> CGFloat?) -> (frames: [CGRect], height: CGFloat) {
        let insets = group.contentInsets
        let spacing = group.interItemSpacing?.spacing ?? 0
        var frames: [CGRect] = []
        var bottom: CGFloat = 0
        var position = insets.top
        for (slot, place) in places.prefix(count).enumerated() {
            var frame = place.frame
            if place.item.layoutSize.heightDimension.isEstimated, let height = measured(slot) { frame.size.height = height }
            if group.axis == .vertical {
                frame.origin.y = position + place.item.contentInsets.top
                position = frame.maxY + place.item.contentInsets.bottom + spacing
            }
            frames.append(frame)
            bottom = max(bottom, frame.maxY + place.item.contentInsets.bottom)
        }
        let height = group.layoutSize.heightDimension.isEstimated ? max(0, bottom + insets.bottom) : estimatedHeight
        return (frames, height)
    }
}
