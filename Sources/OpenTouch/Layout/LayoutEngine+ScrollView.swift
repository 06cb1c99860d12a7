import Foundation

/// Auto Layout inside a scroll view (LAY-12): the content's edges and the content size.
extension LayoutEngine {
    /// The scroll view's content guide when `item` is a scroll view whose edge `attribute` a
    /// constraint inside it names (it is the constraint's owner): edges seen from the content are
    /// the content's, as UIKit documents, while its width and height stay its frame's. Nil for
    /// anything else, and for tables and collection views, which size their content themselves.
    static func contentGuide(standingFor item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in owner: UIView) -> UILayoutGuide? {
        guard let scrollView = item as? UIScrollView, scrollView === owner, !attribute.isDimension,
              ownsContentSize(scrollView) else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY: return scrollView.contentLayoutGuide
        default: return nil
        }
    }

    /// Whether constraints give `scrollView` its content size: a plain scroll view does, a table
    /// or a collection view works its own out from its rows and items.
    static func ownsContentSize(_ scrollView: UIScrollView) -> Bool {
        !(scrollView is UITableView || scrollView is UICollectionView)
    }

    /// LAY-12: the content size the constraints on the content guide give, once the scroll view's
    /// subviews are placed; nothing when no constraint names the content's edges or its guide.
    func applyContentSize(to scrollView: UIScrollView, scale: Double) {
        guard LayoutEngine.ownsContentSize(scrollView),
              let guide = scrollView.extras?.layoutGuides.first(where: { $0.kind == .scrollContent }),
              let solved = exactFrame(of: guide) else { return }
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale + 0 }
        let size = CGSize(width: max(0, pixel(solved.width)), height: max(0, pixel(solved.height)))
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }
}
