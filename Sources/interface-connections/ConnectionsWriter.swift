import Foundation

/// The Swift file of a target's connections (NIB-6): one class, `GeneratedDocumentConnections`,
/// that OpenTouch finds by name in the module of the classes a document names.
struct ConnectionsWriter {
    /// Classes the target declares; only these can be named in the file.
    let classes: Set<String>
    /// For each custom class the documents name, the keys they set on it (outlets, outlet
    /// collections, user-defined runtime attributes).
    let keys: [String: Set<String>]
    /// Each class's `@IBAction` methods.
    let actions: [String: [SourceScanner.Action]]
    /// The custom segue classes the documents name.
    let segues: Set<String>
    /// The classes of the documents' `<customObject>`s.
    let objects: Set<String>
    /// The documents read, for the header.
    let documents: [String]

    func source() -> String {
        var out = """
        // Written by OpenTouch's InterfaceBuilderConnections plugin from \(documents.isEmpty ? "no documents" : documents.joined(separator: ", ")).
        // Do not edit: it is written again whenever a document or a source changes.
        #if canImport(UIKit)
        import UIKit
        #else
        import OpenTouch
        #endif

        @MainActor
        final class GeneratedDocumentConnections: DocumentConnections {

        """
        out += "    static func classNamed(_ name: String) -> AnyClass? {\n        switch name {\n"
        for name in classes.sorted() { out += "        case \"\(name)\": return \(name).self\n" }
        out += "        default: return nil\n        }\n    }\n\n"

        out += "    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) throws(DocumentConnectionError) -> Bool {\n"
        for owner in keys.keys.sorted() where classes.contains(owner) {
            let names = keys[owner]!.sorted()
            out += "        if let object = object as? \(owner) {\n            switch key {\n"
            for key in names {
                out += "            case \"\(key)\": try DocumentConnectionError.assign(value, to: &object.\(key), key: key, of: object); return true\n"
            }
            out += "            default: break\n            }\n        }\n"
        }
        out += "        return false\n    }\n\n"

        out += "    static func actions(named selector: String) -> [Selector] {\n        switch selector {\n"
        var bySelector: [String: [String]] = [:]
        for owner in actions.keys.sorted() {
            var seen: Set<String> = []
            for action in actions[owner]! where seen.insert(action.selector).inserted {
                bySelector[action.selector, default: []].append("Selector(\(owner).\(action.swiftName))")
            }
        }
        for selector in bySelector.keys.sorted() {
            out += "        case \"\(selector)\": return [\(bySelector[selector]!.joined(separator: ", "))]\n"
        }
        out += "        default: return []\n        }\n    }\n"
        let madeObjects = objects.filter(classes.contains).sorted()
        if !madeObjects.isEmpty {
            out += "\n    static func makeObject(ofClass name: String) -> AnyObject? {\n        switch name {\n"
            for name in madeObjects { out += "        case \"\(name)\": return \(name)()\n" }
            out += "        default: return nil\n        }\n    }\n"
        }
        let madeSegues = segues.filter(classes.contains).sorted()
        if !madeSegues.isEmpty {
            out += "\n    static func segue(ofClass name: String, identifier: String?, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue? {\n        switch name {\n"
            for name in madeSegues { out += "        case \"\(name)\": return \(name)(identifier: identifier, source: source, destination: destination)\n" }
            out += "        default: return nil\n        }\n    }\n"
        }
        out += "}\n"
        return out
    }
}
