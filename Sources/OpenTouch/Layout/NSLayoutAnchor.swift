import Foundation

/// One attribute of a view or layout guide, to make constraints from with type-checked partners:
/// an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions (LAY-1).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: other?.item,
                                            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        // LAY-15: a distance between two anchors stands in for a plain attribute on either side.
        constraint.firstOffset = (self as? LayoutOffsetDimension)?.span
        constraint.secondOffset = (other as? LayoutOffsetDimension)?.span
        return constraint
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}

/// An anchor along the x axis: leading, trailing, left, right, centre.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain (LAY-15): equal
    /// to a width, a constant, or another such distance.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        LayoutOffsetDimension(from: self, to: otherAnchor, attribute: .width)
    }
    /// `self == anchor + multiplier × 8`: UIKit's standard spacing between siblings (LAY-1).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}

/// An anchor along the y axis: top, bottom, centre, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain (LAY-15).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        LayoutOffsetDimension(from: self, to: otherAnchor, attribute: .height)
    }
    /// `self == anchor + multiplier × 8`: UIKit's standard spacing below a sibling (LAY-1).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}

/// A width or height anchor, which also relates to constants and, with a multiplier, to other
/// dimensions (LAY-1).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// Two anchors of one axis whose distance a constraint relates (LAY-15): `to − from`.
struct LayoutSpan {
    weak var fromItem: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute
    weak var toItem: AnyObject?
    let toAttribute: NSLayoutConstraint.Attribute
}

/// The dimension `anchorWithOffset(to:)` makes: the distance between two anchors (LAY-15).
final class LayoutOffsetDimension: NSLayoutDimension {
    let span: LayoutSpan

    init<Axis>(from: NSLayoutAnchor<Axis>, to: NSLayoutAnchor<Axis>, attribute: NSLayoutConstraint.Attribute) {
        span = LayoutSpan(fromItem: from.item, fromAttribute: from.attribute, toItem: to.item, toAttribute: to.attribute)
        // Its item is the first anchor's, so that the constraint finds its views.
        super.init(item: from.item ?? NSNull(), attribute: attribute)
    }
}
