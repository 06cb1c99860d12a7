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
open class UITextField: UIControl, UITextInput {
    /// The frame drawn around the text.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Posted with the field as its object when it begins editing, after `editingDidBegin`.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as its object each time its text changes by editing.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field as its object when it ends editing, after `editingDidEnd`.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; an empty string rather than nil once set, as in UIKit.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            attributedStorage = nil
            // TXT-10: setting the text puts the insertion point at its end.
            selection = NSRange(location: (storage as NSString).length, length: 0)
            marked = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var storage = ""
    /// The selection (TXT-10); only meaningful while editing, as in UIKit.
    private var selection = NSRange(location: 0, length: 0)
    /// The text an input method is composing, if any (TXT-10).
    private var marked: NSRange?

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
    /// The font of the text; the 17-point system font by default (TXT-1).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The colour of the text; the label colour by default. Recorded.
    open var textColor: UIColor? = .label
    /// How the text lines up in the field; natural by default. Recorded.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border; none by default. A rounded rectangle makes the field at least 34 points
    /// high and 14 wider than its text (TXT-4).
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (never by default); a tap on it empties the field (TXT-7).
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is emptied when editing begins; false by default.
    open var clearsOnBeginEditing = false
    /// Asked whether editing may begin, end and change the text, and told when it does (TXT-4).
    open weak var delegate: UITextFieldDelegate?

    // UITextInputTraits, recorded.
    /// The keyboard asked for; the default one. Recorded: typing here is what the test sends.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's label; Return by default. Recorded.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is a password, hidden as it is typed; false by default. Recorded: the text
    /// is kept as typed.
    open var isSecureTextEntry = false
    /// How the keyboard capitalises; sentences by default. Recorded: typed text is kept as sent.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects; the default. Recorded: typed text is kept as sent.
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

    /// A text field from a storyboard or nib (NIB-2).
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
        // TXT-10: editing begins with the insertion point at the end.
        selection = NSRange(location: (storage as NSString).length, length: 0)
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

    /// Whether the field holds any text.
    open var hasText: Bool { !storage.isEmpty }

    /// Types `text` in place of the selection (or of marked text), if the delegate allows:
    /// `editingChanged`, `textFieldDidChangeSelection` and the notification follow. A newline is
    /// the return key.
    open func insertText(_ text: String) {
        if text == "\n" {
            pressReturn()
            return
        }
        let range = marked ?? selection
        marked = nil
        replace(range, with: text)
    }

    /// Deletes the selection, or the character before the insertion point, if the delegate allows.
    open func deleteBackward() {
        marked = nil
        if selection.length > 0 {
            replace(selection, with: "")
            return
        }
        guard selection.location > 0 else { return }
        replace((storage as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1), with: "")
    }

