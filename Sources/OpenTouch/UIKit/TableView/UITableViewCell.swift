import Foundation

/// One row of a table: a ``contentView`` for the row's views, standard labels, and the
/// highlighted and selected states the table sets as the row is touched (LST-2..6).
///
/// The cell hears the touches that land in it like any view, after the table's content-touch
/// delay (SCR-1), and passes them to its table: `touchesBegan` highlights the row, `touchesEnded`
/// inside it selects the row, `touchesCancelled` only removes the highlight. A subclass that
/// overrides these methods calls `super`, as in UIKit. A control in the cell tracks its own touch
/// and the cell hears nothing of it (LST-7).
///
/// [chosen] Cells are exclusive-touch (``UIView/isExclusiveTouch`` starts true), as the original
/// write-up asks of every table cell: while one cell is touched, another cell's touch neither
/// highlights nor selects (LST-6).
///
/// A cell class registered with ``UITableView/register(_:forCellReuseIdentifier:)`` is made with
/// ``init(style:reuseIdentifier:)``, which is `required` here (see "Where OpenTouch differs").
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard arrangements of the cell's labels.
    public enum CellStyle: Int, Sendable {
        /// A text label on the left, and an optional image.
        case `default` = 0
        /// A text label on the left and a detail label on the right.
        case value1
        /// A detail label on the left beside a text label.
        case value2
        /// A text label above a detail label.
        case subtitle
    }

    /// How the cell looks while highlighted or selected.
    public enum SelectionStyle: Int, Sendable {
        /// No change of look; the states and the delegate calls still happen.
        case none = 0
        case blue, gray, `default`
    }

    /// The standard accessory at the trailing edge; stored for hosts that draw it.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// [chosen] The space between the cell's edges and its labels, in points.
    static let labelInset: CGFloat = 16

    /// The control a row shows in editing mode (LST-15).
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// [chosen] The width of the editing control at the leading edge, which the content moves in by.
    static let editingControlWidth: CGFloat = 38

    /// The identifier the table reuses this cell by; nil for a cell that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// The cell's style.
    public let style: CellStyle
    /// The view the cell's own views go in; it fills the cell, less the accessory view.
    public let contentView: UIView

    /// The main label, made on first use in ``contentView``. Like every label it takes no touches.
    open var textLabel: UILabel? { label(\.textLabelStorage) }
    /// The secondary label, for every style but `.default`.
    open var detailTextLabel: UILabel? { style == .default ? nil : label(\.detailTextLabelStorage) }
    /// The image on the leading side, made on first use.
    open var imageView: UIImageView? {
        if imageViewStorage == nil {
            let view = UIImageView(frame: .zero)
            contentView.addSubview(view)
            imageViewStorage = view
            setNeedsLayout()
        }
        return imageViewStorage
    }
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    /// How the cell looks while highlighted or selected; `.none` keeps its look, not its states.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionLook() }
    }
    // MARK: Editing (LST-15)

    /// Whether the cell is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// The editing control the table gave the row; `.none` outside editing mode.
    open var editingStyle: EditingStyle { editingStyleStorage }
    var editingStyleStorage = EditingStyle.none

    /// Whether the content moves in to make room for the editing control; true by default.
    open var shouldIndentWhileEditing = true
    /// Whether the table's delegate lets the row's content move in (its
    /// `shouldIndentWhileEditingRowAt`).
    var tableAllowsIndent = true

    /// The delete or insert control at the leading edge while editing; a button, so it keeps its tap.
    private(set) var editingControl: UIButton?

    /// Whether the cell shows a reorder control at its trailing edge in editing mode; the table
    /// sets it from its data source's `canMoveRowAt` (LST-21).
    open var showsReorderControl = false {
        didSet { updateReorderControl() }
    }
    /// The reorder control while it shows.
    private(set) var reorderControl: ReorderControl?

    private func updateReorderControl() {
        let shows = showsReorderControl && isEditing
        if shows, reorderControl == nil {
            let control = ReorderControl(frame: .zero)
            addSubview(control)
            reorderControl = control
        } else if !shows, let control = reorderControl {
            control.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }

    /// Enters or leaves editing mode: the editing control shows at the leading edge and the
    /// content moves in by its width; the table calls it (LST-15). Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        let style = editing ? editingStyleStorage : .none
        if style == .none {
            editingControl?.removeFromSuperview()
            editingControl = nil
        } else {
            let control = editingControl ?? UIButton(type: .system)
            control.accessibilityIdentifier = style == .delete ? "delete control" : "insert control"
            control.accessibilityLabel = style == .delete ? "Delete" : "Insert"
            if editingControl == nil {
                control.addAction(UIAction { [weak self] _ in
                    guard let self, let table = superview as? UITableView else { return }
                    table.editingControlTapped(in: self)
                }, for: .touchUpInside)
                addSubview(control)
                editingControl = control
            }
        }
        updateReorderControl()
        setNeedsLayout()
    }

    /// The standard accessory; stored for hosts that draw it.
    open var accessoryType: AccessoryType = .none
    /// A view at the cell's trailing edge, outside ``contentView``: a switch, say. It gets its
    /// own touches; a control there tracks them and the row is not selected (LST-7).
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// The view shown behind the content while the cell is highlighted or selected; by default
    /// a light grey view, made on first use.
    open var selectedBackgroundView: UIView? {
        get {
            if selectedBackgroundStorage == nil && !selectedBackgroundCleared {
                let view = UIView(frame: bounds)
                view.backgroundColor = UIColor(white: 0.82, alpha: 1)
                view.isHidden = true
                selectedBackgroundStorage = view
                insertSubview(view, belowSubview: contentView)
            }
            return selectedBackgroundStorage
        }
        set {
            let old = selectedBackgroundStorage
            selectedBackgroundStorage = newValue
            selectedBackgroundCleared = newValue == nil
            old?.removeFromSuperview()
            if let newValue { insertSubview(newValue, belowSubview: contentView) }
            updateSelectionLook()
        }
    }
    private var selectedBackgroundStorage: UIView?
    private var selectedBackgroundCleared = false

    private var highlightedState = false
    private var selectedState = false

    /// Whether the cell is highlighted: while a finger is on it (LST-2). Setting it calls
    /// ``setHighlighted(_:animated:)`` without animation.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is selected (LST-4). Setting it calls ``setSelected(_:animated:)``
    /// without animation.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Sets the highlighted state; the table calls this as the row is touched (LST-2, LST-3).
    /// Overrides call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        textLabelStorage?.isHighlighted = highlighted
        detailTextLabelStorage?.isHighlighted = highlighted
        updateSelectionLook()
    }

    /// Sets the selected state; the table calls this as the row is selected or deselected, and
    /// when a cell is shown for a selected row (LST-4, LST-5). Overrides call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
        updateSelectionLook()
    }

    /// Called before the table hands this cell out again from its dequeue methods; the cell is
    /// neither highlighted nor selected by then unless its row is (LST-1).
    open func prepareForReuse() {}

    /// A cell of `style` that the table reuses by `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpCell()
    }

    /// A `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from a storyboard or nib (a table's prototype cell), in the style its element names,
    /// `.default` when it names none (NIB-2, NIB-3).
    public required init?(coder: NSCoder) {
        let element = (coder as? NibCoder)?.element
        let styles: [String: CellStyle] = ["IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
                                           "IBUITableViewCellStyleSubtitle": .subtitle]
        style = element?["style"].flatMap { styles[$0] } ?? .default
        reuseIdentifier = element?["reuseIdentifier"]
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpCell()
        DocumentLists.decodeContentView(of: self, contentView: contentView, coder: coder)
        let accessories: [String: AccessoryType] = ["disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
                                                    "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton]
        if let accessory = element?["accessoryType"].flatMap({ accessories[$0] }) { accessoryType = accessory }
    }

    private func setUpCell() {
        isExclusiveTouch = true
        contentView.frame = bounds
        // As UIKit's, the content view follows the cell's size at once, so that a row sized by
        // its table (LST-20) never solves its content's constraints at the old size.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func label(_ storage: ReferenceWritableKeyPath<UITableViewCell, UILabel?>) -> UILabel {
        if let label = self[keyPath: storage] { return label }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        self[keyPath: storage] = label
        setNeedsLayout()
        return label
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    private func updateSelectionLook() {
        guard let view = selectedBackgroundStorage ?? (selectionStyle == .none ? nil : selectedBackgroundView) else { return }
        view.isHidden = selectionStyle == .none || !(highlightedState || selectedState)
    }

    // MARK: Configurations (LST-19)

    /// What the cell's content shows, as a value; the cell shows it in a view it makes in
    /// ``contentView``, updated for the cell's state (highlighted, selected) as it changes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContent.show(contentConfiguration?.updated(for: configurationState), in: contentView) }
    }
    private let configuredContent = ConfiguredContent()
    /// The view the content configuration made, which a self-sizing row is measured by (LST-20).
    var configuredContentView: UIView? { configuredContent.view }

    /// The standard list content for the cell: ``UIListContentConfiguration/cell()`` (or
    /// `subtitleCell()`/`valueCell()` for those styles), to fill in and set.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Called with the cell's new state before it is laid out after a change; set to update
    /// the configurations by hand.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// The cell's state as configurations see it.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isHighlighted: isHighlighted, isSelected: isSelected, isEditing: isEditing)
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

    /// Where the content view goes across a cell `width` wide: in by the editing control when it
    /// indents, short of the accessory view.
    func contentSpan(inWidth width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let end = reorderControl != nil ? width - ReorderControl.width : accessoryView.map { width - Self.labelInset - $0.bounds.width } ?? width
        let indent = editingControl != nil && shouldIndentWhileEditing && tableAllowsIndent ? Self.editingControlWidth : 0
        return (indent, max(0, end - indent))
    }

    /// Places the content, the accessory, the backgrounds and the standard labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.width - Self.labelInset - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        }
        editingControl?.frame = CGRect(x: 0, y: 0, width: Self.editingControlWidth, height: bounds.height)
        reorderControl?.frame = CGRect(x: bounds.width - ReorderControl.width, y: 0, width: ReorderControl.width, height: bounds.height)
        let content = contentSpan(inWidth: bounds.width)
        contentView.frame = CGRect(x: content.x, y: 0, width: content.width, height: bounds.height)
        backgroundView?.frame = bounds
        selectedBackgroundStorage?.frame = bounds
        configuredContent.layOut(in: contentView) {
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        var textArea = contentView.bounds.insetBy(dx: Self.labelInset, dy: 0)
        if let imageView = imageViewStorage, imageView.image != nil {
            let side = min(textArea.height - 8, imageView.image?.size.width ?? 0)
            imageView.frame = CGRect(x: textArea.minX, y: (bounds.height - side) / 2, width: side, height: side)
            textArea = CGRect(x: imageView.frame.maxX + Self.labelInset, y: textArea.minY,
                              width: max(0, textArea.maxX - imageView.frame.maxX - Self.labelInset), height: textArea.height)
        }
        switch (style, textLabelStorage, detailTextLabelStorage) {
        case (.subtitle, let text, let detail):
            let half = textArea.divided(atDistance: textArea.height / 2, from: .minYEdge)
            text?.frame = half.slice
            detail?.frame = half.remainder
        case (.value1, let text, let detail), (.value2, let text, let detail):
            let half = textArea.divided(atDistance: textArea.width / 2, from: .minXEdge)
            text?.frame = style == .value1 ? half.slice : half.remainder
            detail?.frame = style == .value1 ? half.remainder : half.slice
        case (_, let text, _):
            text?.frame = textArea
        }
    }

    /// The height a cell of a built-in style asks for when its row sizes itself and its content
    /// view's constraints give none (LST-20): its labels stacked (subtitle) or side by side, with
    /// 11 points above and below, at least 44; nil when it shows no built-in label.
    var builtInLabelsHeight: CGFloat? {
        let shown = [textLabelStorage, style == .default ? nil : detailTextLabelStorage].compactMap { $0 }.filter { !($0.text ?? "").isEmpty }
        guard !shown.isEmpty else { return nil }
        let heights = shown.map { $0.intrinsicContentSize.height }
        let labels = style == .subtitle ? heights.reduce(0, +) : heights.max() ?? 0
        return max(UITableView.defaultRowHeight, (labels + 2 * Self.builtInVerticalMargin).rounded(.up))
    }

    /// The space above and below a built-in style's labels (chosen: what UIKit's default cells show).
    static let builtInVerticalMargin: CGFloat = 11

    // MARK: Touches go to the table (LST-2..4)

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

    // MARK: Gesture recognizer delegate (GR-7, GR-9, GR-10, RUN-8)

    // UIKit's cell adopts UIGestureRecognizerDelegate, so a cell subclass sets itself as a
    // recognizer's delegate without declaring the protocol. Swift calls a subclass's method
    // through the protocol only when it overrides the cell's, so the cell implements each method
    // here with UIKit's answer, and a subclass writes `override` (the compiler offers it).

    /// Whether the recognizer may see `touch`; true (GR-7).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    /// Whether the recognizer may see `press`; true (GR-7).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }

    /// Whether the recognizer may see `event`; true (GR-7).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }

    /// Whether both recognizers may recognize at once; false (GR-9).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer waits for `otherGestureRecognizer` to fail; false (GR-10).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail; false (GR-10).
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// UIKit's cell is a recognizer delegate (GR-7); its answers are the class's methods above.
extension UITableViewCell: UIGestureRecognizerDelegate {}

extension UITableViewCell: ListCell {
    func showHighlight(_ highlighted: Bool) {
        if highlighted != isHighlighted { setHighlighted(highlighted, animated: false) }
    }

    func showSelection(_ selected: Bool, animated: Bool) {
        if selected != isSelected { setSelected(selected, animated: animated) }
    }
}
