import Foundation
import Testing

/// What the engine's sources may name: the delivery's own types and the UIKit types every touch
/// passes through, never a widget or a recognizer of a particular kind; the take-over rules speak
/// of roles that widgets declare (`TakeoverRoles.swift`).
@Suite("The engine names no widget and no recognizer class (CTL-8, GR-19, SCR-1..9, LST-8, LST-21)")
struct EngineBoundaryTests {
    /// The Swift files under `folder`, their code with comments and string literals left out.
    static func code(under folder: String) throws -> [(name: String, code: String)] {
        return try ReferenceTests.files(under: "Sources/OpenTouch/\(folder)", extensions: ["swift"]).map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                var kept = ""
                var inString = false
                var previous: Character = " "
                for character in line {
                    if !inString && character == "/" && previous == "/" { kept.removeLast(); break }
                    if character == "\"" { inString.toggle() } else if !inString { kept.append(character) }
                    previous = character
                }
                return kept
            }.joined(separator: "\n")
            return (file.lastPathComponent, code)
        }
    }

    /// "file: Name" for every capitalised word of the code under `folder` that `isForbidden`, sorted.
    static func names(under folder: String, _ isForbidden: (String) -> Bool) throws -> [String] {
        let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        var named: Set<String> = []
        for (name, code) in try code(under: folder) {
            for match in word.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let range = Range(match.range, in: code), isForbidden(String(code[range])) else { continue }
                named.insert("\(name): \(code[range])")
            }
        }
        return named.sorted()
    }

    /// Whether `type` is named as UIKit names its types: `UI` and a capital.
    static func isUIKitStyleName(_ type: String) -> Bool {
        type.hasPrefix("UI") && type.count > 2 && type.dropFirst(2).first!.isUppercase
    }

    /// The names of the types declared at the top level in `folders`.
    static func declaredTypes(in folders: [String]) throws -> Set<String> {
        // Declarations at the top level of a file (nested ones, a control's `State`, are not the folder's types).
        let declaration = try NSRegularExpression(
            pattern: #"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final)\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        for folder in folders {
            for (_, code) in try self.code(under: folder) {
                for match in declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    if let range = Range(match.range(at: 1), in: code) { names.insert(String(code[range])) }
                }
            }
        }
        return names
    }

    @Test("Engine/ names only the UIKit types a touch passes through, and no type of the widgets' folders")
    func engineNamesNoWidget() throws {
        let allowed: Set<String> = ["UIView", "UIWindow", "UITouch", "UIEvent", "UIGestureRecognizer", "UIApplication", "UIResponder",
                                    "UIPress", "UIPressesEvent"]
        let widgets = try Self.declaredTypes(in: ["UIKit/Controls", "UIKit/Lists", "UIKit/TableView", "UIKit/CollectionView",
                                                  "UIKit/ScrollView", "UIKit/Gestures/Recognizers", "UIKit/Controllers", "UIKit/Text"])
        #expect(widgets.contains("UISlider") && widgets.contains("UIScrollView") && widgets.contains("UITapGestureRecognizer") && widgets.contains("SwipeHost"))
        let named = try Self.names(under: "Engine") { type in
            widgets.contains(type) || (Self.isUIKitStyleName(type) && !allowed.contains(type))
        }
        #expect(named.isEmpty, "Engine/ names \(named)")
    }
}
