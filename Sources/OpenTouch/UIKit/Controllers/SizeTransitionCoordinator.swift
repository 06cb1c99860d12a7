import Foundation

/// The coordinator of a rotation (TST-9): the controllers hear `viewWillTransition(to:with:)`
/// before the size changes; the animations they add run once the new size is laid out (at once:
/// nothing moves gradually here), and their completions when the rotation's time has passed on
/// the application clock.
///
/// [chosen] UIKit's rotation duration is private; a rotation takes 0.3 seconds here.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    static let duration: TimeInterval = 0.3

    let containerView: UIView
    let targetTransform: CGAffineTransform
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var transitionDuration: TimeInterval { Self.duration }
    private(set) var percentComplete: CGFloat = 0
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView, targetTransform: CGAffineTransform) {
        self.containerView = containerView
        self.targetTransform = targetTransform
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never driven by a finger: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The new size is laid out: the animations run; the completions follow after the duration.
    func sizeChanged(on clock: ApplicationClock) {
        let animations = self.animations
        self.animations = []
        for animation in animations { animation(self) }
        clock.schedule(after: Self.duration, label: "rotation") { [self] in
            percentComplete = 1
            let completions = self.completions
            self.completions = []
            for completion in completions { completion(self) }
        }
    }
}
