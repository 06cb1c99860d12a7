import Foundation

/// One of the system's activities in the share sheet (VC-19). Copy puts the items on the general
/// pasteboard and Save Image adds the images to the photo library; the others hand the items to
/// screens of other apps (Messages, Mail, printing, Contacts), which are not there on Linux, so
/// they complete at once [chosen].
final class SystemActivity: UIActivity {
    let type: ActivityType
    let title: String
    private let category: Category
    private var items: [Any] = []

    init(_ type: ActivityType, _ title: String, _ category: Category) {
        self.type = type
        self.title = title
        self.category = category
        super.init()
    }

    override var activityType: ActivityType? { type }
    override var activityTitle: String? { title }
    var shownCategory: Category { category }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        Self.offered(for: activityItems).contains(type)
    }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        switch type {
        case .copyToPasteboard:
            (host?.view.window?.application ?? UIApplication.mostRecentlyDriven).pasteboard.copy(items)
        case .saveToCameraRoll:
            let application = host?.view.window?.application ?? UIApplication.mostRecentlyDriven
            application.photoLibrary += items.compactMap { $0 as? UIImage }
        default:
            break
        }
        activityDidFinish(true)
    }

    /// The system's activities in the order the sheet shows them: the apps to share to, then the
    /// actions [chosen, after iOS 17's sheet].
    static func catalogue() -> [SystemActivity] {
        [SystemActivity(.airDrop, "AirDrop", .share), SystemActivity(.message, "Messages", .share),
         SystemActivity(.mail, "Mail", .share), SystemActivity(.copyToPasteboard, "Copy", .action),
         SystemActivity(.addToReadingList, "Add to Reading List", .action), SystemActivity(.saveToCameraRoll, "Save Image", .action),
         SystemActivity(.assignToContact, "Assign to Contact", .action), SystemActivity(.print, "Print", .action)]
    }

    /// Which system activities items of these kinds get [chosen]: anything of text, a URL or an
    /// image can be sent and copied; a web URL added to the reading list; images saved, given to
    /// a contact and printed.
    static func offered(for items: [Any]) -> Set<ActivityType> {
        let shareable = items.filter { $0 is String || $0 is URL || $0 is UIImage || $0 is NSAttributedString }
        guard !shareable.isEmpty else { return [] }
        var types: Set<ActivityType> = [.airDrop, .message, .mail, .copyToPasteboard]
        if items.contains(where: { ($0 as? URL)?.scheme.map { ["http", "https"].contains($0) } == true }) { types.insert(.addToReadingList) }
        if items.contains(where: { $0 is UIImage }) { types.formUnion([.saveToCameraRoll, .assignToContact, .print]) }
        return types
    }
}
