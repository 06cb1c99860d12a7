import Foundation

/// How a search begins and ends: the delegate's calls, the bar's buttons, the presentation and
/// the updates, in one order (SRC-3).
extension UISearchController {
    /// The bar's field began editing: the search begins, before the bar's delegate hears
    /// `searchBarTextDidBeginEditing` (SRC-3).
    func barWillBeginEditing() {
        activate()
    }

    /// SRC-3: `willPresentSearchController`, the Cancel and scope buttons shown, the
    /// presentation (the delegate's own, or over the bar's context), and `didPresentSearchController`
    /// when it has come; the results are updated.
    func activate() {
        guard !active else { return }
        active = true
        trace?.recordController(self, "begins searching", reason: "its bar began editing or isActive was set (SRC-3)")
        delegate?.willPresentSearchController(self)
        owningController?.navigationItem.searchActivityChanged()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.setShowsScope(true, animated: true) }
        let presentedByDelegate = delegate.map { delegate in DefaultAnswers.ask(.presentSearchController) { delegate.presentSearchController(self) }.byApp } ?? false
        if !presentedByDelegate, let context = presentationContext, context.presentedViewController == nil {
            context.present(self, animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didPresentSearchController(self)
            }
        }
        if !searchBar.searchTextField.isEditing { searchTextChanged() }
    }

    /// SRC-3: `willDismissSearchController`, the field's editing ended, the text emptied, the
    /// buttons hidden, the results updated, the dismissal, and `didDismissSearchController`.
    func deactivate() {
        guard active else { return }
        trace?.recordController(self, "ends searching", reason: "Cancel, a tap on the dimmed content, or isActive set to false (SRC-3)")
        delegate?.willDismissSearchController(self)
        active = false
        owningController?.navigationItem.searchActivityChanged()
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        searchBar.searchTextField.text = ""
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: true) }
        searchResultsUpdater?.updateSearchResults(for: self)
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
        if presentingViewController != nil { dismiss(animated: true, completion: finish) } else { finish() }
    }

    /// The bar's Cancel button ends the search, after the bar's delegate heard it (SRC-3).
    func cancelTapped() {
        deactivate()
    }

    /// The bar's text or scope changed: while active, the results are updated and shown (SRC-3).
    func searchTextChanged() {
        guard active else { return }
        viewIfLoaded?.setNeedsLayout()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Whether the results controller shows now (SRC-3).
    var showsResults: Bool {
        guard searchResultsController != nil else { return false }
        return showsSearchResultsController || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    /// SRC-3: the controller the search is presented over: from the controller whose view holds
    /// the bar (or whose navigation item holds the search controller, SRC-4) up through its parents, the first that defines the presentation context; else
    /// the window's root.
    var presentationContext: UIViewController? {
        var node = owningController ?? searchBar.viewController
        while let controller = node {
            if controller.definesPresentationContext { return controller }
            node = controller.parent
        }
        return searchBar.window?.rootViewController
    }
}
extension UISearchController: LetsTouchesThroughAroundItsView {}
