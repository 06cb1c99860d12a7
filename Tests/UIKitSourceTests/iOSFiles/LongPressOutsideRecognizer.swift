// Written as iOS code is: a long press that fails when the finger lifts outside its view,
// setting `.failed` after it began. Edits for Linux: `import UIKit.UIGestureRecognizerSubclass`
// removed (the subclassing API is public in OpenTouch).
import UIKit

class LongPressOutsideRecognizer: UILongPressGestureRecognizer {
    private(set) var liftedOutside = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        minimumPressDuration = 0.3
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first, let view = view, !view.bounds.contains(touch.location(in: view)),
           state == .began || state == .changed {
            liftedOutside = true
            state = .failed
            return
        }
        super.touchesEnded(touches, with: event)
    }

    override func reset() {
        super.reset()
        liftedOutside = false
    }
}

/// A tap recognizer subclass with its own convenience initializer.
class TripleTapRecognizer: UITapGestureRecognizer {
    convenience init() {
        self.init(target: nil, action: nil)
        numberOfTapsRequired = 3
    }
}
