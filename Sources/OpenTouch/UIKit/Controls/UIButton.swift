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
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The label showing the current title; made on first use and kept in step with the state.
    /// Like every label it takes no touches (HIT-1), so touches on the title reach the button.
    open var titleLabel: UILabel? {
        if titleLabelStorage == nil {
            let label = UILabel(frame: bounds)
            label.text = currentTitle
            addSubview(label)
            titleLabelStorage = label
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

    public required init?(coder: NSCoder) {
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

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabelStorage?.text = currentTitle
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        imageViewStorage?.image = currentImage
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    override func stateDidChange() {
        titleLabelStorage?.text = currentTitle
        imageViewStorage?.image = currentImage
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    override func didSendTouchUpInside(with event: UIEvent?) {
        send(.primaryActionTriggered, with: event)
    }

    /// CTL-8: a one-finger single tap on an ancestor does not take the button's own tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isAncestorsSingleTap(gestureRecognizer)
    }
}

extension UIControl {
    /// Whether `recognizer` is a one-finger single tap on a view other than this control (CTL-8).
    func isAncestorsSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.view !== self else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
