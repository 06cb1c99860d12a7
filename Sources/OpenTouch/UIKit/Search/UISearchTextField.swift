import Foundation

/// The text field of a search bar: rounded, with a clear button while editing (SRC-1).
///
/// Its delegate is the search bar, which passes what it hears to the search bar's own delegate;
/// tokens are not there yet (see <doc:NotYet>).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

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
}
