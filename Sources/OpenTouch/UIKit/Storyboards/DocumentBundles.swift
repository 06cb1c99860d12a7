import Foundation

/// Where storyboards and nibs are found (NIB-1): in the bundle given, or, for a nil bundle, in the
/// main bundle and in the resource bundles SwiftPM puts beside the program (`Package_Target.resources`),
/// at any depth (a `Base.lproj` folder, a copied `Resources` folder).
enum DocumentBundles {
    struct Found {
        let url: URL?
        let bundle: Bundle
        let searched: [String]
    }

    nonisolated(unsafe) private static var listings: [String: [String: URL]] = [:]
    private static let lock = NSLock()

    static func find(_ name: String, extension ext: String, in bundle: Bundle?) -> Found {
        let bundles = bundle == nil || bundle == .main ? candidates() : [bundle!]
        for candidate in bundles {
            if let url = listing(of: candidate)["\(name).\(ext)"] { return Found(url: url, bundle: candidate, searched: []) }
        }
        return Found(url: nil, bundle: bundle ?? .main, searched: bundles.map(\.bundlePath))
    }

    /// Whether a document named `name.ext` exists, without reporting anything.
    static func exists(_ name: String, extension ext: String, in bundle: Bundle?) -> Bool {
        find(name, extension: ext, in: bundle).url != nil
    }

    /// The main bundle, then every resource bundle beside the program; listed once, since a
    /// controller looks for a nib named after its class each time it loads its view.
    private static func candidates() -> [Bundle] {
        lock.lock()
        defer { lock.unlock() }
        if let known = candidateBundles { return known }
        var found = [Bundle.main]
        let folder = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            if let bundle = Bundle(url: folder.appendingPathComponent(name)) { found.append(bundle) }
        }
        candidateBundles = found
        return found
    }

    nonisolated(unsafe) private static var candidateBundles: [Bundle]?

    /// Every file under the bundle's resources, by name; read once per bundle.
    private static func listing(of bundle: Bundle) -> [String: URL] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        lock.lock()
        defer { lock.unlock() }
        if let known = listings[root.path] { return known }
        var files: [String: URL] = [:]
        func add(_ url: URL) {
            let ext = url.pathExtension
            if ext == "storyboard" || ext == "xib" || ext == "plist", files[url.lastPathComponent] == nil { files[url.lastPathComponent] = url }
        }
        if bundle == Bundle.main {
            // The main bundle of a test run is the build folder: its own files and its `.lproj`
            // folders only, not everything the build left there.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for name in names.sorted() {
                let url = root.appendingPathComponent(name)
                add(url)
                if url.pathExtension == "lproj" {
                    for inner in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() { add(url.appendingPathComponent(inner)) }
                }
            }
        } else if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker { add(url) }
        }
        listings[root.path] = files
        return files
    }

    /// The modules a resource bundle's name suggests: `App` for `App_App.resources`.
    static func modules(of bundle: Bundle) -> [String] {
        let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
        guard bundle.bundleURL.pathExtension == "resources" || bundle.bundleURL.pathExtension == "bundle" else { return [] }
        let parts = name.split(separator: "_").map(String.init)
        return (1..<max(parts.count, 1)).map { parts[$0...].joined(separator: "_") }
    }
}
