import Foundation
import PackagePlugin

/// Writes the Swift that connects a target's storyboards and nibs to its classes (NIB-6).
///
/// Linux has no key-value coding: OpenTouch cannot set an outlet by name, make a class from its
/// name in a document or call an action by its selector without code that names them. Before the
/// target compiles, this plugin reads its `.storyboard` and `.xib` resources and its Swift sources
/// and writes that code (`GeneratedDocumentConnections.swift`), which OpenTouch finds while it
/// loads a document.
@main
struct InterfaceBuilderConnections: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Resources copied as folders (`.copy("Base.lproj")`) are listed as the folder: their
        // documents are read from inside it.
        var inputs: [URL] = []
        for url in target.sourceFiles.map(\.url) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                let inside = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
                inputs += inside.filter { ["storyboard", "xib"].contains($0.pathExtension) }
            } else if ["swift", "storyboard", "xib"].contains(url.pathExtension) {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedDocumentConnections.swift")
        return [
            .buildCommand(
                displayName: "Connecting \(target.name)'s storyboards and nibs",
                executable: try context.tool(named: "interface-connections").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
