import Foundation

/// Where a compositional layout puts one section (LST-17): its cells, its headers and footers,
/// and, for a section that scrolls sideways, its scroll view. Frames are in the collection
/// view's content, a sideways section's as if it were not scrolled.
@MainActor
struct CompositionalSectionPlacement {
    /// A header or footer as laid out.
    struct Boundary {
        var kind: String
        var frame: CGRect
        var isHeader: Bool
        var pins: Bool
        var zIndex: Int
    }

    /// Where the section begins and ends, headers and footers included.
    var start: CGFloat
    var end: CGFloat
    /// Where the items' part begins and ends (between the headers and the footers).
    var contentStart: CGFloat
    var contentEnd: CGFloat
    var cells: [CGRect] = []
    /// The cells whose height is an estimate not yet measured (LST-24).
    var unmeasured: Set<Int> = []
    var boundaries: [Boundary] = []
    var side: SideScrollingSection?

    /// An empty section at `start`.
    init(start: CGFloat, end: CGFloat) {
        self.start = start
        self.end = end
        contentStart = start
        contentEnd = end
    }

    /// Lays out `section` with `items` items from `top`, in a collection view of `bounds` size;
    /// `measured` gives the heights cells measured for their items (LST-24).
    init(_ section: NSCollectionLayoutSection, index: Int, items: Int, top: CGFloat, bounds: CGSize,
         measured: (Int) -> CGFloat? = { _ in nil }) {
        let insets = section.contentInsets
        let room = CGSize(width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let follows = section.supplementariesFollowContentInsets
        let boundaryRoom = CGSize(width: follows ? room.width : bounds.width, height: bounds.height)
        let boundaryX = follows ? insets.leading : 0
        var y = top
        var boundaries: [Boundary] = []
        for item in section.boundarySupplementaryItems where !item.alignment.isBottom {
            if !item.alignment.isTop {
                Diagnostics.report(.invalidArgument, "a boundary supplementary item of kind \(item.elementKind) in section \(index) is aligned \(item.alignment); a vertical compositional layout places it as a header (LST-17)")
            }
            let size = item.layoutSize.resolved(in: boundaryRoom)
            boundaries.append(Boundary(kind: item.elementKind, frame: CGRect(x: boundaryX, y: y, width: size.width, height: size.height),
                                       isHeader: true, pins: item.pinToVisibleBounds, zIndex: item.zIndex))
            if item.extendsBoundary { y += size.height }
        }
        let contentStart = y
        // One copy of the group: its cells' frames, relative to the group, inside its insets.
        let groupSize = section.group.layoutSize.resolved(in: room)
        let groupInsets = section.group.contentInsets
        let groupRoom = CGSize(width: max(0, groupSize.width - groupInsets.leading - groupInsets.trailing),
                               height: max(0, groupSize.height - groupInsets.top - groupInsets.bottom))
        let places = section.group.cellPlaces(in: groupRoom).map { ($0.frame.offsetBy(dx: groupInsets.leading, dy: groupInsets.top), $0.item) }
        let pattern = places.map(\.0)
        let groupCount = pattern.isEmpty ? 0 : (items + pattern.count - 1) / pattern.count
        if items > 0, pattern.isEmpty {
            Diagnostics.report(.invalidArgument, "section \(index)'s group has no room for an item, so its \(items) items are not shown (LST-17)")
        }
        var cells: [CGRect] = []
        cells.reserveCapacity(items)
        let spacing = section.interGroupSpacing
        if section.orthogonalScrollingBehavior != .none {
            // The groups side by side in the section's own scroll view, which spans the width.
            let height = insets.top + groupSize.height + insets.bottom
            var groups: [(start: CGFloat, length: CGFloat)] = []
            for number in 0..<groupCount {
                let x = insets.leading + CGFloat(number) * (groupSize.width + spacing)
                groups.append((x, groupSize.width))
                for frame in pattern where cells.count < items {
                    cells.append(frame.offsetBy(dx: x, dy: y + insets.top))
                }
            }
            let length = insets.leading + (groups.last.map { $0.start + $0.length - insets.leading } ?? 0) + insets.trailing
            side = SideScrollingSection(frame: CGRect(x: 0, y: y, width: bounds.width, height: height),
                                        contentLength: max(length, bounds.width), behavior: section.orthogonalScrollingBehavior, groups: groups)
            y += height
        } else {
            let sizing = SelfSizingGroup(section.group, places: places, height: groupSize.height)
            var unmeasured: Set<Int> = []
            y += insets.top
            for number in 0..<groupCount {
                if number > 0 { y += spacing }
                let first = cells.count
                let (frames, height) = sizing.map { sizing in
                    sizing.layOut(count: min(places.count, items - first)) { slot in
                        guard let height = measured(first + slot) else {
                            unmeasured.insert(first + slot)
                            return nil
                        }
                        return height
                    }
                } ?? (Array(pattern.prefix(items - first)), groupSize.height)
                cells += frames.map { $0.offsetBy(dx: insets.leading, dy: y) }
                y += height
            }
            y += insets.bottom
            self.unmeasured = unmeasured
        }
        let contentEnd = y
        for item in section.boundarySupplementaryItems where item.alignment.isBottom {
            let size = item.layoutSize.resolved(in: boundaryRoom)
            boundaries.append(Boundary(kind: item.elementKind, frame: CGRect(x: boundaryX, y: y, width: size.width, height: size.height),
                                       isHeader: false, pins: item.pinToVisibleBounds, zIndex: item.zIndex))
            if item.extendsBoundary { y += size.height }
        }
        self.start = top
        self.end = y
        self.contentStart = contentStart
        self.contentEnd = contentEnd
        self.cells = cells
        self.boundaries = boundaries
    }
}
