import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The loaded images, as Apple's dyld lists them, for code that imports `os` on Apple's systems
/// and walks them (xctest-dynamic-overlay looks for SwiftUI's image this way) (LOG-2).
///
/// On Linux the files the process maps stand in (from `/proc/self/maps`): the program and each
/// shared object, by path, with the address it is loaded at as its header.
public struct mach_header {
    /// The header's magic number; 0 here, since the stand-in files are not Mach-O images.
    public var magic: UInt32 = 0
}

/// The number of loaded images (LOG-2).
public func _dyld_image_count() -> UInt32 {
    UInt32(LoadedImages.current().count)
}

/// The path of image `image_index`, or nil past the last (LOG-2).
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>? {
    let images = LoadedImages.current()
    return Int(image_index) < images.count ? images[Int(image_index)].name : nil
}

/// Where image `image_index` is loaded, or nil past the last (LOG-2).
public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafePointer<mach_header>? {
    let images = LoadedImages.current()
    guard Int(image_index) < images.count, let base = images[Int(image_index)].base else { return nil }
    return UnsafeRawPointer(base).assumingMemoryBound(to: mach_header.self)
}

/// The loaded objects, read from `/proc/self/maps`: each file mapped from its start, in the order
/// of their addresses, with that address as its base. Paths are kept as C strings for the life
/// of the process (a few hundred bytes), as dyld's are.
enum LoadedImages {
    struct Image {
        let name: UnsafePointer<CChar>?
        let base: UnsafeRawPointer?
    }

    nonisolated(unsafe) private static var names: [String: UnsafePointer<CChar>] = [:]
    private static let lock = NSLock()

    static func current() -> [Image] {
        // Read to the end: procfs reports a size of 0, so a read by size would stop early.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"),
              let data = try? file.readToEnd(), let maps = String(data: data, encoding: .utf8) else { return [] }
        try? file.close()
        var seen: Set<String> = []
        var found: [(String, UInt)] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[2] == "00000000", let path = fields.last, path.hasPrefix("/"),
                  let start = fields[0].split(separator: "-").first.flatMap({ UInt($0, radix: 16) }) else { continue }
            if seen.insert(String(path)).inserted { found.append((String(path), start)) }
        }
        lock.lock()
        defer { lock.unlock() }
        return found.map { path, start in
            let name = names[path] ?? {
                let copy = UnsafePointer(strdup(path)!)
                names[path] = copy
                return copy
            }()
            return Image(name: name, base: UnsafeRawPointer(bitPattern: start))
        }
    }
}
