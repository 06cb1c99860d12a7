import Foundation

/// What a module's storyboards and nibs need from its code, written by the
/// `InterfaceBuilderConnections` build plugin (NIB-6).
///
/// Linux has no key-value coding and no Objective-C runtime: nothing can set an outlet, make a
/// class or call an action by the name a document gives it. The plugin writes one class per
/// target, `GeneratedDocumentConnections`, that does it by naming each one, and OpenTouch finds
/// it by name in the module of the classes a document names. Code that does not use the plugin
/// can write a type of its own and ``register(_:)`` it.
@preconcurrency @MainActor
public protocol DocumentConnections: AnyObject {
    /// The module's class named `name` (a document's `customClass`), or nil.
    static func classNamed(_ name: String) -> AnyClass?
    /// Sets `key` (an outlet, an outlet collection, a user-defined runtime attribute) of `object`
    /// to `value`; false when the object has no such key. Throws when the value does not fit.
    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) throws(DocumentConnectionError) -> Bool
    /// The `@IBAction` methods whose Objective-C selector is `selector` (as a document writes it,
    /// `tapped:`), one per class that declares one.
    static func actions(named selector: String) -> [Selector]
    /// An object of the module's class `name`, for a document's `<customObject>` (NIB-6).
    static func makeObject(ofClass name: String) -> AnyObject?
    /// A segue of the module's class `name` (a custom segue's `customClass`), or nil (NIB-7).
    static func segue(ofClass name: String, identifier: String?, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue?
}

extension DocumentConnections {
    /// No objects of the module's own.
    public static func makeObject(ofClass name: String) -> AnyObject? { nil }

    /// No segue classes of the module's own.
    public static func segue(ofClass name: String, identifier: String?, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue? {
        nil
    }

    /// Makes the connections of a module known without the plugin, or before its classes are
    /// named: documents loaded afterwards use them (NIB-6).
    public static func register(_ connections: any DocumentConnections.Type) {
        DocumentConnectionsDirectory.registered.append(connections)
    }
}

/// An outlet or attribute whose value does not fit the property the document names (NIB-6).
public struct DocumentConnectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key the document names.
    public let key: String
    /// The object's class.
    public let owner: String
    /// What the document connects, and what the property holds.
    public let reason: String

    public var description: String { "\(owner).\(key): \(reason)" }

    /// Sets `property` to `value` cast to its type: the generated code's one way to set a key.
    /// Numbers convert between `Double`, `CGFloat`, `Float` and `Int`, as key-value coding would.
    @MainActor
    public static func assign<Value>(_ value: Any?, to property: inout Value, key: String, of object: AnyObject) throws(DocumentConnectionError) {
        if let fitting = value as? Value {
            property = fitting
            return
        }
        if let number = value as? Double {
            for candidate in [number as Any, CGFloat(number), Float(number), Int(number), number != 0] {
                if let fitting = candidate as? Value { property = fitting; return }
            }
        }
        if value == nil, let none = Optional<Any>.none as? Value {
            property = none
            return
        }
        throw DocumentConnectionError(key: key, owner: "\(type(of: object))",
                                      reason: "the document connects \(value.map { "a \(type(of: $0))" } ?? "nothing"), and the property holds \(Value.self)")
    }
}

/// Finds the connections of a module: the plugin's `GeneratedDocumentConnections` in it, found by
/// name once and kept, and those registered by hand.
@MainActor
enum DocumentConnectionsDirectory {
    static var registered: [any DocumentConnections.Type] = []
    private static var byModule: [String: (any DocumentConnections.Type)?] = [:]

    /// The connections of every module named, then those registered.
    static func connections(modules: [String]) -> [any DocumentConnections.Type] {
        var found: [any DocumentConnections.Type] = []
        for module in modules {
            if byModule[module] == nil {
                byModule[module] = .some(_typeByName("\(module).GeneratedDocumentConnections") as? any DocumentConnections.Type)
            }
            if let connections = byModule[module] ?? nil, !found.contains(where: { $0 == connections }) { found.append(connections) }
        }
        for connections in registered where !found.contains(where: { $0 == connections }) { found.append(connections) }
        return found
    }

    /// The module of an object of the app's: `App` for `App.ViewController`.
    static func module(of object: AnyObject) -> String? {
        let name = String(reflecting: type(of: object))
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let module = String(name[..<dot])
        return module == "OpenTouch" || module == "Foundation" || module == "Swift" ? nil : module
    }
}
