import Foundation

/// One element of an Interface Builder document (`.storyboard`, `.xib`), as Xcode writes it: its
/// tag, its attributes, its children, and the line it starts on, for error messages.
///
/// The documents are XML; OpenTouch reads them as they are, at run time, with Foundation's parser
/// (NIB-1), and the build plugin reads the same tree to write the outlets' Swift (NIB-6).
public final class InterfaceElement: @unchecked Sendable {
    /// The tag: `view`, `label`, `viewController`, `constraint`, …
    public let name: String
    /// The attributes as written.
    public let attributes: [String: String]
    /// The child elements, in document order.
    public internal(set) var children: [InterfaceElement] = []
    /// The line of the document the element starts on (1-based).
    public let line: Int
    /// The element that holds this one; nil for the document's root.
    public internal(set) weak var parent: InterfaceElement?
    /// Text inside the element (a `<string>`'s multi-line text), with surrounding whitespace kept.
    public internal(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// The attribute named `key`.
    public subscript(key: String) -> String? { attributes[key] }

    /// The element's `id`, which connections and constraints refer to.
    public var id: String? { attributes["id"] }

    /// The role the element plays in its parent: its `key` attribute (`view`, `frame`,
    /// `backgroundColor`, `navigationItem`), or nil for a plain child (a subview, a prototype).
    public var key: String? { attributes["key"] }

    /// The first child named `name`, optionally with the `key` given.
    public func child(_ name: String, key: String? = nil) -> InterfaceElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its tag.
    public func child(key: String) -> InterfaceElement? {
        children.first { $0.key == key }
    }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> [InterfaceElement] {
        var found: [InterfaceElement] = []
        func walk(_ element: InterfaceElement) {
            for child in element.children {
                found.append(child)
                walk(child)
            }
        }
        walk(self)
        return found
    }

    /// The `customClass` the element names, if any.
    public var customClass: String? { attributes["customClass"] }
}
