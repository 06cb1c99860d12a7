import Foundation

/// The system's pasteboard (INT-8): what was copied, as strings, URLs and images, with a change
/// count and UIKit's change notification. The general pasteboard belongs to the application in
/// charge, so that parallel tests do not share one.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// Posted when the pasteboard's contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The pasteboard copy and paste use, in the application in charge.
    open class var general: UIPasteboard { UIApplication.mostRecentlyDriven.pasteboard }

    /// The pasteboard's name.
    open private(set) var name: UIPasteboard.Name

    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    init(name: UIPasteboard.Name) {
        self.name = name
        super.init()
    }

    /// How many times the contents changed.
    open private(set) var changeCount = 0

    /// Each item: its values by uniform type identifier.
    open var items: [[String: Any]] {
        get { stored }
        set { replace(with: newValue) }
    }
    private var stored: [[String: Any]] = []

    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.image"

    private func values<T>(of type: String, as: T.Type) -> [T] { stored.compactMap { $0[type] as? T } }

    private func replace(with items: [[String: Any]]) {
        stored = items
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// The first string; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings, nil when there is none; setting them replaces the contents.
    open var strings: [String]? {
        get { let all = values(of: Self.textType, as: String.self); return all.isEmpty ? nil : all }
        set { replace(with: (newValue ?? []).map { [Self.textType: $0] }) }
    }
    /// The first URL; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The URLs, nil when there is none; setting them replaces the contents.
    open var urls: [URL]? {
        get { let all = values(of: Self.urlType, as: URL.self); return all.isEmpty ? nil : all }
        set { replace(with: (newValue ?? []).map { [Self.urlType: $0] }) }
    }
    /// The first image; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The images, nil when there is none; setting them replaces the contents.
    open var images: [UIImage]? {
        get { let all = values(of: Self.imageType, as: UIImage.self); return all.isEmpty ? nil : all }
        set { replace(with: (newValue ?? []).map { [Self.imageType: $0] }) }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { strings != nil }
    /// Whether it holds URLs.
    open var hasURLs: Bool { urls != nil }
    /// Whether it holds images.
    open var hasImages: Bool { images != nil }
    /// How many items it holds.
    open var numberOfItems: Int { stored.count }

    /// Adds items to the contents.
    open func addItems(_ items: [[String: Any]]) { replace(with: stored + items) }

    /// Puts `values` on the pasteboard as one item each, by kind: strings, URLs and images
    /// (INT-8). What is of none of these kinds is left out.
    func copy(_ values: [Any]) {
        replace(with: values.compactMap { value in
            switch value {
            case let string as String: return [Self.textType: string]
            case let url as URL: return [Self.urlType: url]
            case let image as UIImage: return [Self.imageType: image]
            default: return nil
            }
        })
    }
}
