import Foundation
import InterfaceDocuments

/// A view's `<constraints>`: each made between the views and guides it names, and added to the
/// view that holds it, as Interface Builder places it (NIB-2).
///
/// A constraint without `firstItem` is about the view that holds it; without `secondItem` and
/// `secondAttribute` it is a constant (a width, a height).
@MainActor
enum DocumentConstraints {
    static func add(_ element: InterfaceElement, to view: UIView, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        guard let list = element.child("constraints") else { return }
        var made: [NSLayoutConstraint] = []
        for item in list.children where item.name == "constraint" {
            let first: AnyObject
            if let id = item["firstItem"] {
                guard let found = graph.object(withID: id) else { throw graph.document.error(item, "firstItem \(id) names nothing this document made") }
                first = found
            } else {
                first = view
            }
            guard let firstAttribute = item["firstAttribute"].flatMap({ DocumentValues.layoutAttributes[$0] }) else {
                throw graph.document.error(item, "firstAttribute \"\(item["firstAttribute"] ?? "")\" is not a layout attribute")
            }
            var second: AnyObject?
            var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            if let name = item["secondAttribute"] {
                guard let attribute = DocumentValues.layoutAttributes[name] else {
                    throw graph.document.error(item, "secondAttribute \"\(name)\" is not a layout attribute")
                }
                secondAttribute = attribute
                if let id = item["secondItem"] {
                    guard let found = graph.object(withID: id) else { throw graph.document.error(item, "secondItem \(id) names nothing this document made") }
                    second = found
                } else {
                    second = view
                }
            }
            let relations: [String: NSLayoutConstraint.Relation] = ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: item["relation"].flatMap { relations[$0] } ?? .equal,
                                                toItem: second, attribute: secondAttribute,
                                                multiplier: multiplier(item["multiplier"]), constant: DocumentValues.number(item["constant"]) ?? 0)
            if let priority = DocumentValues.number(item["priority"]) { constraint.priority = UILayoutPriority(Float(priority)) }
            if let identifier = item["identifier"] { constraint.identifier = identifier }
            graph.register(constraint, for: item)
            made.append(constraint)
        }
        view.addConstraints(made)
    }

    /// `multiplier="2"` or `multiplier="16:9"`.
    private static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }
}
