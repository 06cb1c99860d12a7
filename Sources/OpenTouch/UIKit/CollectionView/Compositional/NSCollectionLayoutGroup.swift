import Foundation

/// A row or column of items (or of groups) in a compositional layout (LST-17). A section
/// repeats its group until its items run out.
///
/// A group made with `subitems:` repeats its subitems, in order, as long as they fit; one made
/// with a `count` holds exactly that many, their length shared out evenly.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items or groups the group is made of.
    public let subitems: [NSCollectionLayoutItem]
    /// When set, exactly this many copies of the only subitem.
    let count: Int?
    /// The space between the subitems; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// Subitems one above the other, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` side by side, sharing the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// `count` copies of `subitem` one above the other, sharing the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// The name iOS 13–15 code uses for ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The name iOS 13–15 code uses for ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The cells' frames in one copy of this group of `size`, relative to its origin, in order:
    /// each subitem placed along the axis, nested groups laid out inside their place (LST-17).
    func cellFrames(in size: CGSize) -> [CGRect] {
        cellPlaces(in: size).map(\.frame)
    }

    /// The cells' frames, as ``cellFrames(in:)``, each with the item it is a copy of.
    func cellPlaces(in size: CGSize) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems' places along the axis: (subitem, size) in order.
        var places: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count, let subitem = subitems.first {
            let each = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let across = subitem.layoutSize.resolved(in: size)
            places = Array(repeating: (subitem, horizontal ? CGSize(width: each, height: across.height) : CGSize(width: across.width, height: each)), count: count)
        } else if !subitems.isEmpty {
            var used: CGFloat = 0
            // [chosen] At most 1,000 places, so that items of no length cannot repeat for ever.
            placing: while places.count < 1000 {
                for subitem in subitems {
                    let itemSize = subitem.layoutSize.resolved(in: size)
                    let itemLength = horizontal ? itemSize.width : itemSize.height
                    let needed = (places.isEmpty ? 0 : spacing) + itemLength
                    if itemLength <= 0 || used + needed > length + 0.001 { break placing }
                    places.append((subitem, itemSize))
                    used += needed
                }
            }
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, places.count > 1 {
            let total = places.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - total) / CGFloat(places.count - 1))
        }
        var frames: [(frame: CGRect, item: NSCollectionLayoutItem)] = []
        var position: CGFloat = 0
        for place in places {
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            if let group = place.item as? NSCollectionLayoutGroup {
                // [chosen] A nested group's insets narrow the room its subitems share.
                let insets = group.contentInsets
                let room = CGSize(width: max(0, place.size.width - insets.leading - insets.trailing),
                                  height: max(0, place.size.height - insets.top - insets.bottom))
                frames += group.cellPlaces(in: room).map { ($0.frame.offsetBy(dx: origin.x + insets.leading, dy: origin.y + insets.top), $0.item) }
            } else {
                let insets = place.item.contentInsets
                frames.append((CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                                      width: max(0, place.size.width - insets.leading - insets.trailing),
                                      height: max(0, place.size.height - insets.top - insets.bottom)), place.item))
            }
            position += (horizontal ? place.size.width : place.size.height) + gap
        }
        return frames
    }
}
