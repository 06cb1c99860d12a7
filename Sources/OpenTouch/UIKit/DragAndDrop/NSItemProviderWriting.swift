import Foundation

/// An object that can give itself to an ``NSItemProvider`` as data of named types (INT-7).
///
/// Foundation on Linux has no item providers; this is OpenTouch's, with Apple's requirements.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can give its data as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Gives the object's data as `typeIdentifier`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?
}

/// An object that can be made from an ``NSItemProvider``'s data (INT-7).
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class can read, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Text as UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemType.utf8PlainText] }

    /// Text as UTF-8 plain text, plain text or any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [ItemType.utf8PlainText, ItemType.plainText, ItemType.text]
    }

    /// The text as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }

    /// The text the UTF-8 data holds; an error when it holds none.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = NSString(data: data, encoding: String.Encoding.utf8.rawValue) as? Self else {
            throw ItemProviderError.unreadable(typeIdentifier: typeIdentifier, className: "\(self)")
        }
        return text
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL as its absolute string.
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemType.url] }

    /// A URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [ItemType.url] }

    /// The URL's absolute string, as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        let text: String? = absoluteString
        completionHandler(text.map { Data($0.utf8) }, nil)
        return nil
    }

    /// The URL the data spells; an error when it spells none.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) as? Self else {
            throw ItemProviderError.unreadable(typeIdentifier: typeIdentifier, className: "\(self)")
        }
        return url
    }
}
