import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A `.storyboard` or `.xib` file read into its element tree (NIB-1).
///
/// Nothing is made from it here: ``InterfaceDocument`` only reads. Every element with an `id`
/// can be found by it, since connections, segues and constraints name their ends by id.
public final class InterfaceDocument: @unchecked Sendable {
    /// The file the document was read from, for error messages.
    public let path: String
    /// The root element: `document`.
    public let root: InterfaceElement
    /// Whether the document is a storyboard (`type` ends in `.Storyboard.XIB`) rather than a nib.
    public var isStoryboard: Bool { root["type"]?.hasSuffix(".Storyboard.XIB") ?? false }

    private var byID: [String: InterfaceElement] = [:]

    /// Reads the document at `url`.
    ///
    /// Throws ``InterfaceDocumentError`` when the file cannot be read, is not XML, or is not an
    /// Interface Builder document.
    public convenience init(contentsOf url: URL) throws(InterfaceDocumentError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceDocumentError(path: url.path, line: nil, element: nil, reason: "the file cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, path: url.path)
    }

    /// Reads a document from its bytes; `path` names it in errors.
    public init(data: Data, path: String) throws(InterfaceDocumentError) {
        self.path = path
        let reader = ElementReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse() && reader.mismatch == nil && reader.isBalanced
        guard parsed, let root = reader.root else {
            if let mismatch = reader.mismatch {
                throw InterfaceDocumentError(path: path, line: mismatch.line, element: mismatch.name, reason: "the document is not well-formed XML: <\(mismatch.name)> is closed by </\(mismatch.closing)>")
            }
            let line = parser.lineNumber
            let why = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
            throw InterfaceDocumentError(path: path, line: line > 0 ? line : nil, element: nil, reason: "the document is not well-formed XML: \(why)")
        }
        guard root.name == "document" else {
            throw InterfaceDocumentError(path: path, line: root.line, element: root.name,
                                         reason: "the root element is <\(root.name)>, where an Interface Builder document has <document>")
        }
        self.root = root
        for element in root.descendants() {
            if let id = element.id { byID[id] = element }
        }
    }

    /// The element whose `id` is `id`.
    public func element(withID id: String) -> InterfaceElement? { byID[id] }

    /// An error naming this document, the element and its line.
    public func error(_ element: InterfaceElement?, _ reason: String) -> InterfaceDocumentError {
        InterfaceDocumentError(path: path, line: element?.line, element: element?.name, reason: reason)
    }
}

/// A document that cannot be read or made into objects: which file, which element on which line,
/// and why (NIB-1). Loading stops and nothing of the document is handed out.
public struct InterfaceDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's path.
    public let path: String
    /// The line of the element at fault, when there is one.
    public let line: Int?
    /// The element's tag, when there is one.
    public let element: String?
    /// What was wrong.
    public let reason: String

    /// Makes an error; ``description`` reads `path:line: <element>: reason`.
    public init(path: String, line: Int?, element: String?, reason: String) {
        self.path = path
        self.line = line
        self.element = element
        self.reason = reason
    }

    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(element.map { "<\($0)>: " } ?? "")\(reason)"
    }
}

/// Builds the element tree as the parser reads.
private final class ElementReader: NSObject, XMLParserDelegate {
    var root: InterfaceElement?
    private var open: [InterfaceElement] = []
    /// An element closed by another's end tag, which Foundation's parser on Linux lets through.
    var mismatch: (name: String, closing: String, line: Int)?
    var isBalanced: Bool { open.isEmpty }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = InterfaceElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = open.last {
            element.parent = parent
            parent.children.append(element)
        } else {
            root = element
        }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let last = open.popLast() else { return }
        if last.name != elementName, mismatch == nil { mismatch = (last.name, elementName, last.line) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }
}
