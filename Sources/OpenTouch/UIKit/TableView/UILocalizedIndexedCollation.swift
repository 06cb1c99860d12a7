import Foundation

/// Groups and sorts objects into the sections of an indexed table by the first letter of a
/// string each gives (LST-25): the sections and index titles of the current language.
///
/// [chosen] The collation is English's, as on a device set to English: the sections "A" to "Z"
/// then "#", letters compared without case or accents; an object whose string starts with
/// anything else goes in "#".
@preconcurrency @MainActor
open class UILocalizedIndexedCollation: NSObject {
    /// The collation of the current language.
    open class func current() -> Self { self.init() }

    public required override init() {
        super.init()
    }

    /// The sections' titles: "A" to "Z", then "#".
    open var sectionTitles: [String] { Self.letters + ["#"] }
    /// The titles the table's index shows: the same.
    open var sectionIndexTitles: [String] { sectionTitles }

    private static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    /// The section an index title stands for.
    open func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }

    /// The section `object` belongs in, by the string its `selector` method returns (LST-25).
    /// An object that does not answer the selector with a string is reported and goes in "#".
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        let key = Self.folded(string(of: object, selector))
        guard let first = key.first.map(String.init), let index = Self.letters.firstIndex(of: first) else { return Self.letters.count }
        return index
    }

    /// `array` sorted by the strings its objects' `selector` method returns, as the language
    /// orders them (without case or accents) (LST-25).
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.map { (object: $0, key: Self.folded(string(of: $0, selector))) }
        return keyed.enumerated().sorted { left, right in
            left.element.key == right.element.key ? left.offset < right.offset : left.element.key < right.element.key
        }.map(\.element.object)
    }

    private func string(of object: Any, _ selector: Selector) -> String {
        guard case .returned(let value) = selector.perform(on: object as AnyObject, with: nil), let text = value as? String else {
            Diagnostics.report(.invalidArgument, "UILocalizedIndexedCollation: \(type(of: object)) does not return a String from \(selector) (LST-25)")
            return ""
        }
        return text
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en")).uppercased()
    }
}
