import Foundation
import InterfaceDocuments

// Writes the Swift that connects a target's Interface Builder documents to its classes (NIB-6).
//
//     interface-connections <output.swift> <file>...
//
// The files are the target's Swift sources and its `.storyboard` and `.xib` documents. Linux has no
// key-value coding, so an outlet cannot be set by name at run time: this file sets each outlet the
// documents name, makes each custom class by name, and names each `@IBAction` method by its
// selector, for OpenTouch to call while it loads a document.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: interface-connections <output.swift> <file>...\n".utf8))
    exit(64)
}
let inputs = arguments.dropFirst().map { URL(fileURLWithPath: $0) }

var scanner = SourceScanner()
var keys: [String: Set<String>] = [:]
var documentNames: [String] = []
var segueClasses: Set<String> = []
var objectClasses: Set<String> = []
do {
    for url in inputs.sorted(by: { $0.path < $1.path }) {
        switch url.pathExtension {
        case "swift":
            scanner.scan(try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        case "storyboard", "xib":
            let document = try InterfaceDocument(contentsOf: url)
            documentNames.append(url.lastPathComponent)
            for (owner, key) in ConnectionKeys.settableKeys(in: document) { keys[owner, default: []].insert(key) }
            segueClasses.formUnion(ConnectionKeys.segueClasses(in: document))
            objectClasses.formUnion(ConnectionKeys.objectClasses(in: document))
        default:
            continue
        }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
for note in scanner.skipped { FileHandle.standardError.write(Data("warning: \(note)\n".utf8)) }

let source = ConnectionsWriter(classes: scanner.classes, keys: keys, actions: scanner.actions, segues: segueClasses, objects: objectClasses, documents: documentNames).source()
let existing = try? String(contentsOfFile: output, encoding: .utf8)
if existing != source {
    do { try source.write(toFile: output, atomically: true, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
