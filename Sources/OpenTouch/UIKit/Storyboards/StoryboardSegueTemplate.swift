import Foundation
import InterfaceDocuments

/// A segue as a storyboard describes it, kept by what triggers it until it is performed (NIB-7):
/// its kind, identifier, destination and options. Performing makes a new ``UIStoryboardSegue``
/// and a new destination each time, as UIKit does.
@MainActor
final class StoryboardSegueTemplate {
    let element: InterfaceElement
    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "show" }
    private weak var storyboard: UIStoryboard?
    private weak var source: UIViewController?
    private let connections: [any DocumentConnections.Type]

    init(element: InterfaceElement, storyboard: UIStoryboard, source: UIViewController, connections: [any DocumentConnections.Type]) {
        self.element = element
        self.storyboard = storyboard
        self.source = source
        self.connections = connections
    }

    /// Attaches a `<segue>` of `object`'s connections to what triggers it: a control's primary
    /// action, a recognizer's recognition, a bar item's action, a cell's selection, or the
    /// controller itself (performed by identifier). An embed segue is performed at once.
    static func attach(_ element: InterfaceElement, to object: AnyObject, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        guard element["kind"] != "relationship" else { return }
        guard let storyboard = graph.storyboard, let source = graph.sceneController else {
            throw graph.document.error(element, "a segue outside a storyboard's scene")
        }
        let template = StoryboardSegueTemplate(element: element, storyboard: storyboard, source: source, connections: graph.connections)
        if template.kind == "embed" {
            guard let container = object as? UIView else { throw graph.document.error(element, "an embed segue from a \(type(of: object)), where a container view is needed") }
            return try template.embed(in: container, graph: graph)
        }
        switch object {
        case let controller as UIViewController:
            controller.segueTemplates.append(template)
        case let cell as UITableViewCell:
            if element["trigger"] == "accessoryAction" { graph.reportNotApplied(element, "a segue triggered by the accessory") } else { cell.selectionSegue = template }
        case let cell as UICollectionViewCell:
            cell.selectionSegue = template
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in template.perform(sender: control, triggered: true) }, for: .primaryActionTriggered)
        case let recognizer as UIGestureRecognizer:
            let trigger = SegueTrigger(template: template)
            SegueTrigger.keep(trigger, on: recognizer)
            recognizer.addTarget(trigger, action: Selector(SegueTrigger.fire))
        case let item as UIBarButtonItem:
            let trigger = SegueTrigger(template: template)
            SegueTrigger.keep(trigger, on: item)
            item.target = trigger
            item.action = Selector(SegueTrigger.fire)
        default:
            throw graph.document.error(element, "a \(type(of: object)) cannot trigger a segue")
        }
    }

    /// Performs the segue (NIB-7): asks the source (when a touch triggered it), makes the
    /// destination and the segue, tells the source `prepare(for:sender:)`, then performs it.
    func perform(sender: Any?, triggered: Bool) {
        guard let source, let storyboard else { return }
        if kind == "unwind" { return performUnwind(from: source, sender: sender, triggered: triggered) }
        if triggered, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
        guard let destinationID = element["destination"],
              let destination = storyboard.instantiateScene(withID: destinationID, creator: segueAction(of: source, sender: sender)) else {
            Diagnostics.report(.invalidArgument, "\(storyboard.documentPath):\(element.line): the segue's destination cannot be made (NIB-7)")
            return
        }
        let segue = makeSegue(source: source, destination: destination, sender: sender)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The source's `@IBSegueAction` the document names (`destinationCreationSelector`), as the
    /// creator of the destination: it is handed the coder (and the sender, when it takes one) and
    /// returns the controller, or nil for the storyboard to make it (NIB-7).
    private func segueAction(of source: UIViewController, sender: Any?) -> UIStoryboard.ViewControllerCreator? {
        guard let name = element["destinationCreationSelector"] else { return nil }
        guard let selector = connections.flatMap({ $0.actions(named: name) }).first(where: { $0.canBePerformed(by: source) }) else {
            Diagnostics.report(.invalidArgument, "no @IBSegueAction \(name) of \(type(of: source)) was found: the InterfaceBuilderConnections plugin names each one that is not private (NIB-7)")
            return nil
        }
        return { [weak source] coder in
            guard let source else { return nil }
            for result in [selector.perform(on: source, with: coder), selector.perform(on: source, with: coder, sender)] {
                if case .returned(let made) = result { return made as? UIViewController }
            }
            return nil
        }
    }

    private func makeSegue(source: UIViewController, destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
        let animated = element["animates"] != "NO"
        switch kind {
        case "custom":
            if let name = element.customClass {
                for connections in connections {
                    if let segue = connections.segue(ofClass: name, identifier: identifier, source: source, destination: destination) { return segue }
                }
                Diagnostics.report(.invalidArgument, "Unknown segue class \(name): the InterfaceBuilderConnections plugin makes the app's segue classes (NIB-7)")
            }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        case "showDetail", "replace":
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak source] in
                source?.showDetailViewController(destination, sender: sender)
            }
        case "presentation", "modal", "popoverPresentation":
            if kind == "popoverPresentation" {
                destination.modalPresentationStyle = .popover
                if let item = sender as? UIBarButtonItem { destination.popoverPresentationController?.barButtonItem = item }
                else { destination.popoverPresentationController?.sourceView = sender as? UIView ?? source.view }
            } else if let style = element["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) {
                destination.modalPresentationStyle = style
            }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak source] in
                source?.present(destination, animated: animated)
            }
        default:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak source] in
                source?.show(destination, sender: sender)
            }
        }
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic, "custom": .custom,
    ]

    /// An embed segue: the destination becomes a child whose view fills the container (NIB-7).
    private func embed(in container: UIView, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        guard let source, let storyboard, let destinationID = element["destination"],
              let child = storyboard.instantiateScene(withID: destinationID) else {
            throw graph.document.error(element, "the embedded controller cannot be made")
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: child)
        source.prepare(for: segue, sender: nil)
        source.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: source)
    }

    // MARK: Unwinding

    /// An unwind segue (NIB-8): the destination is the nearest controller, from the source back
    /// along the navigation stacks and presentations, that says it can perform the unwind action;
    /// the source prepares, the destination's unwind action runs, then what lies above it is
    /// dismissed and popped.
    private func performUnwind(from source: UIViewController, sender: Any?, triggered: Bool) {
        guard let action = element["unwindAction"] else { return }
        let selectors = connections.flatMap { $0.actions(named: action) }
        var destination: UIViewController?
        var unwindAction: Selector?
        for candidate in Self.unwindCandidates(from: source) {
            guard let selector = selectors.first(where: { $0.canBePerformed(by: candidate) }) ?? selectors.first else { break }
            if candidate.canPerformUnwindSegueAction(selector, from: source, sender: sender) {
                destination = candidate
                unwindAction = selector
                break
            }
        }
        guard let destination, let unwindAction else {
            Diagnostics.report(.invalidArgument, "no controller back from \(type(of: source)) performs the unwind action \(action) (NIB-8)")
            return
        }
        if triggered, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        segue.performHandler = { [unowned segue] in
            // What the destination's side presented goes first; then each container between
            // pops toward it, as UIKit's containers do in `unwind(for:towards:)`.
            if Self.root(of: destination).presentedViewController != nil { destination.dismiss(animated: true) }
            var container = destination.parent
            while let current = container {
                current.unwind(for: segue, towards: destination)
                container = current.parent
            }
        }
        source.prepare(for: segue, sender: sender)
        unwindAction.perform(on: destination, sender: segue, event: nil)
        segue.perform()
    }

    /// Controllers an unwind may reach, nearest first: those below the source in its navigation
    /// stacks, its containers, then those of the controller that presented it, and so on.
    static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var found: [UIViewController] = []
        var current: UIViewController? = source
        while let controller = current {
            var link: UIViewController? = controller
            while let inner = link {
                if let navigation = inner.navigationController ?? (inner.parent as? UINavigationController),
                   let index = navigation.viewControllers.firstIndex(where: { $0 === inner || inner.isDescendant(of: $0) }) {
                    for below in navigation.viewControllers[..<index].reversed() where !found.contains(where: { $0 === below }) { found.append(below) }
                }
                if inner !== source, !found.contains(where: { $0 === inner }) { found.append(inner) }
                link = inner.parent
            }
            let top = Self.root(of: controller)
            current = top.presentingViewController
            if let presenter = current {
                let visible = Self.visible(in: presenter)
                if !found.contains(where: { $0 === visible }) { found.append(visible) }
                current = visible
            }
        }
        return found
    }

    private static func root(of controller: UIViewController) -> UIViewController {
        var top = controller
        while let parent = top.parent { top = parent }
        return top
    }

    private static func visible(in controller: UIViewController) -> UIViewController {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController { return visible(in: top) }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController { return visible(in: selected) }
        return controller
    }
}

/// Fires a segue from a recognizer or a bar item, which call a target's method.
@MainActor
final class SegueTrigger {
    let template: StoryboardSegueTemplate
    init(template: StoryboardSegueTemplate) { self.template = template }
    func fire(_ sender: Any) { template.perform(sender: sender, triggered: true) }

    nonisolated(unsafe) private static var key: UInt8 = 0

    /// Keeps `trigger` as long as `object` lives: recognizers and bar items hold their targets weakly.
    static func keep(_ trigger: SegueTrigger, on object: AnyObject) {
        AssociatedObjects.set(trigger, for: &key, on: object, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UIViewController {
    /// Whether `ancestor` holds this controller, through its children.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current = parent
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parent
        }
        return false
    }
}
