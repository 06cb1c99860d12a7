import Foundation

/// A pointer (a trackpad's or a mouse's) over the screen, hovering without touching (INT-5).
extension TouchScreen {
    /// Moves the pointer to `location` (in the screen's coordinates) without touching: the hover
    /// recognizers of the view under it and of its superviews begin or change; those it left end.
    /// Nothing else hears of it.
    public func movePointer(to location: CGPoint) {
        pointer.move(to: location)
    }

    /// The pointer goes away (the trackpad is left alone, the mouse leaves): every hover ends.
    public func removePointer() {
        pointer.remove()
    }

    /// Where the pointer is, or nil when there is none.
    public var pointerLocation: CGPoint? { pointer.location }
}

/// The pointer's hovering (INT-5): which hover recognizers it is over, kept in step as it moves.
@MainActor
final class PointerHover {
    private unowned let screen: TouchScreen
    private(set) var location: CGPoint?
    /// The hover recognizers that began and have not ended, in the order they began.
    private var active: [UIHoverGestureRecognizer] = []

    init(screen: TouchScreen) {
        self.screen = screen
    }

    func move(to point: CGPoint) {
        location = point
        let event = UIEvent(type: .hover, subtype: .none)
        event.timestamp = screen.now
        var hit: UIView?
        var window: UIWindow?
        for candidate in screen.windowsFrontToBack where !candidate.isHidden {
            if let view = candidate.hitTest(candidate.convert(point, from: nil), with: event) {
                hit = view
                window = candidate
                break
            }
        }
        var over: [UIHoverGestureRecognizer] = []
        var current = hit
        while let view = current {
            over += view.recognizerStorage.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
            current = view.superview
        }
        let windowPoint = window.map { $0.convert(point, from: nil) } ?? point
        for recognizer in active where !over.contains(where: { $0 === recognizer }) {
            end(recognizer, at: recognizer.view?.window.map { $0.convert(point, from: nil) } ?? point)
        }
        for recognizer in over {
            recognizer.pointerLocation = windowPoint
            if active.contains(where: { $0 === recognizer }) {
                recognizer.state = .changed
            } else if shouldBegin(recognizer) {
                active.append(recognizer)
                recognizer.state = .began
            }
        }
    }

    func remove() {
        for recognizer in active { end(recognizer, at: recognizer.pointerLocation ?? .zero) }
        location = nil
    }

    private func end(_ recognizer: UIHoverGestureRecognizer, at windowPoint: CGPoint) {
        active.removeAll { $0 === recognizer }
        recognizer.pointerLocation = windowPoint
        recognizer.state = recognizer.isEnabled && recognizer.view != nil ? .ended : .cancelled
    }

    /// The view's answer, then the delegate's, as for touches (GR-7, GR-8).
    private func shouldBegin(_ recognizer: UIHoverGestureRecognizer) -> Bool {
        guard let view = recognizer.view else { return false }
        guard view.gestureRecognizerShouldBegin(recognizer) else {
            view.trace?.recordRecognizer(recognizer, "does not begin", reason: "its view answered false to gestureRecognizerShouldBegin (GR-8)")
            return false
        }
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
            view.trace?.recordRecognizer(recognizer, "does not begin", reason: "its delegate answered false to gestureRecognizerShouldBegin (GR-7)")
            return false
        }
        return true
    }
}
