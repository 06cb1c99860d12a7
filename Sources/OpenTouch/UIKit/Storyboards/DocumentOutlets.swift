import Foundation
import InterfaceDocuments

/// An object's `<connections>`: outlets and outlet collections set, actions connected to
/// controls, recognizers and bar items, segues attached to what triggers them; then its
/// user-defined runtime attributes (NIB-5).
///
/// UIKit sets an outlet by key-value coding. Linux has none: a key of UIKit's own (a table's
/// `dataSource`, a view's `gestureRecognizers`) is set here, and a key of the app's by the code
/// the `InterfaceBuilderConnections` plugin writes (NIB-6). A key found in neither stops the load,
/// as UIKit's "not key value coding-compliant" exception does.
@MainActor
enum DocumentOutlets {
    static func connect(_ element: InterfaceElement, of object: AnyObject, graph: NibObjectGraph, segues: Bool = true) throws(InterfaceDocumentError) {
        guard let connections = element.child("connections") else { return }
        var collections: [(String, [Any])] = []
        for connection in connections.children {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"] else { continue }
                let destination = try target(connection, graph: graph)
                try set(property, of: object, to: destination, element: connection, graph: graph)
            case "outletCollection":
                guard let property = connection["property"], let destination = try target(connection, graph: graph) else { continue }
                if let index = collections.firstIndex(where: { $0.0 == property }) { collections[index].1.append(destination) } else { collections.append((property, [destination])) }
            case "action":
                try connectAction(connection, of: object, graph: graph)
            case "segue":
                if segues { try StoryboardSegueTemplate.attach(connection, to: object, graph: graph) }
            default:
                graph.reportNotApplied(connection, "connection <\(connection.name)>")
            }
        }
        for (property, values) in collections {
            try set(property, of: object, to: values, element: element, graph: graph)
        }
    }

    /// The object a connection's `destination` names; nil for First Responder.
    private static func target(_ connection: InterfaceElement, graph: NibObjectGraph) throws(InterfaceDocumentError) -> AnyObject? {
        guard let id = connection["destination"] else { throw graph.document.error(connection, "the connection has no destination") }
        if let found = graph.object(withID: id) { return found }
        if let placeholder = graph.document.element(withID: id), placeholder.name == "placeholder" { return nil }
        throw graph.document.error(connection, "the destination \(id) names nothing this load made")
    }

    /// Sets `key` of `object`: UIKit's own keys here, the app's through its generated connections.
    static func set(_ key: String, of object: AnyObject, to value: Any?, element: InterfaceElement, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        if setKnownKey(key, of: object, to: value) { return }
        for connections in graph.connections {
            do {
                if try connections.setValue(value, forKey: key, of: object) { return }
            } catch {
                throw graph.document.error(element, "\(error)")
            }
        }
        throw graph.document.error(element, "\(type(of: object)) has no key \"\(key)\" to set: it is set by the code the InterfaceBuilderConnections plugin writes, so the target must use the plugin, and the property must not be private (NIB-6)")
    }

    /// UIKit's own outlets, which documents connect: data sources, delegates, a controller's
    /// view, a view's recognizers, an item's custom view.
    private static func setKnownKey(_ key: String, of object: AnyObject, to value: Any?) -> Bool {
        switch (object, key) {
        case let (table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case let (table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case let (collection as UICollectionView, "dataSource"): collection.dataSource = value as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case let (scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case let (field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case let (textView as UITextView, "delegate"): textView.delegate = value as? UITextViewDelegate
        case let (search as UISearchBar, "delegate"): search.delegate = value as? UISearchBarDelegate
        case let (picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case let (picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case let (recognizer as UIGestureRecognizer, "delegate"): recognizer.delegate = value as? UIGestureRecognizerDelegate
        case let (controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case let (view as UIView, "gestureRecognizers"):
            for recognizer in (value as? [Any] ?? [value as Any]).compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
        case let (item as UIBarButtonItem, "customView"): item.customView = value as? UIView
        default: return false
        }
        return true
    }

    /// `<action selector=… destination=… eventType=…>`: a control's event, a recognizer's or a
    /// bar item's action, sent to the destination, or along the responder chain for First Responder.
    private static func connectAction(_ connection: InterfaceElement, of object: AnyObject, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        guard let name = connection["selector"] else { throw graph.document.error(connection, "the action has no selector") }
        let destination = try target(connection, graph: graph)
        let candidates = graph.connections.flatMap { $0.actions(named: name) }
        let selector = destination.map { target in candidates.first { $0.canBePerformed(by: target) } } ?? candidates.first
        guard let selector else {
            throw graph.document.error(connection, "no @IBAction method \(name) of \(destination.map { "\(type(of: $0))" } ?? "a responder") was found: the InterfaceBuilderConnections plugin names each @IBAction that is not private (NIB-6)")
        }
        switch object {
        case let control as UIControl:
            let event = connection["eventType"].flatMap(UIControl.Event.init(named:)) ?? .touchUpInside
            control.addTarget(destination, action: selector, for: event)
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(destination as Any, action: selector)
        case let item as UIBarButtonItem:
            item.target = destination
            item.action = selector
        default:
            throw graph.document.error(connection, "a \(type(of: object)) has no actions to connect")
        }
    }

    /// `<userDefinedRuntimeAttributes>`: each key path set to its value, after the outlets (NIB-5).
    static func applyRuntimeAttributes(_ element: InterfaceElement, to object: AnyObject, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute, graph: graph)
            if keyPath.hasPrefix("layer."), let view = object as? UIView {
                let layerKey = String(keyPath.dropFirst("layer.".count))
                if setLayerKey(layerKey, of: view.layer, to: value) { continue }
                graph.reportNotApplied(attribute, "key path \(keyPath)")
                continue
            }
            try set(keyPath, of: object, to: value, element: attribute, graph: graph)
        }
    }

    private static func runtimeValue(_ attribute: InterfaceElement, graph: NibObjectGraph) -> Any? {
        switch attribute["type"] {
        case "number": return attribute.child("real")?["value"].flatMap(Double.init) ?? attribute.child("integer")?["value"].flatMap(Double.init)
        case "boolean": return attribute["value"] == "YES"
        case "string", "localizedString": return attribute["value"]
        case "color": return attribute.child("color").flatMap { DocumentValues.color($0, in: graph.document) }
        case "image": return attribute["value"].flatMap { UIImage(named: $0) }
        case "size": return attribute.child("size").map(DocumentValues.size)
        case "rect": return attribute.child("rect").map(DocumentValues.rect)
        case "point": return attribute.child("point").map { CGPoint(x: DocumentValues.number($0["x"]) ?? 0, y: DocumentValues.number($0["y"]) ?? 0) }
        case "nil": return nil
        default: return attribute["value"]
        }
    }

    private static func setLayerKey(_ key: String, of layer: CALayer, to value: Any?) -> Bool {
        let number = (value as? Double).map { CGFloat($0) }
        switch key {
        case "cornerRadius": layer.cornerRadius = number ?? 0
        case "borderWidth": layer.borderWidth = number ?? 0
        case "masksToBounds": layer.masksToBounds = value as? Bool ?? false
        case "shadowOpacity": layer.shadowOpacity = Float(number ?? 0)
        case "shadowRadius": layer.shadowRadius = number ?? 0
        default: return false
        }
        return true
    }
}
