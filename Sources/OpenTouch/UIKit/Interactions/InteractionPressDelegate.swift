import Foundation

/// The delegate of an interaction's own press recognizer (a context menu's, a drag's lift):
/// whether the press may begin, and which other recognizers it waits for, asked of the
/// interaction (INT-2, INT-6).
@MainActor
final class InteractionPressDelegate: UIGestureRecognizerDelegate {
    private let shouldBegin: (UIGestureRecognizer) -> Bool
    private let waitsFor: (UIGestureRecognizer) -> Bool

    init(shouldBegin: @escaping (UIGestureRecognizer) -> Bool, waitsFor: @escaping (UIGestureRecognizer) -> Bool = { _ in false }) {
        self.shouldBegin = shouldBegin
        self.waitsFor = waitsFor
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        waitsFor(otherGestureRecognizer)
    }
}
