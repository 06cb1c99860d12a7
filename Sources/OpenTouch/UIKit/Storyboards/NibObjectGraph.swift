import Foundation
import InterfaceDocuments

/// One load of a storyboard scene or a nib: the objects made from its elements, by id, and the
/// work left once they all exist (constraints, connections, `awakeFromNib`) (NIB-1).
///
/// UIKit makes each object with `init?(coder:)`, which decodes the object's properties and its
/// subviews; then it sets outlets, connects actions, applies user-defined runtime attributes, and
/// sends `awakeFromNib` to every object it made, in that order. A load that finds something it
/// cannot make or connect stops with an `InterfaceDocumentError` naming the element, and hands
/// out nothing.
@MainActor
final class NibObjectGraph {
    let document: InterfaceDocument
    let bundle: Bundle
    /// The storyboard of a scene's load; nil for a nib.
    weak var storyboard: UIStoryboard?
    /// The nib's owner (File's Owner), or the scene's controller.
    weak var owner: AnyObject?
    /// The controller whose scene this is: the source of the scene's segues.
    weak var sceneController: UIViewController?
    /// The objects made, by the id of their element; placeholders too.
    private(set) var objects: [String: AnyObject] = [:]
    /// The objects made, in the order UIKit sends them `awakeFromNib`.
    private(set) var made: [(element: InterfaceElement, object: AnyObject)] = []
    /// The first error met inside an `init?(coder:)`, which cannot throw; the load throws it.
    var failure: InterfaceDocumentError?
    /// Elements and attributes already reported as not applied, so each is reported once.
    private static var reported: Set<String> = []
    /// Views whose constraints are added once every view exists.
    private var constrained: [(InterfaceElement, UIView)] = []
    /// Modules whose generated connections apply.
    private(set) var modules: [String] = []

