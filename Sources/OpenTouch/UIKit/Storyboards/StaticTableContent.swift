import Foundation
import InterfaceDocuments

/// A table's static cells, as a storyboard lays them out (`dataMode="static"`) (NIB-4).
///
/// The cells are made with the scene, so the controller's outlets reach their subviews and their
/// segues are attached. `UITableViewController`'s data source and delegate methods answer from
/// them by default, as UIKit's do: a subclass that overrides one and calls `super` gets the
/// document's answer.
@MainActor
final class StaticTableContent {
    struct Section {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
        var heights: [CGFloat?]
    }

    private(set) var sections: [Section] = []

    static func decode(_ element: InterfaceElement, into table: UITableView, graph: NibObjectGraph) {
        let content = StaticTableContent()
        for sectionElement in element.child("sections")?.children ?? [] where sectionElement.name == "tableViewSection" {
            var section = Section(header: sectionElement["headerTitle"], footer: sectionElement["footerTitle"], cells: [], heights: [])
            for cellElement in sectionElement.child("cells")?.children ?? [] where cellElement.name == "tableViewCell" {
                do {
                    guard let cell = try graph.makeView(cellElement, base: UITableViewCell.self) as? UITableViewCell else { continue }
                    section.cells.append(cell)
                    section.heights.append(DocumentValues.number(cellElement["rowHeight"]))
                } catch {
                    return graph.fail(with: error)
                }
            }
            content.sections.append(section)
        }
        table.staticContent = content
    }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    func height(at indexPath: IndexPath) -> CGFloat? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].heights.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].heights[indexPath.row]
    }
}

@MainActor
private var staticContentKey: UInt8 = 0

extension UITableView {
    /// The storyboard's static cells of this table, if it has them (NIB-4).
    var staticContent: StaticTableContent? {
        get { AssociatedObjects.value(for: &staticContentKey, on: self) as? StaticTableContent }
        set { AssociatedObjects.set(newValue, for: &staticContentKey, on: self, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
