import Foundation
import Testing
@testable import OpenTouch

/// A full-screen presentation dismissed by a finger through a percent-driven interaction, with an
/// animator that puts the presenter's view in the container, as full-screen animators do.
@MainActor
private final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { from.alpha = 0 } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@Suite("A full-screen presentation dismissed interactively (TRN-2, TRN-4)")
@MainActor
struct FullScreenInteractiveDismissalTests {
    @Test("TRN-2 TRN-4 when a percent-driven dismissal of a full-screen presentation finishes, the presenter's view is back in the window, as after a non-interactive one")
    func presenterBackInWindow() {
        let root = UIViewController(), cover = UIViewController()
        let transitions = FadeTransitions()
        cover.modalPresentationStyle = .fullScreen
        cover.transitioningDelegate = transitions
        let screen = phoneScreen(root: root)
        root.present(cover, animated: false)
        screen.advance(by: 0.6)
        #expect(root.view.window == nil, "covered: out of the window")
        transitions.interaction = UIPercentDrivenInteractiveTransition()
        cover.dismiss(animated: true)
        transitions.interaction?.update(0.5)
        screen.advance(by: 0.1)
        transitions.interaction?.finish()
        screen.advance(by: 1)
        #expect(root.presentedViewController == nil && root.view.window != nil && root.view.superview === root.view.window)
        #expect(cover.viewIfLoaded?.window == nil)
    }
}
