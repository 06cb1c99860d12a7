import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant` (LAY-1).
///
/// Activating a constraint adds it to the solver of its views' tree; changing ``constant`` on an
/// active constraint re-solves incrementally, and the views move at the next layout pass (LAY-4),
/// which runs before every event, so the next touch hit-tests the new frames.
///
/// ```swift
/// card.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///     card.widthAnchor.constraint(equalToConstant: 200),
/// ])
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates; raw values are UIKit's.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare; raw values are UIKit's.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// An axis, for hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item: a view or a layout guide. Held weakly, as in UIKit.
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute the constraint sets.
    public let firstAttribute: Attribute
    /// Whether the first side is equal to, at most, or at least the second.
    public let relation: Relation
    /// The second item, or nil for a constant (`width == 100`).
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute; `.notAnAttribute` for a constant.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// A distance between two anchors standing for the first or second side (LAY-15), made by
    /// `anchorWithOffset(to:)`.
    var firstOffset: LayoutSpan?
    var secondOffset: LayoutSpan?

    /// Every view or guide the constraint names, the ends of its distances included.
    var allItems: [AnyObject] {
        var items = [firstItem, secondItem]
        for span in [firstOffset, secondOffset].compactMap({ $0 }) { items += [span.fromItem, span.toItem] }
        return items.compactMap { $0 }
    }

    /// The constant added; changing it on an active constraint moves the views at the next layout
    /// pass, re-solving incrementally (LAY-5).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive else { return }
            LayoutEngine.constantDidChange(self, from: oldValue)
        }
    }

    /// The constraint's priority. Between 1 and 1000; an active constraint cannot change between
    /// required and not required (UIKit raises; OpenTouch reports it and keeps the old priority).
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(1000, max(1, priority.rawValue)))
            if clamped != priority { priority = clamped; return }
            guard isActive, priority != oldValue else { return }
            if (priority == .required) != (oldValue == .required) {
                Diagnostics.report(.invalidArgument, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). (LAY-1)")
                priority = oldValue
                return
            }
            LayoutEngine.structureDidChange(self, from: oldValue)
        }
    }

    /// A name for the constraint in logs and in the unsatisfiable-constraints message.
    open var identifier: String?

    /// Whether the constraint takes part in layout; setting it adds it to (or removes it from) the
    /// constraints of its items' nearest common ancestor, as UIKit does (LAY-1).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// The view whose ``UIView/constraints`` hold it while active.
    weak var installedOn: UIView?

    /// A constraint in UIKit's long form. `multiplier` 0 with a second item, or a second item with
    /// `.notAnAttribute`, are programming errors UIKit raises; OpenTouch reports them.
    ///
    /// Designated, so that a subclass that declares no initializer of its own (SnapKit's
    /// `LayoutConstraint`) inherits it, as it does from UIKit's (LAY-1).
    public init(item view1: Any, attribute firstAttribute: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
        if second != nil, secondAttribute == .notAnAttribute {
            Diagnostics.report(.invalidArgument, "NSLayoutConstraint: a second item needs an attribute other than .notAnAttribute (LAY-1)")
        }
        if firstAttribute.isDimension != (second == nil ? firstAttribute.isDimension : secondAttribute.isDimension),
           firstAttribute.isHorizontal != secondAttribute.isHorizontal, second != nil {
            Diagnostics.report(.invalidArgument, "NSLayoutConstraint: \(firstAttribute) and \(secondAttribute) are on different axes (LAY-1)")
        }
    }

    deinit {
        // Associated objects (RUN-1) go with their constraint, as on iOS.
        AssociatedObjects.objectDidEnd(ObjectIdentifier(self))
    }

    /// Activates every constraint, faster than one by one in UIKit; the same here.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// As UIKit prints constraints: `<NSLayoutConstraint: card.width == 200   (active)>`.
    open override var description: String {
        MainActor.assumeIsolated { text }
    }

    private var text: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let view = item as? UIView, let id = view.accessibilityIdentifier { return id }
            return "\(type(of: item))"
        }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if secondItem != nil {
            rhs = "\(name(secondItem)).\(secondAttribute)"
            if multiplier != 1 { rhs = "\(String(format: "%g", Double(multiplier)))*\(rhs)" }
            if constant != 0 { rhs += constant > 0 ? " + \(String(format: "%g", Double(constant)))" : " - \(String(format: "%g", Double(-constant)))" }
        } else {
            rhs = String(format: "%g", Double(constant))
        }
        let priorityText = priority == .required ? "" : " @\(Int(priority.rawValue))"
        let id = identifier.map { " '\($0)'" } ?? ""
        return "<NSLayoutConstraint\(id) \(name(firstItem)).\(firstAttribute) \(op) \(rhs)\(priorityText)\(isActive ? "   (active)" : "")>"
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    /// UIKit's names, as constraints print them.
    public var description: String {
        switch self {
        case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
        case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
        case .centerX: "centerX"; case .centerY: "centerY"; case .lastBaseline: "lastBaseline"; case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"; case .topMargin: "topMargin"; case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"; case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"; case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Width and height are sizes; the rest are positions.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is along the x axis.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}
