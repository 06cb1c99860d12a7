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
        didSet { updateSelectionLook() }
    }
    /// Whether the cell is selected (LST-4).
    open var isSelected = false {
        didSet { updateSelectionLook() }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
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
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
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
