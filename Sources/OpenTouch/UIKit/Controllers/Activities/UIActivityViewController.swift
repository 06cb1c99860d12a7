import Foundation

/// The share sheet (VC-19): the system's activities that fit the items and the app's own, as
/// buttons a finger chooses from; the completion handler says which one acted, or that the user
/// closed the sheet.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url, "Look at this"], applicationActivities: [FavoriteActivity()])
/// share.excludedActivityTypes = [.print]
/// share.completionWithItemsHandler = { type, completed, _, _ in log(type, completed) }
/// share.popoverPresentationController?.sourceView = shareButton   // an iPad needs a source
/// present(share, animated: true)
/// // in a test: screen.tap(screen.find(label: "Copy")!)
/// ```
///
/// It is presented as a popover, so on a phone it is a sheet at its adaptive sheet's medium
/// detent, and it can be dragged to the large one or down to close it.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Told which activity acted and whether it completed (nil and false when the sheet was
    /// closed), with the items an extension returned (none here) and its error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    /// The system's activities not to show.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs once the sheet is done: an activity finished, or the user closed it.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Recorded: no activity is shown larger than the others here.
    open var allowsProminentActivity = true

    /// The activity the user chose, once chosen; nil while the sheet is open.
    private var chosen: UIActivity?
    private var reported = false

    /// A share sheet for `activityItems` (values, or `UIActivityItemSource`s), offering
    /// `applicationActivities` beside the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
    }

    /// An activity view controller from a storyboard or nib, with no items and no activities of
    /// the app's.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    // MARK: What it offers

    /// The items as they stand while the sheet decides: each source's placeholder.
    private var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for `type`: each source asked for its item, those it leaves out gone.
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The activities shown, in order: the apps to share to (the system's, then the app's), then
    /// the actions (the system's, then the app's); each one that can act on the items and is not
    /// excluded.
    private(set) lazy var offeredActivities: [UIActivity] = {
        let items = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        let system = SystemActivity.catalogue().filter { $0.canPerform(withActivityItems: items) && !excluded.contains($0.type) }
        let own = applicationActivities.filter { activity in
            activity.canPerform(withActivityItems: items) && !(activity.activityType.map(excluded.contains) ?? false)
        }
        return (system + own).filter { category(of: $0) == .share } + (system + own).filter { category(of: $0) == .action }
    }()

    private func category(of activity: UIActivity) -> UIActivity.Category {
        (activity as? SystemActivity)?.shownCategory ?? type(of: activity).activityCategory
    }

    // MARK: Its view

    /// [chosen] The sheet's geometry: a 44-point header with Close, 52-point rows inset 16 points.
    static let headerHeight: CGFloat = 44
    static let rowHeight: CGFloat = 52
    static let inset: CGFloat = 16

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let close = UIButton(type: .close)
        close.accessibilityLabel = "Close"
        close.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(close)
        for activity in offeredActivities {
            let button = UIButton(type: .system)
            button.setTitle(activity.activityTitle, for: .normal)
            button.accessibilityLabel = activity.activityTitle
            button.addAction(UIAction { [weak self, weak activity] _ in
                guard let self, let activity else { return }
                self.choose(activity)
            }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let buttons = view.subviews.compactMap { $0 as? UIButton }
        guard let close = buttons.first else { return }
        let width = view.bounds.width - 2 * Self.inset
        close.frame = CGRect(x: view.bounds.width - Self.inset - 30, y: (Self.headerHeight - 30) / 2 + 8, width: 30, height: 30)
        for (index, button) in buttons.dropFirst().enumerated() {
            button.frame = CGRect(x: Self.inset, y: Self.headerHeight + 8 + CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight - 4)
        }
    }

    // MARK: What the user does

    /// A finger chose `activity`: prepared with its items; its controller presented over the
    /// sheet, or the sheet closed and the activity performed.
    private func choose(_ activity: UIActivity) {
        guard chosen == nil else { return }
        chosen = activity
        trace?.recordController(self, "chose \(activity.activityTitle ?? "an activity")", reason: "a tap in the share sheet (VC-19)")
        activity.host = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { activity.perform() }
        } else {
            activity.perform()
        }
    }

    /// The activity is done: the sheet (and the activity's controller over it) goes, then the
    /// handler hears.
    func activity(_ activity: UIActivity, didFinish completed: Bool) {
        let report: () -> Void = { [weak self] in self?.report(activity.activityType, completed: completed) }
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }

    private func close() {
        guard chosen == nil else { return }
        presentingViewController?.dismiss(animated: true)
    }

    /// Closed without an activity (Close, or dragged down): the handler hears nil and false.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if chosen == nil, presentingViewController == nil { report(nil, completed: false) }
    }

    private func report(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !reported else { return }
        reported = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
