import Foundation

/// A button: a control that sends its primary action after a touch-up inside (CTL-7) and keeps
/// its tap against its ancestors' tap recognizers (CTL-8).
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Pick", for: .normal)
/// button.addTarget(self, action: Picker.pick, for: .primaryActionTriggered)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of buttons UIKit offers; here they differ only in name.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
        /// UIKit's old rounded-rectangle kind, which iOS 7 made the same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .custom
    private var titles = ControlStateValues<String>()
    private var images = ControlStateValues<UIImage>()
    private var titleColors = ControlStateValues<UIColor>()
    private var attributedTitles = ControlStateValues<NSAttributedString>()
    private var backgroundImages = ControlStateValues<UIImage>()

    /// The label showing the current title; made on first use and kept in step with the state.
    /// Like every label it takes no touches (HIT-1), so touches on the title reach the button.
    open var titleLabel: UILabel? {
        if titleLabelStorage == nil {
            let label = UILabel(frame: bounds)
            label.textAlignment = .center
            addSubview(label)
            titleLabelStorage = label
            applyStateContent()
        }
        return titleLabelStorage
    }
    private var titleLabelStorage: UILabel?

    /// The image view showing the current image; made on first use. It takes no touches (HIT-1).
    open var imageView: UIImageView? {
        if imageViewStorage == nil {
            let view = UIImageView(image: currentImage)
            addSubview(view)
            imageViewStorage = view
            setNeedsLayout()
        }
        return imageViewStorage
    }
    private var imageViewStorage: UIImageView?

    /// Space around the title and image; stored for layout code.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Space around the title; stored for layout code.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image; stored for layout code.
    open var imageEdgeInsets: UIEdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button from a storyboard or nib, with the `buttonType` its element names, `.custom` when it
    /// names none (NIB-2).
    public required init?(coder: NSCoder) {
        let types: [String: ButtonType] = ["system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
                                           "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close]
        buttonType = ((coder as? NibCoder)?.element["buttonType"]).flatMap { types[$0] } ?? .custom
        super.init(coder: coder)
    }

    /// A button of the given kind with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button that sends `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: Configuration (CTL-12)

    /// The button's configuration; setting it applies its title, image and colours and asks for
    /// an update. Nil for a button made the older way.
    open var configuration: Configuration? {
        didSet {
            if configuration?.image != nil { _ = imageView }
            if configuration?.title != nil || configuration?.attributedTitle != nil { _ = titleLabel }
            applyStateContent()
            if !isApplyingConfigurationUpdate { setNeedsUpdateConfiguration() }
        }
    }

    /// Called, with the button, each time its configuration is updated: after a state change
    /// (highlighted, selected, enabled), before the next layout (CTL-12).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a state change asks for a configuration update by itself.
    open var automaticallyUpdatesConfiguration = true

    var needsConfigurationUpdate = false
    private var isApplyingConfigurationUpdate = false

    /// Updates the configuration for the current state: calls the update handler, which may
    /// change ``configuration``. Override it to change the configuration yourself (CTL-12).
    open func updateConfiguration() {
        isApplyingConfigurationUpdate = true
        defer { isApplyingConfigurationUpdate = false }
        if let configuration { self.configuration = configuration.updated(for: self) }
        configurationUpdateHandler?(self)
    }

    // MARK: Content per state (CTL-11)

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        applyStateContent()
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? { titles[state] }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title's colour in `state` (CTL-11).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        applyStateContent()
    }

    /// The title's colour for `state`: the one set for it, else the normal state's, else the
    /// button type's: the tint for a system button (gray when disabled), white for a custom one.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state] { return color }
        guard buttonType == .system else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    /// The title's colour in the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// Sets an attributed title for `state`; it wins over the plain title (CTL-11).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        applyStateContent()
    }

    /// The attributed title for `state`, falling back to the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }

    /// The attributed title in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        applyStateContent()
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: State) -> UIImage? { images[state] }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the image shown behind the content in `state` (CTL-11), in an image view below the
    /// title and image that, like them, takes no touches.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        if backgroundImageView == nil {
            let view = UIImageView(image: nil)
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        applyStateContent()
    }
    private var backgroundImageView: UIImageView?

    /// The background image for `state`, falling back to the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }

    /// The background image in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Whether the image darkens while highlighted; recorded only (a change of pixels).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image lightens while disabled; recorded only (a change of pixels).
    open var adjustsImageWhenDisabled = true

    override func stateDidChange() {
        applyStateContent()
        if automaticallyUpdatesConfiguration, configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    /// Shows the current state's title, colour and image in the title label and image view
    /// (those made so far); a configuration's title and image win (CTL-11, CTL-12).
    func applyStateContent() {
        if let label = titleLabelStorage {
            if let configuration, configuration.title != nil || configuration.attributedTitle != nil {
                if let attributed = configuration.attributedTitle { label.attributedText = attributed } else { label.text = configuration.title }
                label.textColor = configuration.baseForegroundColor ?? configuration.defaultForegroundColor(tint: tintColor)
            } else if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else {
                label.text = currentTitle
                label.textColor = currentTitleColor
            }
        }
        imageViewStorage?.image = configuration?.image ?? currentImage
        backgroundImageView?.image = currentBackgroundImage
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Places the image view and title label side by side as the content alignment says, inside
    /// the content insets (or the configuration's insets), and applies a pending configuration
    /// update first (CTL-12).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let area = contentRect(forBounds: bounds)
        imageViewStorage?.frame = imageRect(forContentRect: area)
        titleLabelStorage?.frame = titleRect(forContentRect: area)
    }

    // MARK: Content rectangles (CTL-12)

    /// Where the background image goes: the bounds (CTL-12). Overridable, as in UIKit.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The area the image and title share: the bounds inside the content insets (or the
    /// configuration's) (CTL-12).
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        let insets = configuration.map { $0.contentInsets.edgeInsets(for: effectiveUserInterfaceLayoutDirection) } ?? contentEdgeInsets
        return bounds.inset(by: insets)
    }

    /// Where the image goes in `contentRect`: first, at its own size, the pair aligned as the
    /// content alignments say (CTL-12).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).image }

    /// Where the title goes in `contentRect`: after the image and its padding (CTL-12).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).title }

    /// The image's and the title's rectangles in `area`: side by side, aligned as a whole.
    private func contentFrames(in area: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = imageViewStorage?.image?.size ?? .zero
        let titleSize = titleLabelStorage.map { $0.sizeThatFits(area.size) } ?? .zero
        let padding = imageSize.width > 0 && titleSize.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        let contentWidth = min(area.width, imageSize.width + padding + titleSize.width)
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - contentWidth
        case .center: x = area.midX - contentWidth / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return area.minY
            case .bottom: return area.maxY - height
            case .center: return area.midY - height / 2
            }
        }
        var image = CGRect.zero
        if imageViewStorage != nil {
            image = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
            x += imageSize.width + padding
        }
        let width = contentHorizontalAlignment == .fill ? area.maxX - x : min(titleSize.width, area.maxX - x)
        let title = CGRect(x: x, y: y(titleSize.height), width: max(0, width), height: titleSize.height)
        return (image, title)
    }

    override func didSendTouchUpInside(with event: UIEvent?) {
        send(.primaryActionTriggered, with: event)
    }

    // MARK: Menus (INT-3)

    /// The menu a long press shows, or a touch down with ``showsMenuAsPrimaryAction``.
    open var menu: UIMenu? {
        didSet { menuSupport.menuDidChange() }
    }
    /// Whether a touch down shows the menu instead of tracking a tap; false by default.
    open var showsMenuAsPrimaryAction = false
    /// Whether the button shows the menu's chosen action as its title, one action chosen at a
    /// time (a pop-up button); false by default.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuSupport.showSelection() }
    }
    private lazy var menuSupport = ButtonMenuSupport(button: self)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        menuSupport.touchBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !menuSupport.touchMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !menuSupport.touchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !menuSupport.touchCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// CTL-8: a one-finger single tap on an ancestor does not take the button's own tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }

    // MARK: Accessibility (ACC-1)

    override var accessibilityKindTraits: UIAccessibilityTraits { .button }

    /// A button is named by its current title (or its configuration's), else its image's name.
    open override var accessibilityLabel: String? {
        get { accessibilityLabelSet(default: configuration?.title ?? currentTitle ?? (configuration?.image ?? currentImage)?.name) }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: Size (LAY-3)

    /// The content's size: image, padding and title side by side, inside the content insets (or
    /// the configuration's), as layout reads it.
    open override var intrinsicContentSize: CGSize {
        let insets = configuration.map { $0.contentInsets.edgeInsets(for: effectiveUserInterfaceLayoutDirection) } ?? contentEdgeInsets
        let image = (configuration?.image ?? currentImage)?.size ?? .zero
        var title = CGSize.zero
        if let text = configuration?.title ?? currentTitle, !text.isEmpty {
            title = (titleLabelStorage?.font ?? .systemFont(ofSize: UIFont.labelFontSize)).estimatedSize(of: text)
        }
        let padding = image.width > 0 && title.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        return CGSize(width: image.width + padding + title.width + insets.left + insets.right,
                      height: max(image.height, title.height) + insets.top + insets.bottom)
    }

    /// The content's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Configurations

    /// Asks for ``updateConfiguration()`` before the next layout: a state change does this by
    /// itself when the button has a configuration or an update handler (CTL-12).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
}
