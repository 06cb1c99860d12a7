@_spi(Engine) import GestureArbitration
import Foundation

extension RecognizerRun {
    /// GR-21: presses reach gesture recognizers before the responder. A press that begins is
    /// offered to the recognizers of the views from the first responder up to the window, deepest
    /// first, that allow its type and whose delegate's `shouldReceive press` agrees; each later
    /// phase goes to the recognizers that took it. [chosen] Recognizing does not take the press
    /// from the responder chain: the responder still gets every phase.
    func offerPresses(_ event: UIPressesEvent, startingAt responder: UIResponder) {
        for press in event.allPresses where press.phase == .began {
            press.recognizers = candidates(from: responder).filter { takes($0, press) }.map { WeakReference(object: $0) }
        }
        var receivers: [UIGestureRecognizer] = []
        for press in event.allPresses {
            for recognizer in press.gestureRecognizers ?? [] where !receivers.contains(where: { $0 === recognizer }) {
                receivers.append(recognizer)
            }
        }
        for recognizer in receivers {
            let began = presses(of: event, in: .began, takenBy: recognizer)
            let changed = presses(of: event, in: .changed, takenBy: recognizer)
            let ended = presses(of: event, in: .ended, takenBy: recognizer)
            let cancelled = presses(of: event, in: .cancelled, takenBy: recognizer)
            arena.run {
                if !began.isEmpty { recognizer.pressesBegan(began, with: event) }
                if !changed.isEmpty { recognizer.pressesChanged(changed, with: event) }
                if !ended.isEmpty { recognizer.pressesEnded(ended, with: event) }
                if !cancelled.isEmpty { recognizer.pressesCancelled(cancelled, with: event) }
            }
        }
    }

    /// The presses of `event` in `phase` that `recognizer` took.
    private func presses(of event: UIPressesEvent, in phase: UIPress.Phase, takenBy recognizer: UIGestureRecognizer) -> Set<UIPress> {
        event.allPresses.filter { press in press.phase == phase && press.recognizers.contains { $0.object === recognizer } }
    }

    /// The enabled recognizers of the views from `responder` (when it is a view) to its window.
    private func candidates(from responder: UIResponder) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = responder as? UIView
        while let current = view {
            result += current.recognizerStorage.filter(\.isEnabled)
            view = current.superview
        }
        return result
    }

    private func takes(_ recognizer: UIGestureRecognizer, _ press: UIPress) -> Bool {
        guard recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue }) else { return false }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: press)
        trace?.recordRecognizer(recognizer, "delegate answered \(answer) to shouldReceive(press)", reason: "GR-21")
        return answer
    }
}
