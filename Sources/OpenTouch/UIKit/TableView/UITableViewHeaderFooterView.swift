import Foundation

/// A section's header or footer in a table, reused as sections scroll in and out (LST-12).
///
/// ```swift
/// table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
/// // in tableView(_:viewForHeaderInSection:):
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
/// header?.textLabel?.text = "Favourites"
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// [chosen] The space between the view's leading edge and its label, in points.
    static let labelInset: CGFloat = 16

    /// The identifier the table reuses this view by; nil for one that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// The view the header's own views go in; it fills the header.
    public let contentView: UIView
    private var textLabelStorage: UILabel?

    /// A header or footer the table can reuse under `reuseIdentifier`. `required`, so that the
    /// table makes the registered class with it (as ``UITableViewCell/init(style:reuseIdentifier:)``).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header that is never reused.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header or footer view from a storyboard or nib, with no reuse identifier (NIB-2).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label, made on first use in ``contentView``; the table sets its text from
    /// `titleForHeaderInSection` or `titleForFooterInSection` when it makes the view itself.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// What the view's content shows, as a value (LST-19), in a view it makes in ``contentView``.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration, in: contentView) }
    }
    private let configuredContent = ConfiguredContent()

    /// The standard header content, ``UIListContentConfiguration/groupedHeader()``, to fill in and set.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// Called before the table hands the view out again; overrides call super.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        configuredContent.layOut(in: contentView)
        if let label = textLabelStorage {
            let inset = Self.labelInset
            label.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
        }
    }
}
