import Foundation
import InterfaceDocuments

/// The coder `init?(coder:)` receives when an object is made from a storyboard or nib (NIB-1).
///
/// It answers what the document holds for the object's element: `containsValue(forKey:)` and the
/// `decode…(forKey:)` methods read its attributes (`decodeObject(forKey: "text")` is the text
/// Interface Builder wrote), so that an app's `init?(coder:)` that reads a value finds it.
/// OpenTouch's own classes decode their properties from it inside their `init?(coder:)`, as
/// UIKit's do, so that an app's code after `super.init(coder:)` sees them set.
final class NibCoder: NSCoder, @unchecked Sendable {
    /// The object's element.
    let element: InterfaceElement
    /// The load this object is part of.
    let graph: NibObjectGraph

    init(element: InterfaceElement, graph: NibObjectGraph) {
        self.element = element
        self.graph = graph
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        if let child = element.child(key: key) {
            return child.name == "string" ? child.text : child.attributes
        }
        return nil
    }

    override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) } ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