    /// The return key: `textFieldShouldReturn`, then `editingDidEndOnExit`.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    /// An edit as typing makes it: asked of the delegate with the range it replaces, then the
    /// insertion point after the new text (TXT-4, TXT-10).
    @discardableResult
    private func replace(_ range: NSRange, with string: String) -> Bool {
        guard isEnabled, delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true,
              let swiftRange = Range(range, in: storage) else { return false }
        storage.replaceSubrange(swiftRange, with: string)
        attributedStorage = nil
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    // MARK: UITextInput (TXT-10)

    /// The field's text seen by position, laid out as it is drawn: on one line, centred vertically,
    /// inset by a rounded border, and placed by ``textAlignment``.
    private var document: PlainTextDocument {
        let font = self.font ?? .systemFont(ofSize: 17)
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : 0
        let width = font.estimatedSize(of: storage).width
        let x: CGFloat = switch textAlignment {
        case .center: (bounds.width - width) / 2
        case .right: bounds.width - inset - width
        default: inset
        }
        return PlainTextDocument(text: storage as NSString, font: font, origin: CGPoint(x: x, y: (bounds.height - font.lineHeight) / 2),
                                 wrapWidth: nil, firstOffset: -leadingTokenSlots)
    }

    /// Places before the text that hold no characters: a search field's tokens (SRC-6).
    var leadingTokenSlots: Int { 0 }

    /// A selection that covers token places (SRC-6): a search field selects the token; nothing
    /// else has such places.
    func selectTokenSlots(_ range: NSRange) {}

    /// The selection while the field is being edited; nil otherwise, as in UIKit. Setting it
    /// outside editing does nothing; inside, it tells `textFieldDidChangeSelection`.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsetRange(selection) : nil }
        set {
            guard isEditing, let newValue, let range = document.range(of: newValue), range != selection else { return }
            if range.location < 0 { return selectTokenSlots(range) }
            inputDelegate?.selectionWillChange(self)
            selection = range
            inputDelegate?.selectionDidChange(self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }
    /// The text being composed by an input method (marked), nil when none is.
    open var markedTextRange: UITextRange? { marked.map(TextOffsetRange.init) }
    /// How marked text is styled.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The object told when text or the selection changes other than by typing.
    open weak var inputDelegate: UITextInputDelegate?
    /// What finds words, sentences, lines and paragraphs in the document.
    open lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(-leadingTokenSlots) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { TextOffsetPosition((storage as NSString).length) }

    /// Marks `markedText` in place of the marked text or the selection, as an input method
    /// composes; the delegate is asked as for typing.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let target = marked ?? selection
        guard replace(target, with: text) else { return }
        let (newMarked, newSelection) = PlainTextDocument.marking(text, selectedRange: selectedRange, replacing: target)
        marked = text.isEmpty ? nil : newMarked
        selection = newSelection
    }
    /// Makes the marked text ordinary text.
    open func unmarkText() { marked = nil }

    /// Replaces `range` as typing would: the delegate is asked, the editing events follow
    /// ([chosen]: UIKit's keyboard does not come this way, dictation and code do).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let whole = document.range(of: range) else { return }
        let start = max(0, whole.location), range = NSRange(location: start, length: max(start, NSMaxRange(whole)) - start)
        // Not typed: the input delegate (the keyboard, on iOS) hears of it.
        inputDelegate?.textWillChange(self)
        replace(range, with: text)
        inputDelegate?.textDidChange(self)
    }
    /// The characters in `range`, or nil when it is not in the document.
    open func text(in range: UITextRange) -> String? { document.text(in: range) }
    /// The range from one position to another, nil when either is not in the document.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        document.textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` characters from `position`, nil outside the document.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        document.position(from: position, offset: offset)
    }
    /// The position `offset` characters or lines from `position` in a direction on screen.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        document.position(from: position, in: direction, offset: offset)
    }
    /// Which of two positions comes first in the document.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        document.compare(position, to: other)
    }
    /// How many characters lie from one position to another (negative when backwards).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        document.offset(from: from, to: toPosition)
    }
    /// The end of `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        document.position(within: range, farthestIn: direction)
    }
    /// The range from `position` to the next character in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        document.characterRange(byExtending: position, in: direction)
    }
    /// The direction last set for the text, natural at first (the text is not laid out in both
    /// directions here).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        writingDirection
    }
    /// Sets the writing direction of `range`.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        self.writingDirection = writingDirection
    }
    private var writingDirection = NSWritingDirection.natural
    /// The rectangle of the first line of `range`, in the input's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect { document.firstRect(for: range) }
    /// The insertion point's rectangle at `position`, in the input's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { document.caretRect(for: position) }
    /// The rectangles that show `range` selected, one a line.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { document.selectionRects(for: range) }
    /// The position nearest `point`, in the input's coordinates.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { document.closestPosition(to: point) }
    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        document.closestPosition(to: point, within: range)
    }
    /// The character under `point`, nil when there is none.
    open func characterRange(at point: CGPoint) -> UITextRange? { document.characterRange(at: point) }
}

/// Follows the text size when asked (TXT-1).
extension UITextField: UIContentSizeCategoryAdjusting {}
