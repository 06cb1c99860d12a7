import Foundation

/// Images cross an item provider (INT-7). [chosen] OpenTouch's images have no pixels, so an
/// image is offered as `public.image` data that holds its name, size and scale, and read back
/// as an image with the same three.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    private struct Description: Codable {
        var name: String?
        var width: CGFloat
        var height: CGFloat
        var scale: CGFloat
    }

    /// An image's one type.
    nonisolated public static var writableTypeIdentifiersForItemProvider: [String] { [ItemType.image] }

    /// An image's one type.
    nonisolated public static var readableTypeIdentifiersForItemProvider: [String] { [ItemType.image] }

    /// The image's name and size, as data another image can be made from (OpenTouch has no pixels).
    nonisolated public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        let description = Description(name: name, width: size.width, height: size.height, scale: scale)
        completionHandler(try? JSONEncoder().encode(description), nil)
        return nil
    }

    /// The image the data names.
    nonisolated public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let description = try? JSONDecoder().decode(Description.self, from: data),
              let image = MainActor.assumeIsolated({
                  UIImage(size: CGSize(width: description.width, height: description.height), scale: description.scale, name: description.name)
              }) as? Self else {
            throw ItemProviderError.unreadable(typeIdentifier: typeIdentifier, className: "\(self)")
        }
        return image
    }
}
