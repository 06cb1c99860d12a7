import Foundation

/// Names a transition's controllers: the one going away and the one coming.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start (the presenter of a presentation, the presented of a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names a transition's views: the one going away and the one coming.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view going away.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view coming in.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator is told about a transition, and how it ends it (TRN-2, TRN-4): the container
/// view, the controllers and views, their frames, whether it animates, whether a finger drives
/// it and whether it was cancelled; `completeTransition(_:)` ends it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the coming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it (while it does).
    var isInteractive: Bool { get }
    /// Whether the interaction cancelled it: the animator then completes it with `false`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a presentation or dismissal.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction controller reports its progress, and its ending.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction finished: the transition completes.
    func finishInteractiveTransition()
    /// The interaction was cancelled: the transition goes back.
    func cancelInteractiveTransition()
    /// The interaction paused the transition where it is.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` when it completed, `false` when it was cancelled, which
    /// leaves everything as it was.
    func completeTransition(_ didComplete: Bool)
    /// The controller going away (`.from`) or coming in (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view going away or coming in; nil where the animator should not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform the coming view ends with; the identity unless the interface turns.
    var targetTransform: CGAffineTransform { get }
    /// Where the controller's view starts (zero when it is not shown at the start).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view ends (zero when it is not shown at the end).
    func finalFrame(for vc: UIViewController) -> CGRect
}