    init(document: InterfaceDocument, bundle: Bundle, storyboard: UIStoryboard?, owner: AnyObject?) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
        self.owner = owner
        var modules = document.root.descendants().compactMap { $0["customModule"] }
        if let owner, let module = DocumentConnectionsDirectory.module(of: owner) { modules.append(module) }
        if let delegate = UIApplication.shared.delegate, let module = DocumentConnectionsDirectory.module(of: delegate) { modules.append(module) }
        modules += DocumentBundles.modules(of: bundle)
        var seen: Set<String> = []
        self.modules = modules.filter { seen.insert($0).inserted }
    }

    /// The generated connections of the modules this document's classes live in (NIB-6).
    lazy var connections: [any DocumentConnections.Type] = DocumentConnectionsDirectory.connections(modules: modules)

    func register(_ object: AnyObject, for element: InterfaceElement) {
        if let id = element.id { objects[id] = object }
        made.append((element, object))
    }

    /// Objects the document names but this load did not make: File's Owner, the scene's
    /// controller; prototype cells made later find them here.
    private(set) var placeholders: [String: AnyObject] = [:]

    /// A placeholder's object: File's Owner, the scene's controller.
    func registerPlaceholder(_ element: InterfaceElement, object: AnyObject?) {
        if let id = element.id, let object {
            objects[id] = object
            placeholders[id] = object
        }
    }

    /// An object made elsewhere that this load's connections may name.
    func registerObject(_ object: AnyObject, id: String) {
        objects[id] = object
        placeholders[id] = object
    }

    /// A layout guide a constraint may name: a view's safe area or margins.
    func registerGuide(_ guide: UILayoutGuide, id: String) {
        objects[id] = guide
    }

    func object(withID id: String?) -> AnyObject? {
        guard let id else { return nil }
        if id == controllerElement?.id { return sceneController }
        return objects[id]
    }

    /// The scene's controller element, once its controller is made.
    private(set) var controllerElement: InterfaceElement?

    /// The scene's controller, held weakly (it holds this load until its view is made). Its
    /// manual segues are attached at once, so that `performSegue` works before its view loads.
    func registerController(_ controller: UIViewController, for element: InterfaceElement) {
        guard controllerElement == nil else { return register(controller, for: element) }
        sceneController = controller
        controllerElement = element
        for segue in element.child("connections")?.children ?? [] where segue.name == "segue" && segue["kind"] != "relationship" {
            do { try StoryboardSegueTemplate.attach(segue, to: controller, graph: self) } catch { fail(with: error) }
        }
    }

    /// Records the first error; the load throws it when the object's initializer returns.
    func fail(_ element: InterfaceElement?, _ reason: String) {
        if failure == nil { failure = document.error(element, reason) }
    }

    func fail(with error: InterfaceDocumentError) {
        if failure == nil { failure = error }
    }

    /// Tells, once per document and element, that something the document holds has no effect
    /// here (NIB-1): the load goes on, as UIKit's does for a key it does not know.
    func reportNotApplied(_ element: InterfaceElement, _ what: String) {
        let key = "\(document.path)|\(element.name)|\(what)"
        guard Self.reported.insert(key).inserted else { return }
        Diagnostics.report(.documentNotApplied, "\(document.path):\(element.line): <\(element.name)>: \(what) is not applied (NIB-1)")
    }

    // MARK: Classes

    /// The class of an element: its `customClass` found in the app's modules, or the UIKit class
    /// of its tag. An unknown custom class is reported and the tag's class used, as UIKit does.
    func objectClass(of element: InterfaceElement, base: AnyClass) -> AnyClass {
        guard let name = element.customClass else { return base }
        if let found = customClass(named: name, module: element["customModule"]) { return found }
        Diagnostics.report(.documentNotApplied, "\(document.path):\(element.line): Unknown class \(name) in Interface Builder file; a \(base) is made instead (NIB-2)")
        return base
    }

    func customClass(named name: String, module: String?) -> AnyClass? {
        for connections in self.connections {
            if let found = connections.classNamed(name) { return found }
        }
        for candidate in ([module].compactMap { $0 } + modules) {
            if let found = NSClassFromString("\(candidate).\(name)") { return found }
        }
        return NSClassFromString(name)
    }

    // MARK: Making objects

    /// Makes the object of any element a document places: a view, a controller, a recognizer, a
    /// bar item or an object of the app's.
    func make(_ element: InterfaceElement) throws(InterfaceDocumentError) -> AnyObject {
        let object: AnyObject
        if let viewClass = DocumentClasses.views[element.name] {
            object = try makeView(element, base: viewClass)
        } else if let controllerClass = DocumentClasses.controllers[element.name] {
            object = try makeController(element, base: controllerClass)
        } else if let recognizerClass = DocumentClasses.recognizers[element.name] {
            object = makeRecognizer(element, base: recognizerClass)
        } else if element.name == "barButtonItem" {
            object = makeBarButtonItem(element)
        } else if element.name == "customObject" {
            guard let name = element.customClass, let made = connections.lazy.compactMap({ $0.makeObject(ofClass: name) }).first else {
                throw document.error(element, "\(element.customClass ?? "an object without a class") cannot be made: the InterfaceBuilderConnections plugin makes the app's objects by class (NIB-6)")
            }
            object = made
            register(object, for: element)
        } else {
            throw document.error(element, "OpenTouch cannot make a <\(element.name)>")
        }
        if let failure { throw failure }
        return object
    }

    /// A view, made as UIKit makes it: `init?(coder:)`, which decodes the element (NIB-2).
    func makeView(_ element: InterfaceElement, base: UIView.Type) throws(InterfaceDocumentError) -> UIView {
        guard let type = objectClass(of: element, base: base) as? UIView.Type else {
            throw document.error(element, "\(element.customClass ?? "") is not a view, where <\(element.name)> needs one")
        }
        guard let view = type.init(coder: NibCoder(element: element, graph: self)) else {
            throw document.error(element, "init?(coder:) of \(type) returned nil")
        }
        if let failure { throw failure }
        return view
    }

    /// A controller, made with `init?(coder:)` (NIB-3).
    func makeController(_ element: InterfaceElement, base: UIViewController.Type,
                        creator: ((NSCoder) -> UIViewController?)? = nil) throws(InterfaceDocumentError) -> UIViewController {
        guard let type = objectClass(of: element, base: base) as? UIViewController.Type else {
            throw document.error(element, "\(element.customClass ?? "") is not a view controller, where <\(element.name)> needs one")
        }
        let coder = NibCoder(element: element, graph: self)
        guard let controller = creator?(coder) ?? type.init(coder: coder) else {
            throw document.error(element, "init?(coder:) of \(type) returned nil")
        }
        if let failure { throw failure }
        return controller
    }

    private func makeRecognizer(_ element: InterfaceElement, base: UIGestureRecognizer.Type) -> UIGestureRecognizer {
        if let name = element.customClass {
            reportNotApplied(element, "customClass \(name) (a recognizer of the app's class cannot be made by name; a \(base) is made)")
        }
        let recognizer = DocumentClasses.makeRecognizer(element.name)
        DocumentProperties.apply(element, to: recognizer, graph: self)
        register(recognizer, for: element)
        return recognizer
    }

    private func makeBarButtonItem(_ element: InterfaceElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element["systemItem"].flatMap({ DocumentClasses.barSystemItems[$0] }) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: element["title"], style: element["style"] == "done" ? .done : .plain, target: nil, action: nil)
            if let image = DocumentValues.image(element["image"], of: element) { item.image = image }
        }
        if let tag = element["tag"].flatMap(Int.init) { item.tag = tag }
        if element["enabled"] == "NO" { item.isEnabled = false }
        register(item, for: element)
        return item
    }

    // MARK: Finishing

    /// Adds the constraints of `view`'s element once every view of the load exists.
    func constrainLater(_ element: InterfaceElement, _ view: UIView) {
        constrained.append((element, view))
    }

    /// Constraints, connections, user-defined runtime attributes, then `awakeFromNib` to every
    /// object made since `start` (NIB-2, NIB-5).
    func finish(from start: Int = 0) throws(InterfaceDocumentError) {
        let pending = constrained
        constrained = []
        for (element, view) in pending { try DocumentConstraints.add(element, to: view, graph: self) }
        let batch = Array(made[start...])
        if start == 0, let element = controllerElement, let controller = sceneController {
            try DocumentOutlets.connect(element, of: controller, graph: self, segues: false)
            try DocumentOutlets.applyRuntimeAttributes(element, to: controller, graph: self)
        }
        for entry in batch { try DocumentOutlets.connect(entry.element, of: entry.object, graph: self) }
        for entry in batch { try DocumentOutlets.applyRuntimeAttributes(entry.element, to: entry.object, graph: self) }
        // UIKit declares `awakeFromNib` on NSObject; OpenTouch's is UIResponder's, so a recognizer
        // or a bar item has none to call.
        for entry in batch { (entry.object as? UIResponder)?.awakeFromNib() }
    }
}
