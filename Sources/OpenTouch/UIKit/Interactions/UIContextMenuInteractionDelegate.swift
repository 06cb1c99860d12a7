import Foundation

/// Gives a context menu interaction its menu and hears it come and go (INT-2); all but the
/// first method are optional.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (in the interaction's view), or nil for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The menu is about to go.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The preview was tapped.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing: the menu is dismissed.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// Lets a delegate add its own changes to a menu's appearing or going, and run code after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, when the configuration gave one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu has appeared or gone.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on the preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes when tapped: it dismisses, or it pops into the full view.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// What a tap on the preview does to it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop
}
