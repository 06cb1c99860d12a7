import Foundation

/// One item of a collection view: a ``contentView`` for the item's views, and the highlighted
/// and selected states the collection view sets as the item is touched (LST-2..6, LST-9).
///
/// As with table cells, the cell passes the touches it hears to its collection view; a subclass
/// that overrides the touch methods calls `super`. Override ``isHighlighted`` or ``isSelected``
/// with a `didSet` to change the look. [chosen] Cells are exclusive-touch (LST-6).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's own views go in; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is highlighted or selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectionLook()
            setNeedsLayout()
        }
    }

    /// Whether the cell is highlighted: while a finger is on it (LST-2).
    open var isHighlighted = false {
        didSet {
            updateSelectionLook()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the cell is selected (LST-4).
    open var isSelected = false {
        didSet {
            updateSelectionLook()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    // MARK: Configurations (LST-19)

    /// What the cell's content shows, as a value; the cell shows it in a view it makes in
    /// ``contentView``, updated for the cell's state (highlighted, selected) as it changes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration?.updated(for: configurationState), in: contentView) }
    }
    private let configuredContent = ConfiguredContent()

    /// The cell's content asks for its size (LST-24): its configuration's view, or the content
    /// view's constraints.
    override func fittingSize(for size: CGSize, estimating axes: (width: Bool, height: Bool)) -> CGSize {
        SelfSizing.size(of: contentView, configured: configuredContent.view, holding: size, estimating: axes)
    }

    /// Called with the cell's new state before it is laid out after a change.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void
    /// Updates the configurations by hand as the state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// The cell's state as configurations see it.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isHighlighted: isHighlighted, isSelected: isSelected)
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configuredContent.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the content configuration for `state`; overrides call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if let contentConfiguration { configuredContent.show(contentConfiguration.updated(for: state), in: contentView) }
    }

    /// A cell with an empty content view; `required`, since registrations and the
    /// collection view make cells of a registered class with it.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    /// A cell from a storyboard or nib (a collection view's prototype cell), with the content view it
    /// describes (NIB-2, NIB-3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
        DocumentLists.decodeContentView(of: self, contentView: contentView, coder: coder)
    }

    private func setUpCell() {
        isExclusiveTouch = true
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent(in: bounds)
    }

    /// Places the content view in `area` (a list cell leaves room for its accessories), and
    /// the backgrounds over the whole cell.
    func layOutContent(in area: CGRect) {
        contentView.frame = area
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContent.layOut(in: contentView) {
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    // MARK: Touches go to the collection view (LST-2..4)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handToList(touches, .began) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handToList(touches, .moved) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handToList(touches, .ended) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handToList(touches, .cancelled) { super.touchesCancelled(touches, with: event) }
    }
}

extension UICollectionViewCell: ListCell {
    func showHighlight(_ highlighted: Bool) {
        if highlighted != isHighlighted { isHighlighted = highlighted }
    }

    func showSelection(_ selected: Bool, animated: Bool) {
        if selected != isSelected { isSelected = selected }
    }
}
