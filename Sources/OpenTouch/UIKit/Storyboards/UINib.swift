import Foundation
import InterfaceDocuments

/// The objects of a `.xib` file, made anew each time it is instantiated (NIB-4).
///
/// ``instantiate(withOwner:options:)`` makes the document's top-level objects with
/// `init?(coder:)`, sets the outlets it names (those of File's Owner on the owner given),
/// connects its actions, and sends each object `awakeFromNib`; it returns the top-level objects
/// in document order, without File's Owner and First Responder. Tables and collection views make
/// their cells from a registered nib the same way.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib names as external placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let document: InterfaceDocument?
    private let bundle: Bundle
    private let missing: String?

    /// The nib named `name` (without `.xib`) in `bundleOrNil`, or in the main bundle and the
    /// resource bundles beside the program when nil. A nib that cannot be found or read is
    /// reported when it is instantiated, as UIKit raises then.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let found = DocumentBundles.find(name, extension: "xib", in: bundleOrNil)
        bundle = found.bundle
        var problem: String?
        var document: InterfaceDocument?
        if let url = found.url {
            do { document = try InterfaceDocument(contentsOf: url) } catch { problem = "\(error)" }
        } else {
            problem = "Could not load NIB in bundle: '\(found.bundle.bundlePath)' with name '\(name)' (searched \(found.searched.joined(separator: ", ")))"
        }
        self.document = document
        missing = problem
        super.init()
    }

    /// A nib from the bytes of a `.xib` document.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? .main
        var problem: String?
        var document: InterfaceDocument?
        do { document = try InterfaceDocument(data: data, path: "<nib data>") } catch { problem = "\(error)" }
        self.document = document
        missing = problem
        super.init()
    }

    /// Makes the nib's objects, with `ownerOrNil` as File's Owner; an empty array (reported)
    /// when the nib cannot be loaded, with nothing half connected.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try load(owner: ownerOrNil.map { $0 as AnyObject }, external: optionsOrNil?[.externalObjects] as? [String: Any] ?? [:])
        } catch {
            Diagnostics.report(.invalidArgument, "\(error) (NIB-4)")
            return []
        }
    }

    /// The objects, or the error that stopped the load.
    func load(owner: AnyObject?, external: [String: Any] = [:]) throws(InterfaceDocumentError) -> [AnyObject] {
        guard let document else { throw InterfaceDocumentError(path: "", line: nil, element: nil, reason: missing ?? "no document") }
        let graph = NibObjectGraph(document: document, bundle: bundle, storyboard: nil, owner: owner)
        guard let objects = document.root.child("objects") else { throw document.error(document.root, "the nib has no <objects>") }
        var topLevel: [AnyObject] = []
        for element in objects.children {
            if element.name == "placeholder" {
                switch element["placeholderIdentifier"] {
                case "IBFilesOwner": graph.registerPlaceholder(element, object: owner)
                case "IBFirstResponder": continue
                default:
                    if let identifier = element["placeholderIdentifier"], let object = external[identifier] {
                        graph.registerPlaceholder(element, object: object as AnyObject)
                    }
                }
                continue
            }
            topLevel.append(try graph.make(element))
        }
        if let owner, let id = objects.children.first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" }), id.child("connections") != nil {
            try DocumentOutlets.connect(id, of: owner, graph: graph)
        }
        try graph.finish()
        return topLevel
    }

    /// The first object of the nib of `type`, for registered cells and headers.
    func firstObject<T: AnyObject>(of type: T.Type) -> T? {
        instantiate(withOwner: nil).lazy.compactMap { $0 as? T }.first
    }
}

extension Bundle {
    /// Makes the objects of the nib named `name` in this bundle with `owner` as File's Owner (NIB-4);
    /// nil (reported) when there is none.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        do {
            return try nib.load(owner: owner.map { $0 as AnyObject }, external: options?[.externalObjects] as? [String: Any] ?? [:])
        } catch {
            Diagnostics.report(.invalidArgument, "\(error) (NIB-4)")
            return nil
        }
    }
}
