import Foundation

/// The object that shows a presented controller: its container view, and, for a sheet, the drag
/// that dismisses it (VC-8).
///
/// A page sheet follows a finger dragging it down (a pan on the presented view); released more
/// than half its height down, or moving down faster than ``dismissVelocity``, it is dismissed
/// (animated), unless the presented controller `isModalInPresentation` or the delegate's
/// `presentationControllerShouldDismiss` refuses, in which case it goes back up and the delegate
/// hears `presentationControllerDidAttemptToDismiss`. Released sooner, it goes back up.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The speed down past which a released sheet is dismissed (chosen: 1,000 points a second;
    /// UIKit's threshold is not documented).
    public static let dismissVelocity: CGFloat = 1000

    /// The controller shown.
    public unowned let presentedViewController: UIViewController
    /// The controller it is shown over.
    public unowned let presentingViewController: UIViewController
    /// Is asked and told about a dismissal by drag.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presented: UIViewController, presenting: UIViewController) {
        presentedViewController = presented
        presentingViewController = presenting
        super.init()
    }

    /// The view holding the presented view in the window, while presented.
    open var containerView: UIView? { presentedViewController.presentationContainer }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The sheet's frame when it rests, while a drag moves it.
    private var restingFrame: CGRect?

    /// Adds the dismissing drag to a sheet's view.
    func installSheetDrag(on view: UIView) {
        let pan = UIPanGestureRecognizer()
        pan.name = "sheet dismissal"
        pan.addTarget(self, action: Selector(UIPresentationController.sheetDragged))
        view.addGestureRecognizer(pan)
        sheetDrag = pan
    }
    private(set) weak var sheetDrag: UIPanGestureRecognizer?

    private func sheetDragged(_ pan: UIPanGestureRecognizer) {
        guard let view = presentedView, let container = containerView,
              !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        switch pan.state {
        case .began:
            restingFrame = view.frame
        case .changed:
            guard let resting = restingFrame else { return }
            view.frame = resting.offsetBy(dx: 0, dy: max(0, pan.translation(in: container).y))
        case .ended, .cancelled:
            guard let resting = restingFrame else { return }
            restingFrame = nil
            let distance = pan.translation(in: container).y, speed = pan.velocity(in: container).y
            let wantsDismissal = pan.state == .ended && (distance > resting.height / 2 || speed > Self.dismissVelocity)
            guard wantsDismissal else {
                view.frame = resting
                return
            }
            let allowed = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
            guard allowed else {
                view.frame = resting
                delegate?.presentationControllerDidAttemptToDismiss(self)
                return
            }
            delegate?.presentationControllerWillDismiss(self)
            // Held by the completion until it runs: the presented controller lets go of it first.
            presentedViewController.dismiss(animated: true) { [self] in
                delegate?.presentationControllerDidDismiss(self)
            }
        default:
            break
        }
    }
}
