import Foundation

/// The animator drag and drop delegates get (INT-6, INT-7): their animations run at once
/// (nothing moves gradually here), their completions when the system's animation is over on
/// the application clock.
@MainActor
final class DragAnimator: UIDragAnimating {
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the completions, the animation having ended.
    func finish() {
        let completions = completions
        self.completions = []
        for completion in completions { completion(.end) }
    }
}
