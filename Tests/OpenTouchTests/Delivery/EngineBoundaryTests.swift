import Foundation
import Testing

/// What the engine's sources may name: the delivery's own types and the UIKit types every touch
/// passes through, never a widget or a recognizer of a particular kind; the take-over rules speak
/// of roles that widgets declare (`TakeoverRoles.swift`). And what may name the engine: nothing
/// it works on, but `UIApplication`, which makes its delivery; the rest reach it as
/// `EventDispatching`.
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

    @Test("Engine/ and Takeover/ name only the UIKit types a touch passes through, and no type of the widgets' folders")
    func engineNamesNoWidget() throws {
        let allowed: Set<String> = ["UIView", "UIWindow", "UITouch", "UIEvent", "UIGestureRecognizer", "UIApplication", "UIResponder",
                                    "UIPress", "UIPressesEvent"]
        let widgets = try Self.declaredTypes(in: ["UIKit/Controls", "UIKit/Lists", "UIKit/TableView", "UIKit/CollectionView",
                                                  "UIKit/ScrollView", "UIKit/Gestures/Recognizers", "UIKit/Controllers", "UIKit/Text"])
        #expect(widgets.contains("UISlider") && widgets.contains("UIScrollView") && widgets.contains("UITapGestureRecognizer") && widgets.contains("SwipeHost"))
        var named: [String] = []
        for folder in ["Engine", "Takeover"] {
            named += try Self.names(under: folder) { type in
                widgets.contains(type) || (Self.isUIKitStyleName(type) && !allowed.contains(type))
            }
        }
        #expect(named.isEmpty, "Engine/ and Takeover/ name \(named)")
    }

    /// The folders the engine works on: what it names, and what must not name it.
    static let beneathTheEngine = ["UIKit/Views", "UIKit/Touches", "UIKit/Gestures", "UIKit/Responders", "Input", "Trace",
                                   "Takeover", "Time", "Diagnostics", "Support"]

    /// The names declared with `func`, `var` or `let` in the code under `folder`.
    static func memberNames(under folder: String) throws -> Set<String> {
        let declaration = try NSRegularExpression(pattern: #"\b(?:func|var|let)\s+([a-z][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for (_, code) in try code(under: folder) {
            for match in declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                if let range = Range(match.range(at: 1), in: code) { names.insert(String(code[range])) }
            }
        }
        return names
    }

    @Test("UIKit's classes and the input reach the engine through EventDispatching: only UIApplication's init names it")
    func nothingBeneathNamesTheEngine() throws {
        let engineTypes = try Self.declaredTypes(in: ["Engine"])
        #expect(engineTypes.contains("TouchDelivery") && !engineTypes.contains("TakeoverPolicy"))
        // Members the engine declares (on its own types or in extensions of UIKit's) that nothing
        // else declares: `.touchDelivery`, `.cancelTouches`, `.handleFrame` would be such.
        let module = ReferenceTests.root.appendingPathComponent("Sources/OpenTouch")
        let folders = try FileManager.default.contentsOfDirectory(atPath: module.path).filter { !$0.contains(".") && $0 != "Engine" }
        var declaredElsewhere: Set<String> = []
        for folder in folders { declaredElsewhere.formUnion(try Self.memberNames(under: folder)) }
        let engineMembers = try Self.memberNames(under: "Engine").subtracting(declaredElsewhere)
        #expect(engineMembers.contains("handleFrame") || engineMembers.contains("admitNewTouches"))
        let member = try NSRegularExpression(pattern: #"\.([a-z][A-Za-z0-9_]*)\b"#)
        var named: [String] = []
        for folder in Self.beneathTheEngine {
            named += try Self.names(under: folder) { engineTypes.contains($0) }
            for (name, code) in try Self.code(under: folder) {
                for match in member.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    guard let range = Range(match.range(at: 1), in: code), engineMembers.contains(String(code[range])) else { continue }
                    named.append("\(name): .\(code[range])")
                }
            }
        }
        #expect(named == ["UIApplication.swift: TouchDelivery"], "beneath the engine, these name it: \(named)")
    }
}
