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
    /// The controller it is shown over; until it is presented, the presented controller itself.
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    weak var presentingStorage: UIViewController?
    /// Is asked and told about a dismissal by drag.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Made by the presented controller, when first asked for or presented.
    init(presented: UIViewController) {
        presentedViewController = presented
        super.init()
    }

    /// Where a sheet rests in `window` (VC-8, VC-10): below the safe area, or a detent's height.
    func sheetFrame(in window: UIWindow) -> CGRect {
        PresentationMetrics.sheetFrame(in: window)
    }

    /// How high a dragged sheet may go: no higher than where it rests.
    func highestSheetTop(resting: CGRect, in window: UIWindow) -> CGFloat { resting.minY }

    /// What a released sheet does.
    enum Release { case back, dismiss, settle(CGRect) }

    /// A sheet released at `top`, moving down at `speed`, having rested at `resting`: dismissed
    /// past half its height or fast enough, else back (VC-8).
    func release(at top: CGFloat, speed: CGFloat, resting: CGRect, in window: UIWindow) -> Release {
        top - resting.minY > resting.height / 2 || speed > Self.dismissVelocity ? .dismiss : .back
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
            guard let resting = restingFrame, let window = container.window else { return }
            let top = max(highestSheetTop(resting: resting, in: window), resting.minY + pan.translation(in: container).y)
            view.frame = CGRect(x: resting.minX, y: top, width: resting.width, height: window.bounds.height - top)
        case .ended, .cancelled:
            guard let resting = restingFrame, let window = container.window else { return }
            restingFrame = nil
            let decision = pan.state == .ended
                ? release(at: view.frame.minY, speed: pan.velocity(in: container).y, resting: resting, in: window) : .back
            switch decision {
            case .back:
                view.frame = resting
                return
            case .settle(let frame):
                view.frame = frame
                return
            case .dismiss:
                break
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
