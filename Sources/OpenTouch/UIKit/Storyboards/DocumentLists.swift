import Foundation
import InterfaceDocuments

/// Tables and collection views from a document: their row metrics and layout, and their
/// prototype cells, registered under their reuse identifiers (NIB-4).
///
/// A prototype is made again from its element for every cell the table dequeues, in a load of
/// its own: its outlets, actions and segues are connected, and it hears `awakeFromNib`, as each
/// cell UIKit unarchives from a prototype does.
@MainActor
enum DocumentLists {
    static func apply(_ element: InterfaceElement, to table: UITableView, graph: NibObjectGraph) {
        let number = { (name: String) in DocumentValues.number(element[name]) }
        if let height = number("rowHeight") { table.rowHeight = height }
        if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if let allows = DocumentValues.flag(element["allowsSelection"]) { table.allowsSelection = allows }
        if let allows = DocumentValues.flag(element["allowsMultipleSelection"]) { table.allowsMultipleSelection = allows }
        forEachPrototype(element.child("prototypes")?.children ?? [], named: "tableViewCell", graph: graph) { identifier, maker in
            table.registerCellFactory(identifier) { maker.make(base: UITableViewCell.self) as? UITableViewCell }
        }
        if element["dataMode"] == "static" { StaticTableContent.decode(element, into: table, graph: graph) }
        for (key, set) in [("tableHeaderView", { (view: UIView) in table.tableHeaderView = view }), ("tableFooterView", { (view: UIView) in table.tableFooterView = view })] {
            guard let child = element.child(key: key), let base = DocumentClasses.views[child.name] else { continue }
            do { set(try graph.makeView(child, base: base)) } catch { return graph.fail(with: error) }
        }
    }

    static func apply(_ element: InterfaceElement, to collection: UICollectionView, graph: NibObjectGraph) {
        if let allows = DocumentValues.flag(element["allowsSelection"]) { collection.allowsSelection = allows }
        if let allows = DocumentValues.flag(element["allowsMultipleSelection"]) { collection.allowsMultipleSelection = allows }
        if let layoutElement = element.child("collectionViewFlowLayout", key: "collectionViewLayout"),
           let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout {
            let number = { (name: String) in DocumentValues.number(layoutElement[name]) }
            if let spacing = number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if layoutElement["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            if let size = layoutElement.child("size", key: "itemSize") { layout.itemSize = DocumentValues.size(size) }
            if let size = layoutElement.child("size", key: "headerReferenceSize") { layout.headerReferenceSize = DocumentValues.size(size) }
            if let size = layoutElement.child("size", key: "footerReferenceSize") { layout.footerReferenceSize = DocumentValues.size(size) }
            if let inset = layoutElement.child("inset", key: "sectionInset") { layout.sectionInset = DocumentValues.insets(inset) }
        }
        forEachPrototype(element.child("cells")?.children ?? [], named: "collectionViewCell", graph: graph) { identifier, maker in
            collection.registerCellFactory(identifier) { maker.make(base: UICollectionViewCell.self) as? UICollectionViewCell }
        }
        // Header and footer prototypes, registered for their kinds.
        let kinds = ["sectionHeaderView": UICollectionView.elementKindSectionHeader, "sectionFooterView": UICollectionView.elementKindSectionFooter]
        for prototype in element.children where prototype.name == "collectionReusableView" {
            guard let kind = prototype.key.flatMap({ kinds[$0] }), let identifier = prototype["reuseIdentifier"] else {
                graph.reportNotApplied(prototype, "a reusable view without a kind or reuse identifier")
                continue
            }
            let maker = PrototypeMaker(element: prototype, graph: graph)
            collection.registerSupplementaryFactory(kind: kind, identifier: identifier) { maker.make(base: UICollectionReusableView.self) as? UICollectionReusableView }
        }
    }

    /// Hands each prototype of `elements` with the tag `name`, and its reuse identifier, to
    /// `register`; a prototype without an identifier is reported.
    private static func forEachPrototype(_ elements: [InterfaceElement], named name: String, graph: NibObjectGraph,
                                         register: (String, PrototypeMaker) -> Void) {
        for prototype in elements where prototype.name == name {
            guard let identifier = prototype["reuseIdentifier"] else {
                graph.reportNotApplied(prototype, "a prototype cell without a reuse identifier")
                continue
            }
            register(identifier, PrototypeMaker(element: prototype, graph: graph))
        }
    }

    /// A cell's content view from its element: the content view's own properties and subviews,
    /// in the cell's content view (NIB-4). Called from the cells' `init?(coder:)` once the cell
    /// has its content view. A cell of a built-in style keeps its own labels: the labels the
    /// document shows for them are the cell's.
    static func decodeContentView(of cell: UIView, contentView: UIView, coder: NSCoder) {
        guard let nib = coder as? NibCoder else { return }
        let graph = nib.graph
        guard let element = nib.element.child(key: "contentView") else { return }
        graph.register(contentView, for: element)
        if let tableCell = cell as? UITableViewCell, tableCell.style != .default || nib.element["textLabel"] != nil {
            let builtIn: [(String, UIView?)] = [("textLabel", tableCell.textLabel), ("detailTextLabel", tableCell.detailTextLabel), ("imageView", tableCell.imageView)]
            var skipped: Set<String> = []
            for (attribute, view) in builtIn {
                guard let id = nib.element[attribute], let view, let label = graph.document.element(withID: id) else { continue }
                skipped.insert(id)
                graph.register(view, for: label)
                DocumentViewKinds.apply(label, to: view, graph: graph)
            }
            let subviews = element.child("subviews")?.children.filter { !skipped.contains($0.id ?? "") } ?? []
            DocumentProperties.add(subviews, to: contentView, graph: graph)
        } else {
            DocumentProperties.addSubviews(of: element, to: contentView, graph: graph)
        }
        if let color = DocumentProperties.color("backgroundColor", of: element, graph: graph) { contentView.backgroundColor = color }
        graph.constrainLater(element, contentView)
    }

}

/// Makes a prototype's cell in a load of its own, for the table or collection view that
/// dequeues it (NIB-4).
@MainActor
final class PrototypeMaker {
    private let element: InterfaceElement
    private let document: InterfaceDocument
    private let bundle: Bundle
    private weak var storyboard: UIStoryboard?
    private weak var owner: AnyObject?
    private weak var sceneController: UIViewController?
    private let inherited: [String: Weak]

    private struct Weak { weak var object: AnyObject? }

    init(element: InterfaceElement, graph: NibObjectGraph) {
        self.element = element
        document = graph.document
        bundle = graph.bundle
        storyboard = graph.storyboard
        owner = graph.owner
        sceneController = graph.sceneController
        inherited = graph.placeholders.mapValues { Weak(object: $0) }
    }

    func make(base: UIView.Type) -> UIView? {
        let graph = NibObjectGraph(document: document, bundle: bundle, storyboard: storyboard, owner: owner)
        graph.sceneController = sceneController
        for (id, held) in inherited { if let object = held.object { graph.registerObject(object, id: id) } }
        do {
            let cell = try graph.makeView(element, base: base)
            try graph.finish()
            return cell
        } catch {
            Diagnostics.report(.invalidArgument, "a prototype cell cannot be made: \(error) (NIB-4)")
            return nil
        }
    }
}
