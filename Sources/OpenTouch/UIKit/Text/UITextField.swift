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
            invalidateIntrinsicContentSize()
        }
    }
    private var storage = ""
    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open weak var delegate: UITextFieldDelegate?

    // UITextInputTraits, recorded.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default

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
        guard forcingEnd || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Set while `endEditing(true)` forces the field to let go.
    var forcingEnd = false

    /// A tap (a touch that ends inside) starts editing, as UIKit's does (TXT-4).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), !isEditing else { return }
        becomeFirstResponder()
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text` at the end, if the delegate allows: `editingChanged` and the notification follow.
    public func insertText(_ text: String) {
        if text == "\n" {
            pressReturn()
            return
        }
        replace(NSRange(location: (storage as NSString).length, length: 0), with: text)
    }

    /// Deletes the last character, if the delegate allows.
    public func deleteBackward() {
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
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}

extension UIView {
    /// Makes the first responder in this view's subtree resign (TXT-4); with `force`, even when its
    /// delegate would keep it. Returns whether it resigned (true when there was none).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, responder.isInSubtree(of: self) else { return true }
        let field = responder as? UITextField
        field?.forcingEnd = force
        defer { field?.forcingEnd = false }
        if responder.resignFirstResponder() { return true }
        if force {
            window.firstResponder = nil
            return true
        }
        return false
    }
}
