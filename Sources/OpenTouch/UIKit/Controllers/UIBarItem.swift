import Foundation

/// What bar items share: a title, an image, whether they can be tapped (VC-5).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text the bar shows for the item; a change shows at once.
    open var title: String? {
        didSet { shownButton?.setTitle(title, for: .normal) }
    }
    /// The image the bar shows for the item.
    open var image: UIImage?
    /// Whether the item's button takes taps; true by default, a change taking effect at once.
    open var isEnabled = true {
        didSet { shownButton?.isEnabled = isEnabled }
    }
    /// The button a bar shows for the item, while it shows one.
    weak var shownButton: UIButton?
    /// An integer to tell items apart.
    open var tag = 0
    /// The item's accessibility identifier, given to the button the bar makes for it.
    open var accessibilityIdentifier: String? {
        didSet { shownButton?.accessibilityIdentifier = accessibilityIdentifier }
    }
    /// What VoiceOver says for the item, given to its button in place of its title (ACC-1); on
    /// iOS every `NSObject` has it, and bar items are where apps set it.
    open var accessibilityLabel: String? {
        didSet { if let accessibilityLabel { shownButton?.accessibilityLabel = accessibilityLabel } }
    }
    /// What VoiceOver adds about what the item does, given to its button (ACC-1).
    open var accessibilityHint: String? {
        didSet { shownButton?.accessibilityHint = accessibilityHint }
    }

    public override init() {
        super.init()
    }
}
