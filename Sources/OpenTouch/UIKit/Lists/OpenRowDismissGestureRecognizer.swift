import Foundation

/// Closes a table's open row when a touch lands anywhere but on its actions (LST-8): at once for
/// a touch elsewhere, at the lift for a tap on the open row itself (which may instead drag the
/// row, through the swipe pan). It recognizes, so the touch does nothing else: no highlight, no
/// selection, no control event.
@MainActor
final class OpenRowDismissGestureRecognizer: UIGestureRecognizer {
    weak var controller: RowSwipeController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let controller, controller.openRow != nil, let touch = touches.first else {
            state = .failed
            return
        }
        switch TakeoverPolicy.openRowDismissal(by: touch, actions: controller.actionsView, isOnOpenRow: controller.isOnOpenCell(touch)) {
        case .none: state = .failed
        case .now: state = .recognized
        case .atLift: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .recognized }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
