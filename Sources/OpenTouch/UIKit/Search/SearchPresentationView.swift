import Foundation

/// The search controller's view: over the bar's context, passing touches above the bar's bottom
/// edge to what is there, dimming or showing the results below it (SRC-3).
@MainActor
final class SearchPresentationView: UIView {
    unowned let controller: UISearchController
    let dimming = UIView(frame: .zero)

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak controller] _ in controller?.deactivate() })
        addSubview(dimming)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Where the bar's bottom edge is, in this view.
    private var barBottom: CGFloat {
        let bar = controller.searchBar
        guard bar.window != nil, window != nil else { return 0 }
        return max(0, bar.convert(bar.bounds, to: self).maxY)
    }

    /// Touches above the bar's bottom edge go to what is under this view: the bar itself; so do
    /// all touches while it neither dims nor shows results, for the content to take (SRC-3).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !dimming.isHidden || controller.showsResults else { return false }
        return point.y >= barBottom && super.point(inside: point, with: event)
    }

    /// The dimming or the results below the bar.
    func arrange() {
        let below = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: max(0, bounds.maxY - barBottom))
        let showsResults = controller.showsResults
        dimming.frame = below
        dimming.isHidden = showsResults || !controller.obscuresBackgroundDuringPresentation
        guard let results = controller.searchResultsController else { return }
        if showsResults {
            results.view.frame = below
            if results.view.superview !== self { addSubview(results.view) }
        } else if results.viewIfLoaded?.superview === self {
            results.view.removeFromSuperview()
        }
    }
}
