import Foundation

/// The uniform type identifiers OpenTouch's item providers know, and which conforms to which
/// (INT-7). Apple's UniformTypeIdentifiers framework is not on Linux; these are the identifiers
/// it gives the same types, so strings written for iOS match.
enum ItemType {
    static let data = "public.data"
    static let content = "public.content"
    static let text = "public.text"
    static let plainText = "public.plain-text"
    static let utf8PlainText = "public.utf8-plain-text"
    static let url = "public.url"
    static let image = "public.image"
    static let png = "public.png"
    static let jpeg = "public.jpeg"

    /// Each known type's parents: a type conforms to itself and to its parents' parents.
    private static let parents: [String: [String]] = [
        text: [data, content],
        plainText: [text],
        utf8PlainText: [plainText],
        url: [data],
        image: [data, content],
        png: [image],
        jpeg: [image],
    ]

    /// Whether `type` is `other` or one of its kinds (`public.png` conforms to `public.image`).
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        return parents[type, default: []].contains { conforms($0, to: other) }
    }
}

/// Why an item provider could not give what was asked (INT-7).
public enum ItemProviderError: Error, Equatable, CustomStringConvertible {
    /// The provider has nothing of the type, or that a class can read.
    case noRepresentation(typeIdentifier: String)
    /// The data is there but the class cannot read it.
    case unreadable(typeIdentifier: String, className: String)

    public var description: String {
        switch self {
        case .noRepresentation(let type): "the item provider has no representation conforming to \(type)"
        case .unreadable(let type, let className): "\(className) cannot be made from the item provider's \(type) data"
        }
    }
}
