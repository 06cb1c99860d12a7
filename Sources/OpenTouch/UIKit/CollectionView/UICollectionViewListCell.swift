import Foundation

/// A row of a list layout (LST-19): list content from ``defaultContentConfiguration()``,
/// accessories beside it, and, through the layout's configuration, swipe actions (LST-8).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The views beside the content: trailing ones from the trailing edge inwards, in order;
    /// the delete button at the leading edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// How many steps the content is indented; 0 by default.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step; 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// The accessory views shown, leading ones first.
    private(set) var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

    /// The standard list content, ``UIListContentConfiguration/cell()``, to fill in and set.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// [chosen] A list row is never shorter than the list's standard 44 points, however little
    /// its content asks for (LST-24), as UIKit's rows at the default text size.
    override func fittingSize(for size: CGSize, estimating axes: (width: Bool, height: Bool)) -> CGSize {
        var fitted = super.fittingSize(for: size, estimating: axes)
        if axes.height { fitted.height = max(fitted.height, UICollectionLayoutListConfiguration.rowHeight) }
        return fitted
    }

    static let accessoryMargin: CGFloat = 16
    static let accessorySpacing: CGFloat = 8

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.isShown(editing: false) }.map { ($0, $0.makeView()) }
        for (_, view) in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var leading = CGFloat(indentationLevel) * indentationWidth
        var trailing = bounds.width
        for (accessory, view) in accessoryViews where accessory.isLeading {
            let size = view.frame.size
            view.frame = CGRect(x: leading + Self.accessoryMargin, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            leading = view.frame.maxX
        }
        for (accessory, view) in accessoryViews where !accessory.isLeading {
            let size = view.frame.size
            let gap = trailing == bounds.width ? Self.accessoryMargin : Self.accessorySpacing
            view.frame = CGRect(x: trailing - gap - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing = view.frame.minX
        }
        layOutContent(in: CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: bounds.height))
    }
}
