import Foundation
import Testing
import UIKit
import OpenTouch

private final class Contact: NSObject {
    let name: String
    init(_ name: String) { self.name = name }
    func sortName() -> String { name }
}

@Suite("UILocalizedIndexedCollation: an indexed contacts list's sections (LST-25)")
@MainActor
struct IndexedCollationTests {
    @Test("LST-25 sections A to Z then #, objects sorted and grouped by their collation string, without case or accents")
    func groupsAndSorts() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27 && collation.sectionTitles.first == "A" && collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles && collation.section(forSectionIndexTitleAt: 3) == 3)
        let contacts = ["zoë", "Émile", "adam", "Eve", "42 Club", "Bob"].map(Contact.init)
        let selector = Selector(Contact.sortName)
        let sorted = collation.sortedArray(from: contacts, collationStringSelector: selector).map { ($0 as! Contact).name }
        #expect(sorted == ["42 Club", "adam", "Bob", "Émile", "Eve", "zoë"])
        let sections = contacts.map { collation.section(for: $0, collationStringSelector: selector) }
        #expect(sections == [25, 4, 0, 4, 26, 1])
    }
}
