import Foundation

/// A one-line text input (TXT-4): a tap makes it first responder (the keyboard comes up), typed
/// text goes into it through its delegate, and it sends UIKit's editing events and notifications.
///
/// ```swift
/// let name = UITextField()
/// name.placeholder = "Name"
/// name.addTarget(self, action: Selector(Form.nameChanged), for: .editingChanged)
/// // in a test: screen.tap(name); try screen.type("Ada"); try screen.pressReturn()
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The frame drawn around the text.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; an empty string rather than nil once set, as in UIKit.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            attributedStorage = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var storage = ""

    /// Whether a text-style font follows the user's text size (TXT-1); false by default.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) else { return }
        font = adjusted
    }

    /// The text with attributes: those set are kept until the text changes (nothing is drawn).
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? NSAttributedString(string: storage) }
        set {
            text = newValue?.string
            attributedStorage = newValue
        }
    }
    private var attributedStorage: NSAttributedString?
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            if placeholder != storedAttributedPlaceholder?.string { storedAttributedPlaceholder = nil }
            invalidateIntrinsicContentSize()
        }
    }
    /// The placeholder with its styling (TXT-4): setting it sets ``placeholder`` to its string;
    /// reading it after a plain placeholder gives that string in the field's font and UIKit's
    /// placeholder colour, `.placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let storedAttributedPlaceholder { return storedAttributedPlaceholder }
            return placeholder.map { NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: UIColor.placeholderText]) }
        }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (never by default); a tap on it empties the field (TXT-7).
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open weak var delegate: UITextFieldDelegate?

    // UITextInputTraits, recorded.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The view that replaces the keyboard while the field is first responder (TXT-7).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    /// The view shown above the keyboard while the field is first responder (TXT-7).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }
    private var customAccessoryView: UIView?

    /// Whether the field is first responder, being edited.
    public private(set) var isEditing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Size

    /// As wide as its text or placeholder, and the height of a line of its font: 34 points with a
    /// rounded border, a line's height without (chosen: the values UIKit gives at 17 points).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storage.isEmpty ? (placeholder ?? "") : storage
        let width = font.estimatedSize(of: shown, kern: 0).width
        let line = (font.lineHeight).rounded(.up)
        return borderStyle == .roundedRect ? CGSize(width: width + 14, height: max(34, line + 13)) : CGSize(width: width, height: line)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing when the delegate allows (TXT-4): `textFieldShouldBeginEditing`, then
    /// first responder, `editingDidBegin`, `textFieldDidBeginEditing` and the notification; the
    /// keyboard comes up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storage = "" }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows (TXT-4): `textFieldShouldEndEditing`, then
    /// `editingDidEnd`, `textFieldDidEndEditing` and the notification.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard responderWindow?.forcingEndEditing == true || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// CTL-8: a one-finger single tap on an ancestor does not take the field's own tap, as
    /// UIKit's text field keeps it with recognizers of its own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer)
    }

    /// A tap (a touch that ends inside) starts editing, as UIKit's does (TXT-4); on the clear
    /// button, it empties the field (TXT-7).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let onClearButton = showsClearButton
            && clearButtonRect(forBounds: bounds).insetBy(dx: -Self.clearButtonSlop, dy: -Self.clearButtonSlop).contains(touch.location(in: self))
        if !isEditing { becomeFirstResponder() }
        if onClearButton { clear() }
    }

    // MARK: Clear button (TXT-7)

    /// The clear button's side, and how far it sits from the trailing edge (chosen: 19 and 7
    /// points, the circled cross UIKit draws in a 17-point field).
    static let clearButtonSide: CGFloat = 19
    static let clearButtonInset: CGFloat = 7
    /// How far around the button a tap still hits it (chosen: 8 points, towards a 35-point target).
    static let clearButtonSlop: CGFloat = 8

    /// Where the clear button is in `bounds`: at the trailing end, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX + Self.clearButtonInset : bounds.maxX - Self.clearButtonInset - side
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Whether the clear button shows now: the field has text and ``clearButtonMode`` says so.
    var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button was tapped: when `textFieldShouldClear` allows, the text goes, with
    /// `editingChanged` and the notification (not `shouldChangeCharactersIn`, as in UIKit).
    private func clear() {
        guard isEnabled, delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !storage.isEmpty }

    /// Types `text` at the end, if the delegate allows: `editingChanged` and the notification follow.
    open func insertText(_ text: String) {
        if text == "\n" {
            pressReturn()
            return
        }
        replace(NSRange(location: (storage as NSString).length, length: 0), with: text)
    }

    /// Deletes the last character, if the delegate allows.
    open func deleteBackward() {
        guard let last = storage.indices.last else { return }
        let range = NSRange(last..., in: storage)
        replace(range, with: "")
    }

    /// The return key: `textFieldShouldReturn`, then `editingDidEndOnExit`.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    private func replace(_ range: NSRange, with string: String) {
        guard isEnabled, delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true,
              let swiftRange = Range(range, in: storage) else { return }
        storage.replaceSubrange(swiftRange, with: string)
        attributedStorage = nil
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}

/// Follows the text size when asked (TXT-1).
extension UITextField: UIContentSizeCategoryAdjusting {}
