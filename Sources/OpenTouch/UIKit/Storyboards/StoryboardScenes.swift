import Foundation
import InterfaceDocuments

/// A controller's part of a storyboard scene: what its `init?(coder:)` decodes (title, items,
/// presentation), its relationships, and its view, made from the scene when first used (NIB-3).
@MainActor
enum StoryboardScenes {
    /// Decodes the controller's own element; called from `UIViewController.init?(coder:)`.
    static func decode(_ controller: UIViewController, coder: NSCoder) {
        guard let nib = coder as? NibCoder else { return }
        let element = nib.element, graph = nib.graph
        graph.registerController(controller, for: element)
        controller.sceneLoad = graph
        controller.storyboardStorage = graph.storyboard
        if let title = element["title"] { controller.title = title }
        if let style = element["modalPresentationStyle"].flatMap({ StoryboardSegueTemplate.presentationStyles[$0] }) { controller.modalPresentationStyle = style }
        if element["hidesBottomBarWhenPushed"] == "YES" { controller.hidesBottomBarWhenPushed = true }
        if element["definesPresentationContext"] == "YES" { controller.definesPresentationContext = true }
        if let size = element.child("size", key: "freeformSize") { controller.preferredContentSize = DocumentValues.size(size) }
        if let item = element.child("navigationItem", key: "navigationItem") { decodeNavigationItem(item, of: controller, graph: graph) }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            if let system = item["systemItem"].flatMap({ systemTabItems[$0] }) {
                controller.tabBarItem = UITabBarItem(tabBarSystemItem: system, tag: Int(item["tag"] ?? "") ?? 0)
            } else {
                controller.tabBarItem = UITabBarItem(title: item["title"], image: DocumentValues.image(item["image"], of: item), tag: Int(item["tag"] ?? "") ?? 0)
            }
            graph.register(controller.tabBarItem, for: item)
        }
        if let items = element.child("toolbarItems") {
            controller.toolbarItems = items.children.compactMap { try? graph.make($0) as? UIBarButtonItem }
        }
        if let navigation = controller as? UINavigationController {
            if let bar = element.child("navigationBar", key: "navigationBar"), bar["prefersLargeTitles"] == "YES" { navigation.navigationBar.prefersLargeTitles = true }
            if element["toolbarHidden"] == "NO" { navigation.isToolbarHidden = false }
        }
    }

    static let systemTabItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
        "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    private static func decodeNavigationItem(_ element: InterfaceElement, of controller: UIViewController, graph: NibObjectGraph) {
        decodeItem(element, into: controller.navigationItem, graph: graph)
    }

    /// A navigation item's title, large-title mode and bar button items.
    static func decodeItem(_ element: InterfaceElement, into item: UINavigationItem, graph: NibObjectGraph) {
        graph.register(item, for: element)
        if let title = element["title"] { item.title = title }
        let modes: [String: UINavigationItem.LargeTitleDisplayMode] = ["always": .always, "never": .never, "automatic": .automatic]
        if let mode = element["largeTitleDisplayMode"].flatMap({ modes[$0] }) { item.largeTitleDisplayMode = mode }
        for child in element.children where child.name == "barButtonItem" {
            guard let made = try? graph.make(child) as? UIBarButtonItem else { continue }
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = made
            case "rightBarButtonItem": item.rightBarButtonItem = made
            case "backBarButtonItem": item.backBarButtonItem = made
            default: graph.reportNotApplied(child, "a bar button item for \(child.key ?? "no key")")
            }
        }
        for (key, set) in [("leftBarButtonItems", { (items: [UIBarButtonItem]) in item.leftBarButtonItems = items }),
                           ("rightBarButtonItems", { (items: [UIBarButtonItem]) in item.rightBarButtonItems = items })] {
            if let list = element.child(key: key) { set(list.children.compactMap { try? graph.make($0) as? UIBarButtonItem }) }
        }
    }

    /// The controllers a container's relationship segues name: a navigation controller's root, a
    /// tab bar controller's tabs in order, a split view controller's columns (NIB-3).
    static func relate(_ controller: UIViewController, element: InterfaceElement, storyboard: UIStoryboard, graph: NibObjectGraph) throws(InterfaceDocumentError) {
        var related: [(String, UIViewController)] = []
        for segue in element.child("connections")?.children ?? [] where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let id = segue["destination"], let destination = storyboard.instantiateScene(withID: id) else {
                throw graph.document.error(segue, "the relationship's destination cannot be made")
            }
            related.append((segue["relationship"] ?? "", destination))
        }
        guard !related.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            navigation.setViewControllers(related.filter { $0.0 == "rootViewController" }.map(\.1), animated: false)
        case let tabs as UITabBarController:
            tabs.viewControllers = related.filter { $0.0 == "viewControllers" }.map(\.1)
        case let split as UISplitViewController:
            split.viewControllers = related.map(\.1)
        default:
            graph.reportNotApplied(element, "relationship segues of a \(type(of: controller))")
        }
    }

    /// The controller's view, made from its scene: the view's element, then the scene's other
    /// objects (recognizers, objects of the app's), then their constraints and connections, and
    /// `awakeFromNib` to each (NIB-3, NIB-5). Nil when the scene has no view. A scene that cannot
    /// be loaded is reported and leaves the controller a plain view, with nothing half connected.
    static func loadView(of controller: UIViewController, from graph: NibObjectGraph) -> UIView? {
        guard let element = graph.controllerElement, let viewElement = element.children.first(where: { $0.key == "view" }),
              let base = DocumentClasses.views[viewElement.name] else { return nil }
        do {
            let view = try graph.makeView(viewElement, base: base)
            // The old top and bottom layout guides: constraints name them by id.
            for guide in element.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                if let id = guide.id { graph.registerGuide(view.layoutSupportGuide(guide["type"] == "bottom" ? .bottomLayoutSupport : .topLayoutSupport), id: id) }
            }
            if let refresh = element.child("refreshControl", key: "refreshControl"), let table = view as? UITableView {
                table.refreshControl = try graph.makeView(refresh, base: UIRefreshControl.self) as? UIRefreshControl
            }
            if let objects = element.parent, objects.name == "objects" {
                for other in objects.children where other !== element && other.name != "placeholder" && other.name != "exit" {
                    _ = try graph.make(other)
                }
            }
            controller.view = view
            try graph.finish()
            return view
        } catch {
            Diagnostics.report(.invalidArgument, "the view of \(type(of: controller)) cannot be loaded: \(error) (NIB-3)")
            return UIView(frame: UIScreen.main.bounds)
        }
    }
}
