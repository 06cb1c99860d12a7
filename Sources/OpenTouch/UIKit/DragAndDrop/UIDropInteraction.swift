import Foundation

/// Makes a view a place to drop dragged items (INT-7): as a session moves over the view, its
/// delegate is asked whether it takes the session and what a drop would do, and performs it.
///
/// ```swift
/// dropZone.addInteraction(UIDropInteraction(delegate: self))
/// ```
///
/// A drop interaction adds no recognizer: sessions find it by hit-testing under the finger
/// (HIT rules), so its view must take touches (a `UIImageView` needs `isUserInteractionEnabled`).
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The object that decides about drops.
    public private(set) weak var delegate: UIDropInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Whether sessions from several fingers may be over the view at once; false by default, and
    /// a second session then passes over the view as if it had no drop interaction.
    open var allowsSimultaneousDropSessions = false
    /// The sessions over the view now.
    var sessionsOver: [ObjectIdentifier] = []

    /// An interaction whose drops `delegate` decides.
    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view`; does nothing.
    open func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view`: it takes drops there now.
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
