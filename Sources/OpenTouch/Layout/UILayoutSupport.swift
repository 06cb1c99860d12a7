import Foundation

/// A band at the top or bottom of a view controller's view that content should stay clear of:
/// what ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide`` give
/// (LAY-13).
///
/// UIKit deprecated both in iOS 11 for the safe area, and has answered them from the safe area
/// since: the top guide runs from the view's top to the top of its safe area, the bottom one from
/// the bottom of its safe area to the view's bottom. Code of the iOS 7 era, and libraries that
/// still accept them (SnapKit's `ConstraintLayoutSupport`), constrain to their anchors.
///
/// ```swift
/// list.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The band's height: the safe area's inset at that edge (LAY-13).
    var length: CGFloat { get }
    /// The band's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height, as an anchor.
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a system guide of its view, placed by the
/// layout engine from the view's safe area (LAY-13).
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIView {
    /// The view's top or bottom layout-support guide, made and added the first time it is asked for.
    func layoutSupportGuide(_ kind: UILayoutGuide.Kind) -> LayoutSupportGuide {
        if let guide = extras?.layoutGuides.first(where: { $0.kind == kind }) as? LayoutSupportGuide { return guide }
        let guide = LayoutSupportGuide(kind: kind, owningView: self)
        writableExtras.layoutGuides.append(guide)
        return guide
    }
}
