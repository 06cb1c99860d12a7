import Foundation

/// A behaviour added to a view as a whole, such as a context menu (INT-1): the view tells it when
/// it is added and removed, and it installs what it needs (a recognizer) on the view.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to `view`, or removed (nil).
    func willMove(to view: UIView?)
    /// The interaction was added to `view`, or removed (nil).
    func didMove(to view: UIView?)
}
