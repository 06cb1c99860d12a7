import Foundation

/// A scrolling, multi-line text input (TXT-6): a tap makes it first responder (the keyboard comes
/// up), a drag scrolls it instead; typed text, return included, goes in at the selection through
/// its delegate.
///
/// ```swift
/// let notes = UITextView()
/// notes.delegate = self          // read as a UITextViewDelegate
/// // in a test: screen.tap(notes); try screen.type("Milk\nEggs")
/// ```
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Posted with the text view as its object when it begins editing.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the text view as its object each time its text changes by editing.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the text view as its object when it ends editing.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")

    /// The text; never nil (setting nil empties it), as in UIKit. Setting it puts the selection at
    /// its end and tells no delegate.
    open var text: String! {
        get { storage }
        set {
            storage = newValue ?? ""
            selection = NSRange(location: (storage as NSString).length, length: 0)
            marked = nil
            textDidChangeSize()
        }
    }
    private var storage = ""

    /// The text with attributes; only the characters are kept (nothing is drawn).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storage) }
        set { text = newValue?.string }
    }

    /// Whether a text-style font follows the user's text size (TXT-1); false by default.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) else { return }
        font = adjusted
    }

    /// The font of the text; the 17-point system font by default. The content size follows it (TXT-6).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textDidChangeSize() } }
    /// The colour of the text; the label colour by default. Recorded.
    open var textColor: UIColor? = .label
    /// How the text lines up; natural by default. Recorded.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether a tap begins editing; true by default. A text view that is not editable never
    /// becomes first responder.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether text can be selected; recorded (there is no selection gesture here).
    open var isSelectable = true
    /// The space between the text view's edges and the text: 8 points above and below, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChangeSize() } }

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

    /// The view that replaces the keyboard while this text view is first responder (TXT-7).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    /// The view shown above the keyboard while this text view is first responder (TXT-7).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }
    private var customAccessoryView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty, editable text view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A text view from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Selection

    /// The selected characters; a length of 0 is the insertion point, where typing goes. Setting it
    /// (kept inside the text) tells the delegate `textViewDidChangeSelection`.
    open var selectedRange: NSRange {
        get { selection }
        set {
            let length = (storage as NSString).length
            let location = min(max(0, newValue.location), length)
            let clamped = NSRange(location: location, length: min(max(0, newValue.length), length - location))
            guard clamped != selection else { return }
            selection = clamped
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }
    private var selection = NSRange(location: 0, length: 0)
    /// The text an input method is composing, if any (TXT-10).
    private var marked: NSRange?

    // MARK: Size

    /// The text seen by position, laid out at `width` (TXT-10): inside the container inset and
    /// the line fragment padding, wrapped.
    private func document(width: CGFloat) -> PlainTextDocument {
        let inner = width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding
        return PlainTextDocument(text: storage as NSString, font: font ?? .systemFont(ofSize: 17),
                                 origin: CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top),
                                 wrapWidth: inner)
    }
    private var document: PlainTextDocument { document(width: bounds.width) }

    /// The text's lines in the text view's width (newlines and wrapping), at least one.
    private func lineCount(width: CGFloat) -> Int { document(width: width).lines.count }

    /// The padding at each end of a line, inside the container inset: 5 points, as in UIKit.
    static let lineFragmentPadding: CGFloat = 5

    /// The height of the text and its insets at `width`.
    private func textHeight(width: CGFloat) -> CGFloat {
        let line = (font ?? .systemFont(ofSize: 17)).lineHeight
        return CGFloat(lineCount(width: width)) * line + textContainerInset.top + textContainerInset.bottom
    }

    /// With scrolling off, the height of its text at its width (so Auto Layout grows it as one
    /// types); with scrolling on, none, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(width: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textHeight(width: size.width))
    }

    private func textDidChangeSize() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content is as tall as the text, so a long text scrolls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = CGSize(width: bounds.width, height: textHeight(width: bounds.width))
        if contentSize != size { contentSize = size }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing when the delegate allows (TXT-6): `textViewShouldBeginEditing`, then first
    /// responder, `textViewDidBeginEditing` and the notification; the keyboard comes up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows or the end is forced (TXT-6): `textViewShouldEndEditing`,
    /// then `textViewDidEndEditing` and the notification.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard responderWindow?.forcingEndEditing == true || textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Whether this text view is first responder, being edited.
    var isEditing: Bool { isFirstResponder }

    /// CTL-8: a one-finger single tap on an ancestor does not take the text view's own tap; the
    /// scroll view's answers stand for its own recognizers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        TakeoverPolicy.control(self, letsBegin: gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch that ends without having scrolled (the scroll view's pan cancels a drag's touches)
    /// is a tap, and begins editing (TXT-6). Chosen: the insertion point goes to the end of the
    /// text, where UIKit would put it under the finger.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditable, !isFirstResponder, touches.contains(where: { bounds.contains($0.location(in: self)) }) else { return }
        if becomeFirstResponder() { selectedRange = NSRange(location: (storage as NSString).length, length: 0) }
    }

    // MARK: UIKeyInput

    /// Whether the text view holds any text.
    open var hasText: Bool { !storage.isEmpty }

    /// Replaces the selection (or marked text) with `text` (a newline is text here), if the
    /// delegate allows: `textViewDidChangeSelection`, `textViewDidChange` and the notification follow.
    open func insertText(_ text: String) {
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
        let before = (storage as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
        replace(before, with: "")
    }

    @discardableResult
    private func replace(_ range: NSRange, with string: String) -> Bool {
        guard isEditable, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true,
              let swiftRange = Range(range, in: storage) else { return false }
        storage.replaceSubrange(swiftRange, with: string)
        textDidChangeSize()
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    // MARK: UITextInput (TXT-10)

    /// The selection as a range of positions; the same as ``selectedRange``, which setting it sets.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selection) }
        set {
            guard let newValue, let range = document.range(of: newValue) else { return }
            inputDelegate?.selectionWillChange(self)
            selectedRange = range
            inputDelegate?.selectionDidChange(self)
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
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
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

    /// Replaces `range` as typing would: the delegate is asked and told ([chosen], as the text
    /// field's).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = document.range(of: range) else { return }
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
    /// Up and down move by the lines the text wraps into, keeping the caret's x.
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
extension UITextView: UIContentSizeCategoryAdjusting {}
