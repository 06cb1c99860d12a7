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
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    weak var presentingStorage: UIViewController?
    /// Is asked and told about a dismissal by drag.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Made by the presented controller, when first asked for or presented.
    init(presented: UIViewController) {
        presentedViewController = presented
        super.init()
    }

    /// A presentation controller for `presentedViewController`, shown over
    /// `presentingViewController` (the presenter is set again when the presentation begins):
    /// what a transitioning delegate returns for a `.custom` presentation (TRN-3).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
        presentingStorage = presentingViewController
    }

    // MARK: A custom presentation's hooks (TRN-3)

    /// Where the presented view rests in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's view leaves the window once the presentation ends; false by
    /// default, as in UIKit (the full-screen styles' own controllers remove it).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen; true by default.
    open var shouldPresentInFullscreen: Bool { true }
    /// The presentation style it shows: the presented controller's.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The container is about to lay out its views: the place to size the presented view.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its views.
    open func containerViewDidLayoutSubviews() {}
    /// The presentation begins: the place to add views to the container (a dimming view) and
    /// animate them alongside (`presentedViewController.transitionCoordinator`).
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal begins.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: `completed` is false when it was cancelled (the controller stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container's size is about to change (a rotation, TST-9): by default the presented
    /// controller hears it, as in UIKit, where the presentation controller passes it on.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
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

    /// Adds the dismissing drag to a sheet's view. It does not begin on a scroll view inside the
    /// sheet that scrolls vertically: that scroll view hands the drag over itself (VC-11).
    func installSheetDrag(on view: UIView) {
        let pan = UIPanGestureRecognizer()
        pan.name = "sheet dismissal"
        pan.addTarget(self, action: Selector(UIPresentationController.sheetDragged))
        pan.delegate = sheetDragDelegate
        view.addGestureRecognizer(pan)
        sheetDrag = pan
    }
    /// Whether a touch around the presented view goes on to the presenter behind it, rather
    /// than stopping at the container (VC-10: an undimmed sheet; SRC-3: a search controller,
    /// whose bar stays in the presenter). No for every other style and controller.
    var letsTouchesThroughToPresenter: Bool { presentedViewController is LetsTouchesThroughAroundItsView }

    private(set) weak var sheetDrag: UIPanGestureRecognizer?
    private let sheetDragDelegate = SheetDragDelegate()

    /// The sheet's drag leaves a touch on a vertically scrolling scroll view to that scroll view.
    private final class SheetDragDelegate: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let sheet = gestureRecognizer.view, let window = sheet.window,
                  let hit = window.hitTest(gestureRecognizer.location(in: window), with: nil) else { return true }
            var node: UIView? = hit
            while let view = node, view !== sheet {
                if let scrollView = view as? UIScrollView, scrollView.canScrollVertically { return false }
                node = view.superview
            }
            return true
        }
    }

    /// The presentation controller of the sheet `view` is in, when a drag of `view` may move it:
    /// the sheet is presented and not in a transition (VC-11).
    static func draggableSheet(containing view: UIView) -> UIPresentationController? {
        var node: UIView? = view
        while let candidate = node {
            if let presentation = candidate.viewController?.presentationControllerStorage,
               presentation.sheetDrag?.view === candidate, presentation.containerView != nil,
               !presentation.presentedViewController.isBeingPresented, !presentation.presentedViewController.isBeingDismissed {
                return presentation
            }
            node = candidate.superview
        }
        return nil
    }

    private func sheetDragged(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        switch pan.state {
        case .began:
            beginSheetDrag()
        case .changed:
            guard let resting = restingFrame else { return }
            moveSheet(toTop: resting.minY + pan.translation(in: container).y)
        case .ended:
            endSheetDrag(speed: pan.velocity(in: container).y)
        case .cancelled:
            endSheetDrag(speed: nil)
        default:
            break
        }
    }

    /// Where the sheet is while a drag holds it, and where it rested before (VC-8, VC-11).
    var sheetDragState: (top: CGFloat, resting: CGRect)? {
        guard let resting = restingFrame, let view = presentedView else { return nil }
        return (view.frame.minY, resting)
    }

    /// How high a dragged sheet may go now (VC-10).
    var highestSheetTop: CGFloat? {
        guard let resting = restingFrame, let window = containerView?.window else { return nil }
        return highestSheetTop(resting: resting, in: window)
    }

    /// A drag takes hold of the sheet where it rests.
    func beginSheetDrag() {
        guard let view = presentedView, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        restingFrame = view.frame
    }

    /// Moves a held sheet's top to `top`, no higher than it may go.
    func moveSheet(toTop top: CGFloat) {
        guard let resting = restingFrame, let view = presentedView, let window = containerView?.window else { return }
        let top = max(highestSheetTop(resting: resting, in: window), top)
        view.frame = CGRect(x: resting.minX, y: top, width: resting.width, height: window.bounds.height - top)
    }

    /// Lets go of a held sheet moving down at `speed` (nil: the drag was cancelled): it goes back,
    /// settles at a detent, or is dismissed if it may be (VC-8, VC-10).
    func endSheetDrag(speed: CGFloat?) {
        guard let resting = restingFrame else { return }
        restingFrame = nil
        guard let view = presentedView, let window = containerView?.window else { return }
        let decision = speed.map { release(at: view.frame.minY, speed: $0, resting: resting, in: window) } ?? .back
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
        dismissAsTheUserAsked { view.frame = resting }
    }

    /// The user asked to dismiss (a sheet dragged down, a tap outside a popover, VC-8, VC-17):
    /// dismissed, animated, unless the presented controller `isModalInPresentation` or the
    /// delegate refuses; then `refused` runs and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`.
    func dismissAsTheUserAsked(refused: () -> Void) {
        let allowed = !presentedViewController.isModalInPresentation && userMayDismiss()
        guard allowed else {
            refused()
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        // Held by the completion until it runs: the presented controller lets go of it first.
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            userDidDismiss()
        }
    }

    /// Whether the delegate lets the user dismiss.
    func userMayDismiss() -> Bool { delegate?.presentationControllerShouldDismiss(self) ?? true }
    /// The user's dismissal is over: a popover tells its delegate's older method too.
    func userDidDismiss() {}

    /// Whether a scroll view in the sheet, dragged up, first raises the sheet to its highest
    /// detent (VC-11); a sheet with one detent has nowhere higher to go.
    var expandsWhenScrolledToEdge: Bool { false }
}
