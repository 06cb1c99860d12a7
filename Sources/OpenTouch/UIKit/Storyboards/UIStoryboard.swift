import Foundation
import InterfaceDocuments

/// The controllers of a `.storyboard` file, each made anew when asked for (NIB-3).
///
/// OpenTouch reads the storyboard Xcode wrote, as it is, when the storyboard is first made (it
/// compiles nothing ahead). A controller comes from ``instantiateInitialViewController()`` or
/// ``instantiateViewController(withIdentifier:)``: made with `init?(coder:)`, with its title,
/// navigation item and tab bar item, and the controllers its relationship segues name (a
/// navigation controller's root, a tab bar controller's tabs); its view is made from the scene
/// when first used, with the scene's outlets, actions and segues connected before `viewDidLoad`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The document, or nil when it could not be found or read (reported when the storyboard was made).
    let document: InterfaceDocument?
    let bundle: Bundle
    var documentPath: String { document?.path ?? "" }

    /// The storyboard named `name` (without `.storyboard`) in `storyboardBundleOrNil`, or in the
    /// main bundle and the resource bundles beside the program when nil.
    ///
    /// UIKit raises when there is no such storyboard; OpenTouch reports it (``Diagnostics``,
    /// with the folders searched) and the storyboard makes no controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let found = DocumentBundles.find(name, extension: "storyboard", in: storyboardBundleOrNil)
        bundle = found.bundle
        if let url = found.url {
            do {
                document = try InterfaceDocument(contentsOf: url)
            } catch {
                Diagnostics.report(.invalidArgument, "\(error) (NIB-1)")
                document = nil
            }
        } else {
            Diagnostics.report(.invalidArgument, "Could not find a storyboard named '\(name)' in bundle \(found.bundle.bundlePath) (searched \(found.searched.joined(separator: ", "))) (NIB-3)")
            document = nil
        }
        super.init()
    }

    /// A function that makes a controller from the coder a storyboard gives it, so that the
    /// controller's own initializer can take more arguments (`init?(coder:item:)`).
    public typealias ViewControllerCreator = (NSCoder) -> UIViewController?

    /// The controller the storyboard marks as its entry point, or nil when it marks none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document?.root["initialViewController"] else { return nil }
        return instantiateScene(withID: id)
    }

    /// The entry point, made by `creator` (which calls the controller's own initializer with the
    /// coder), or as ``instantiateInitialViewController()`` does when it returns nil.
    public func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = document?.root["initialViewController"] else { return nil }
        return instantiateScene(withID: id, creator: creator.map { make in { make($0) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`.
    ///
    /// UIKit raises when none has it; OpenTouch reports it and returns a plain controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(identifier: identifier, creator: nil)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` when given.
    public func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let made = instantiate(identifier: identifier, creator: creator.map { make in { make($0) } })
        guard let typed = made as? ViewController else {
            let message = "the storyboard's controller \(identifier) is a \(type(of: made)), not a \(ViewController.self) (NIB-3)"
            Diagnostics.report(.invalidArgument, message)
            // Swift's cast would stop the program here; a controller of the type asked for, made
            // from no document, lets it go on after the report.
            guard let stand = ViewController(coder: NSCoder()) else { fatalError(message) }
            return stand
        }
        return typed
    }

    private func instantiate(identifier: String, creator: ViewControllerCreator?) -> UIViewController {
        let element = document?.root.descendants().first { DocumentClasses.controllers[$0.name] != nil && $0["storyboardIdentifier"] == identifier }
        guard let element, let id = element.id, let controller = instantiateScene(withID: id, creator: creator) else {
            Diagnostics.report(.invalidArgument, "Storyboard (\(documentPath)) doesn't contain a view controller with identifier '\(identifier)' (NIB-3)")
            return UIViewController(nibName: nil, bundle: nil)
        }
        return controller
    }

    /// Makes the controller of the scene whose controller element has `id`, with its relationships;
    /// nil (reported) when the scene cannot be made. A reference to another storyboard makes that
    /// storyboard's controller.
    func instantiateScene(withID id: String, creator: ViewControllerCreator? = nil) -> UIViewController? {
        guard let document, let element = document.element(withID: id) else { return nil }
        if element.name == "viewControllerPlaceholder" {
            let other = element["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
            if let identifier = element["referencedIdentifier"] { return other.instantiateViewController(withIdentifier: identifier) }
            return other.instantiateInitialViewController()
        }
        guard let base = DocumentClasses.controllers[element.name] else {
            Diagnostics.report(.invalidArgument, "\(document.error(element, "OpenTouch cannot make a <\(element.name)> controller")) (NIB-3)")
            return nil
        }
        let graph = NibObjectGraph(document: document, bundle: bundle, storyboard: self, owner: nil)
        do {
            let controller = try graph.makeController(element, base: base, creator: creator)
            try StoryboardScenes.relate(controller, element: element, storyboard: self, graph: graph)
            controller.awakeFromNib()
            return controller
        } catch {
            Diagnostics.report(.invalidArgument, "\(error) (NIB-3)")
            return nil
        }
    }
}
