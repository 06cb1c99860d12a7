// Written as iOS code is: an inner scroll view that scrolls together with its outer one.
// Edits for Linux: none.
import UIKit

class NestedScrollView: UIScrollView, UIGestureRecognizerDelegate {
    var askedSimultaneous = 0

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        askedSimultaneous += 1
        return otherGestureRecognizer.view is UIScrollView
    }
}
