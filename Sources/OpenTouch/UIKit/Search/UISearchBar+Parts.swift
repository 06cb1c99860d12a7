import Foundation

/// A search bar's parts: made once, laid out in a row with the scope buttons under it (SRC-1, SRC-2).
extension UISearchBar {
    func installParts() {
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.relay.textChanged() }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in self?.relay.searchKeyTapped() }, for: .editingDidEndOnExit)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.relay.cancelTapped() }, for: .touchUpInside)
        scopeControl.addAction(UIAction { [weak self] _ in self?.relay.scopeChanged() }, for: .valueChanged)
        promptLabel.textAlignment = .center
    }

    /// Whether the scope buttons are in the bar now.
    var showsScopeButtons: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    var barHeight: CGFloat {
        UISearchBar.standardHeight + (prompt == nil ? 0 : UISearchBar.promptHeight) + (showsScopeButtons ? UISearchBar.scopeHeight : 0)
    }

    /// Something that changes the bar's parts or height changed.
    func layoutChanged() {
        if showsScopeButtons, scopeControl.superview !== self {
            addSubview(scopeControl)
            if scopeControl.selectedSegmentIndex == UISegmentedControl.noSegment, scopeControl.numberOfSegments > 0 {
                scopeControl.selectedSegmentIndex = min(pendingScope, scopeControl.numberOfSegments - 1)
            }
        } else if !showsScopeButtons {
            scopeControl.removeFromSuperview()
        }
        if prompt != nil, promptLabel.superview !== self { addSubview(promptLabel) } else if prompt == nil { promptLabel.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// SRC-1 [chosen geometry]: the prompt across the top, then the field 8 points in from the
    /// edges, the Cancel button after it, and the scope buttons under them.
    func layoutParts() {
        let inset = UISearchBar.fieldInset
        var top = bounds.minY
        if prompt != nil {
            promptLabel.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: UISearchBar.promptHeight)
            top += UISearchBar.promptHeight
        }
        let cancel = showsCancelButton ? UISearchBar.cancelWidth + inset : 0
        let fieldY = top + (UISearchBar.standardHeight - UISearchBar.fieldHeight) / 2
        searchTextField.frame = CGRect(x: bounds.minX + inset, y: fieldY, width: max(0, bounds.width - 2 * inset - cancel), height: UISearchBar.fieldHeight)
        cancelButton.frame = CGRect(x: bounds.maxX - inset - UISearchBar.cancelWidth, y: fieldY, width: UISearchBar.cancelWidth, height: UISearchBar.fieldHeight)
        scopeControl.frame = CGRect(x: bounds.minX + inset, y: top + UISearchBar.standardHeight + (UISearchBar.scopeHeight - UISegmentedControl.standardHeight) / 2 - inset / 2,
                                    width: max(0, bounds.width - 2 * inset), height: UISegmentedControl.standardHeight)
    }
}

/// The search field's delegate: what the field hears, passed to the search bar's delegate in
/// UIKit's terms, and to the search controller whose bar it is (SRC-1, SRC-3).
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.searchController?.barWillBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchTextChanged()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Typing, deleting or the clear button changed the text.
    func textChanged() {
        bar.delegate?.searchBar(bar, textDidChange: bar.text ?? "")
        bar.searchController?.searchTextChanged()
    }

    func searchKeyTapped() {
        bar.trace?.recordControl(bar.searchTextField, "Search key", reason: "the bar tells its delegate searchBarSearchButtonClicked (SRC-1)")
        bar.delegate?.searchBarSearchButtonClicked(bar)
    }

    func cancelTapped() {
        bar.delegate?.searchBarCancelButtonClicked(bar)
        bar.searchController?.cancelTapped()
    }

    func scopeChanged() {
        bar.delegate?.searchBar(bar, selectedScopeButtonIndexDidChange: bar.selectedScopeButtonIndex)
        bar.searchController?.searchTextChanged()
    }
}
