import Foundation

/// What a compositional layout applies across its sections (LST-17).
///
/// [chosen] Only vertical scrolling is built: a layout that scrolls horizontally as a whole is
/// not (sections that scroll sideways are, through `orthogonalScrollingBehavior`), so there is
/// no `scrollDirection` to set.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Space between one section and the next; none by default.
    open var interSectionSpacing: CGFloat = 0

    public override init() {
        super.init()
    }
}
