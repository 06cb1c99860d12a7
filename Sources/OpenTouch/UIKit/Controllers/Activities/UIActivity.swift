import Foundation

/// A service offered in the share sheet (VC-19): the system's (Copy, Mail, ...) or the app's own,
/// a subclass that says what it is called, whether it can act on the items, and acts.
///
/// ```swift
/// final class FavoriteActivity: UIActivity {
///     override var activityType: UIActivity.ActivityType? { .init("com.example.favorite") }
///     override var activityTitle: String? { "Favorite" }
///     override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
///     override func perform() { favorites.add(url); activityDidFinish(true) }
/// }
/// ```
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where the share sheet shows an activity: with the apps to share to, or with the actions.
    public enum Category: Int, Sendable { case action, share }

    /// The name of an activity; the system's are UIKit's strings.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An activity type named by `rawValue`, written without its label.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Posting to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Sina Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sending in Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending by Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard: performed here, onto the application's pasteboard (INT-8).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Setting an image as a contact's photo.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving an image to the photo library: performed here, into the application's library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding a URL to Safari's reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sending by AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Sharing with SharePlay.
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        /// Inviting to collaborate through a link.
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copying a collaboration link.
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adding a web page to the Home Screen.
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    public override init() { super.init() }

    /// The category of this class's activities: actions by default.
    open class var activityCategory: Category { .action }
    /// This activity's name, passed to the completion handler; nil by default.
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows; nil by default.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows; nil by default.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems`; the share sheet shows it only then. False
    /// by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// The user chose the activity: the items it will act on.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the share sheet presents for the activity, instead of calling ``perform()``;
    /// nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Acts, without a screen of its own, then calls ``activityDidFinish(_:)``. Does nothing by
    /// default.
    open func perform() {}

    /// The activity is done (`completed`) or gave up: the share sheet goes and its completion
    /// handler is told.
    open func activityDidFinish(_ completed: Bool) {
        let sheet = host
        host = nil
        sheet?.activity(self, didFinish: completed)
    }

    /// The share sheet acting through this activity, until it finishes.
    weak var host: UIActivityViewController?
}

/// Supplies a share sheet's item by activity: a placeholder while the sheet decides what to
/// offer, then the item for the activity chosen (VC-19).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// What stands for the item while the sheet decides which activities to show.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType`; nil leaves it out.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject line, for activities that have one (mail).
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    /// Returns an empty subject.
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
