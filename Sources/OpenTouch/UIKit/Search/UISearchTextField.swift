import Foundation

/// The text field of a search bar: rounded, with a clear button while editing (SRC-1), and
/// tokens before its text (SRC-6).
///
/// Its delegate is the search bar, which passes what it hears to the search bar's own delegate.
/// Tokens take one place each before the text: ``positionOfToken(at:)`` gives it, and
/// ``textualRange`` is the text after them. Backspace at the start of the text selects the last
/// token, and again deletes it; ``replaceTextualPortion(of:with:at:)`` turns typed text into a
/// token.
///
/// ```swift
/// let field = searchController.searchBar.searchTextField
/// field.insertToken(UISearchToken(icon: UIImage(systemName: "photo"), text: "Photos"), at: 0)
/// ```
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// A search field from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
        placeholder = "Search"
        backgroundColor = .tertiarySystemFill
    }

    // MARK: Tokens (SRC-6)

    /// The tokens before the text, in order. Setting them replaces them all.
    open var tokens: [UISearchToken] {
        get { tokenStorage }
        set {
            tokenStorage = newValue
            selectedToken = nil
            tokensChanged()
        }
    }
    private var tokenStorage: [UISearchToken] = []
    /// The token a backspace selected, which the next one deletes.
    private var selectedToken: Int?

    /// The colour of the tokens' chips; recorded, nothing is drawn.
    open var tokenBackgroundColor: UIColor?
    /// Whether a backspace may delete a token; true by default.
    open var allowsDeletingTokens = true
    /// Whether a selected token can be copied; true by default.
    open var allowsCopyingTokens = true

    /// Inserts `token` at `tokenIndex` (kept within the tokens).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokenStorage.insert(token, at: min(max(0, tokenIndex), tokenStorage.count))
        selectedToken = nil
        tokensChanged()
    }

    /// Removes the token at `tokenIndex`; an index outside the tokens is reported.
    open func removeToken(at tokenIndex: Int) {
        guard tokenStorage.indices.contains(tokenIndex) else {
            Diagnostics.report(.invalidArgument, "UISearchTextField: no token at index \(tokenIndex) of \(tokenStorage.count) (SRC-6)")
            return
        }
        tokenStorage.remove(at: tokenIndex)
        selectedToken = nil
        tokensChanged()
    }

    /// Where the token at `tokenIndex` is: its place before the text.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        TextOffsetPosition(min(max(0, tokenIndex), tokenStorage.count) - tokenStorage.count)
    }

    /// The tokens whose places `range` covers.
    open func tokens(in range: UITextRange) -> [UISearchToken] {
        guard let start = (range.start as? TextOffsetPosition)?.offset, let end = (range.end as? TextOffsetPosition)?.offset else { return [] }
        return tokenStorage.indices.filter { (start..<end).contains($0 - tokenStorage.count) }.map { tokenStorage[$0] }
    }

    /// The text after the tokens.
    open var textualRange: UITextRange {
        TextOffsetRange(NSRange(location: 0, length: ((text ?? "") as NSString).length))
    }

    /// Turns the text in `range` into `token`, inserted at `tokenIndex`: the text goes (without
    /// asking the delegate, as code's changes do), the token comes, and the search is told.
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        if let start = (range.start as? TextOffsetPosition)?.offset, let end = (range.end as? TextOffsetPosition)?.offset,
           let swiftRange = Range(NSRange(location: max(0, start), length: max(0, end - max(0, start))), in: text ?? "") {
            var remaining = text ?? ""
            remaining.removeSubrange(swiftRange)
            text = remaining
        }
        insertToken(token, at: tokenIndex)
    }

    override var leadingTokenSlots: Int { tokenStorage.count }

    /// A selection of a token's place selects that token.
    override func selectTokenSlots(_ range: NSRange) {
        let index = range.location + tokenStorage.count
        guard tokenStorage.indices.contains(index) else { return }
        selectedToken = index
    }

    /// The selected token's place while one is selected; else the text's selection.
    open override var selectedTextRange: UITextRange? {
        get {
            guard let selectedToken, isEditing else { return super.selectedTextRange }
            return TextOffsetRange(NSRange(location: selectedToken - tokenStorage.count, length: 1))
        }
        set { super.selectedTextRange = newValue }
    }

    /// At the start of the text with nothing selected, a backspace selects the last token, and the
    /// next deletes it (if ``allowsDeletingTokens``), as a user edit: `editingChanged` follows.
    open override func deleteBackward() {
        if let index = selectedToken {
            guard allowsDeletingTokens else { return }
            tokenStorage.remove(at: index)
            selectedToken = nil
            tokensChanged(byUser: true)
            return
        }
        let caret = selectedTextRange.flatMap { range -> Int? in
            guard range.isEmpty else { return nil }
            return offset(from: TextOffsetPosition(0), to: range.start)
        }
        if caret == 0, !tokenStorage.isEmpty {
            selectedToken = tokenStorage.count - 1
            return
        }
        super.deleteBackward()
    }

    /// Typing replaces a selected token, when it may be deleted.
    open override func insertText(_ text: String) {
        if let index = selectedToken, text != "\n" {
            selectedToken = nil
            if allowsDeletingTokens {
                tokenStorage.remove(at: index)
                tokensChanged(byUser: true)
            }
        }
        super.insertText(text)
    }

    /// The tokens changed: the search updates its results; a user's change is an edit
    /// (`editingChanged`, which the bar passes on as a text change).
    private func tokensChanged(byUser: Bool = false) {
        invalidateIntrinsicContentSize()
        if byUser {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        } else {
            owningSearchBar?.searchController?.searchTextChanged()
        }
    }

    /// The search bar this field belongs to.
    private var owningSearchBar: UISearchBar? {
        var node = superview
        while let view = node {
            if let bar = view as? UISearchBar, bar.searchTextField === self { return bar }
            node = view.superview
        }
        return nil
    }
}
