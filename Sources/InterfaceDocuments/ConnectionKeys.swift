import Foundation

/// Which keys a document sets on which custom class (NIB-6): its outlets, outlet collections and
/// user-defined runtime attributes, found on the object that holds each connection.
public enum ConnectionKeys {
    /// Pairs of (custom class, key), in document order.
    public static func settableKeys(in document: InterfaceDocument) -> [(String, String)] {
        var found: [(String, String)] = []
        for element in document.root.descendants() {
            guard let owner = element.customClass else { continue }
            for connection in element.child("connections")?.children ?? [] where connection.name == "outlet" || connection.name == "outletCollection" {
                if let property = connection["property"] { found.append((owner, property)) }
            }
            for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
                if let keyPath = attribute["keyPath"], !keyPath.contains(".") { found.append((owner, keyPath)) }
            }
        }
        return found
    }

    /// The classes of `<customObject>` elements, which the app's code makes.
    public static func objectClasses(in document: InterfaceDocument) -> [String] {
        document.root.descendants().filter { $0.name == "customObject" }.compactMap(\.customClass)
    }

    /// The classes of custom segues (`<segue kind="custom" customClass=…>`).
    public static func segueClasses(in document: InterfaceDocument) -> [String] {
        document.root.descendants().filter { $0.name == "segue" }.compactMap(\.customClass)
    }
}
