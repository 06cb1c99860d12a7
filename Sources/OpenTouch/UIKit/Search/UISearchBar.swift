import Foundation

/// A bar with a search field, an optional Cancel button and optional scope buttons (SRC-1, SRC-2).
///
/// A tap on the field starts editing as a text field's tap does, asking the delegate first;
/// typing tells the delegate `textDidChange`; the keyboard's Search key, the Cancel button and
/// the scope buttons tell it too. The bar does not end editing by itself: as in UIKit, the
/// delegate (or a `UISearchController`) decides what Cancel does.
///
/// ```swift
/// let bar = UISearchBar()
/// bar.delegate = self
/// bar.scopeButtonTitles = ["All", "Photos", "Albums"]
/// tableView.tableHeaderView = bar
/// ```
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar looks (SRC-1). Raw values are UIKit's.
    public enum Style: UInt, Sendable, Hashable {
        case `default` = 0, prominent = 1, minimal = 2
    }

    /// [chosen] The bar's height with the field alone, the field's inset from its edges and
    /// height, the Cancel button's width, the prompt's and the scope bar's heights, in points.
    public static let standardHeight: CGFloat = 56
    static let fieldInset: CGFloat = 8
    static let fieldHeight: CGFloat = 36
    static let cancelWidth: CGFloat = 60
    static let promptHeight: CGFloat = 30
    static let scopeHeight: CGFloat = 44

    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The Cancel button, in the bar while ``showsCancelButton``.
    let cancelButton = UIButton(type: .system)
    /// The scope buttons, in the bar while ``showsScopeBar`` and there are titles.
    let scopeControl = UISegmentedControl(items: nil)
    let promptLabel = UILabel(frame: .zero)
    /// Passes what the field hears to the delegate and to a search controller.
    lazy var relay = SearchFieldRelay(bar: self)
    /// The search controller whose bar this is, told of editing and Cancel (SRC-3).
    weak var searchController: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: Self.standardHeight)) : frame)
        installParts()
    }

    /// A search bar from a storyboard or nib (NIB-2), with its field and buttons.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    /// Hears editing, text, buttons and scope (SRC-1, SRC-2); held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The search text; setting it tells the delegate nothing (SRC-1).
    open var text: String? {
        get { searchTextField.text ?? "" }
        set {
            searchTextField.text = newValue
            searchController?.searchTextChanged()
        }
    }

    /// The grey text shown while the field is empty; "Search" by default in the field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field; nil for none (SRC-1).
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            layoutChanged()
        }
    }

    /// Whether the Cancel button shows; false by default (SRC-2).
    open var showsCancelButton: Bool {
        get { showsCancel }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var showsCancel = false

    /// Shows or hides the Cancel button (SRC-2).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != showsCancel else { return }
        showsCancel = showsCancelButton
        if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
        layoutChanged()
    }

    /// Whether a bookmark button shows in the field; recorded only (OpenTouch draws no icon to tap).
    open var showsBookmarkButton = false
    /// Whether a results list button shows in the field; recorded only, as above.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected; recorded only.
    open var isSearchResultsButtonSelected = false

    /// The titles of the scope buttons; nil for none (SRC-2).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeControl.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeControl.insertSegment(withTitle: title, at: index, animated: false) }
            scopeControl.selectedSegmentIndex = (scopeButtonTitles ?? []).isEmpty ? UISegmentedControl.noSegment : min(selectedScopeButtonIndex, scopeControl.numberOfSegments - 1)
            layoutChanged()
        }
    }

    /// The selected scope button; 0 by default. Setting it tells the delegate nothing.
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeControl.selectedSegmentIndex) }
        set { if scopeControl.numberOfSegments > 0 { scopeControl.selectedSegmentIndex = newValue } else { pendingScope = newValue } }
    }
    var pendingScope = 0

    /// Whether the scope buttons show under the field; false by default (SRC-2).
    open var showsScopeBar: Bool {
        get { showsScope }
        set { setShowsScope(newValue, animated: false) }
    }
    private var showsScope = false

    /// Shows or hides the scope buttons (SRC-2).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != showsScope else { return }
        showsScope = show
        layoutChanged()
    }

    /// How the bar looks; recorded only.
    open var searchBarStyle: Style = .default
    /// The bar's style; recorded only.
    open var barStyle: UIBarStyle = .default
    /// The bar's background colour; recorded only.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent; recorded only.
    open var isTranslucent = true
    /// Whether the bar takes input; true by default. A disabled bar's field takes no taps.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set {
            searchTextField.isEnabled = newValue
            cancelButton.isEnabled = newValue
            scopeControl.isEnabled = newValue
        }
    }

    /// The field's keyboard (SRC-1).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The field's capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The field's autocorrection.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The field's return key; `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// The view above the keyboard while the field is edited.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// The field's editing ends when the bar resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : super.resignFirstResponder()
    }

    /// Whether the field is being edited.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// As tall as its parts: 56 points, 30 more with a prompt and 44 more with the scope buttons.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// The prompt, the field and the Cancel button in a row, the scope buttons under them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }
}
