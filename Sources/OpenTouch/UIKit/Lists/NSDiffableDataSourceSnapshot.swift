import Foundation

/// The sections and items a diffable data source shows, by identifier (LST-18): built, changed,
/// then applied, and the data source works out the inserts, deletes and moves.
///
/// UIKit stops the app when a snapshot is misused (an identifier appended twice, an item added to
/// a section the snapshot does not have). OpenTouch ignores the misuse, leaving the snapshot as it
/// was, and reports it (``Diagnostics``) when the snapshot is applied, as the snapshot may be built
/// away from the main actor.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections, in order, each with its items in order.
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The section each item is in.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// What was misused, for the data source to report.
    private(set) var problems: [String] = []

    /// The items marked for reloading: their cells are made again.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring: their cells are configured again.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many sections the snapshot has.
    public var numberOfSections: Int { sections.count }
    /// How many items it has, in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// Its sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Its items' identifiers, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items `identifier`'s section has; 0 when there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        position(of: identifier).map { sections[$0].items.count } ?? 0
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        position(of: identifier).map { sections[$0].items } ?? []
    }

    /// The section `identifier` is in.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// Where `identifier` is among all the snapshot's items, counted across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// Where `identifier` is among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        position(of: identifier)
    }

    /// The index path of `identifier`.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = position(of: section),
              let item = sections[sectionIndex].items.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The item at `indexPath`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// How many items each section has, in order.
    var counts: [Int] { sections.map(\.items.count) }

    private func position(of section: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == section }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.map({ position(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return misuse("appendItems: " + (sectionIdentifier.map { "there is no section \($0)" } ?? "the snapshot has no section to append to"))
        }
        guard acceptsNew(identifiers, "appendItems") else { return }
        sections[section].items += identifiers
        for item in identifiers { sectionOfItem[item] = sections[section].id }
    }

    /// Adds `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Adds `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        let verb = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        guard let path = indexPath(of: anchor) else { return misuse("\(verb): the snapshot has no item \(anchor)") }
        guard acceptsNew(identifiers, verb) else { return }
        sections[path.section].items.insert(contentsOf: identifiers, at: path.item + (after ? 1 : 0))
        for item in identifiers { sectionOfItem[item] = sections[path.section].id }
    }

    /// Removes `identifiers`; those the snapshot does not have are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
        for item in identifiers { sectionOfItem[item] = nil }
    }

    /// Removes every item and every section, as UIKit's does.
    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
    }

    /// Moves `identifier` to just before `toIdentifier`, which may be in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier` to just after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        let verb = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard identifier != anchor else { return misuse("\(verb): an item cannot move relative to itself (\(identifier))") }
        guard let from = indexPath(of: identifier), indexPath(of: anchor) != nil else {
            return misuse("\(verb): the snapshot has no item \(indexPath(of: identifier) == nil ? identifier : anchor)")
        }
        sections[from.section].items.remove(at: from.item)
        let to = indexPath(of: anchor)!
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[to.section].id
    }

    /// Marks `identifiers` so that applying the snapshot makes their cells again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard knows(identifiers, "reloadItems") else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks `identifiers` so that applying the snapshot configures their cells again, keeping them.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard knows(identifiers, "reconfigureItems") else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers, "appendSections") else { return }
        sections += identifiers.map { ($0, []) }
    }

    /// Adds sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = position(of: toIdentifier) else { return misuse("insertSections(_:beforeSection:): there is no section \(toIdentifier)") }
        guard acceptsNewSections(identifiers, "insertSections(_:beforeSection:)") else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// Adds sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = position(of: toIdentifier) else { return misuse("insertSections(_:afterSection:): there is no section \(toIdentifier)") }
        guard acceptsNewSections(identifiers, "insertSections(_:afterSection:)") else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = position(of: identifier) else { continue }
            for item in sections[index].items { sectionOfItem[item] = nil }
            sections.remove(at: index)
        }
    }

    /// Moves a section before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        let verb = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard identifier != anchor, let from = position(of: identifier), position(of: anchor) != nil else {
            return misuse("\(verb): cannot move section \(identifier) relative to \(anchor)")
        }
        let moving = sections.remove(at: from)
        sections.insert(moving, at: position(of: anchor)! + (after ? 1 : 0))
    }

    /// Marks sections so that applying the snapshot makes their cells again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where position(of: identifier) == nil {
            return misuse("reloadSections: there is no section \(identifier)")
        }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Checks

    private mutating func misuse(_ message: String) {
        problems.append(message + "; the snapshot is left as it was (LST-18)")
    }

    /// Whether `identifiers` are all new to the snapshot and to each other.
    private mutating func acceptsNew(_ identifiers: [ItemIdentifierType], _ verb: String) -> Bool {
        let present = sectionOfItem
        return accepts(Self.duplicates(identifiers) { present[$0] != nil }, kind: "item", verb)
    }

    private mutating func acceptsNewSections(_ identifiers: [SectionIdentifierType], _ verb: String) -> Bool {
        let present = Set(sections.map(\.id))
        return accepts(Self.duplicates(identifiers) { present.contains($0) }, kind: "section", verb)
    }

    /// The identifiers already present, or given twice.
    private static func duplicates<Identifier: Hashable>(_ identifiers: [Identifier], isPresent: (Identifier) -> Bool) -> [Identifier] {
        var seen = Set<Identifier>()
        return identifiers.filter { isPresent($0) || !seen.insert($0).inserted }
    }

    private mutating func accepts<Identifier>(_ duplicates: [Identifier], kind: String, _ verb: String) -> Bool {
        guard duplicates.isEmpty else {
            misuse("\(verb): supplied \(kind) identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" }.joined(separator: ", "))")
            return false
        }
        return true
    }

    private mutating func knows(_ identifiers: [ItemIdentifierType], _ verb: String) -> Bool {
        let unknown = identifiers.filter { sectionOfItem[$0] == nil }
        guard unknown.isEmpty else {
            misuse("\(verb): the snapshot has no item \(unknown.map { "\($0)" }.joined(separator: ", "))")
            return false
        }
        return true
    }

    /// The snapshot with its reload marks and problems cleared, as a data source keeps it.
    var settled: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.problems = []
        return copy
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
