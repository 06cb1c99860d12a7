import Foundation

/// The animator a context menu's delegate gets as the menu appears or goes (INT-2): the
/// delegate's animations run at once (nothing moves gradually here), its completions when the
/// transition's time has passed on the application clock.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the completions after `duration` on `clock`.
    func finish(after duration: TimeInterval, on clock: ApplicationClock) {
        let completions = completions
        guard !completions.isEmpty else { return }
        clock.schedule(after: duration, label: "context menu transition") {
            for completion in completions { completion() }
        }
    }
}
