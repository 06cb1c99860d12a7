import Foundation

/// A controller that runs a search from its search bar: a tap on the bar presents it over the
/// bar's context, typing updates the results, and Cancel or a tap on the dimmed content ends it
/// (SRC-3).
///
/// Put ``searchBar`` where it shows: a table's header, a navigation item's `titleView`, or the
/// navigation item's `searchController` (SRC-4). While the search is active the search
/// controller is presented over the controller that defines the presentation context (the
/// window's root otherwise); its view covers what lies below the bar: dimmed while
/// ``obscuresBackgroundDuringPresentation`` and the results are not shown, else the
/// ``searchResultsController``'s view.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsController())
/// search.searchResultsUpdater = self
/// navigationItem.searchController = search
/// definesPresentationContext = true
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private let results: UIViewController?
    private let bar = UISearchBar(frame: .zero)
    var active = false
    /// The controller whose navigation item holds this search controller (SRC-4).
    weak var owningController: UIViewController?

    /// A search controller whose results show in `searchResultsController`; nil to show them in
    /// the controller the bar is in (SRC-3).
    public init(searchResultsController: UIViewController?) {
        results = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// A search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        results = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    /// A search controller from a storyboard or nib (NIB-2), showing results in place.
    public required init?(coder: NSCoder) {
        results = nil
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        bar.searchController = self
        modalPresentationStyle = .overCurrentContext
        if let results {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    /// The search bar that starts and edits the search (SRC-3).
    open var searchBar: UISearchBar { bar }
    /// The controller that shows the results, if any (SRC-3).
    open var searchResultsController: UIViewController? { results }
    /// Told to update the results as the text or scope changes (SRC-3); held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Hears the search controller come and go (SRC-3); held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search is under way; setting it presents or dismisses the search controller
    /// without moving the keyboard in (SRC-3).
    open var isActive: Bool {
        get { active }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Whether the content under the bar is dimmed while the search has no results to show, a
    /// tap on it ending the search; true by default (SRC-3).
    open var obscuresBackgroundDuringPresentation = true
    /// The older name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's row and large title make way for the search bar while the
    /// search is active, the content moving up with it; true by default (SRC-5).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows its Cancel button while the search is active; true by default (SRC-3).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar shows its scope buttons while the search is active; true by default (SRC-3).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows even with no text; false by default (SRC-3).
    open var showsSearchResultsController = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether the results controller shows once there is text; true by default (SRC-3).
    open var automaticallyShowsSearchResultsController = true

    /// The view over the bar's context: the dimming and the results, below the bar.
    open override func loadView() {
        view = SearchPresentationView(controller: self)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        (viewIfLoaded as? SearchPresentationView)?.arrange()
    }
}
