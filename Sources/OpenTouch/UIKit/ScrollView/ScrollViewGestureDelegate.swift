import Foundation

/// The delegate of a scroll view's own recognizers: answers with the scroll view's rules, or with
/// the subclass's own delegate methods when a subclass adopts `UIGestureRecognizerDelegate`.
///
/// On iOS the scroll view is its pan's delegate, and a subclass that implements
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` is asked through the Objective-C
/// runtime. Swift has no such lookup: if `UIScrollView` itself adopted the protocol, a subclass's
/// method would never replace the protocol's default, and the subclass could not adopt the
/// protocol again. So, as in UIKit's public header, `UIScrollView` does not adopt it; this object
/// does, and asks the scroll view at run time whether it adopted it (GR-7, GR-9, GR-10, SCR-3).
@MainActor
final class ScrollViewGestureDelegate: UIGestureRecognizerDelegate {
    unowned let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The subclass's own answers, when it adopted the protocol.
    private var adopted: UIGestureRecognizerDelegate? { scrollView as? UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // UIView's method is the witness when a subclass adopts the protocol, so one call covers both.
        scrollView.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldReceive: press) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldReceive: event) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if TakeoverPolicy.scrollViewRecognizersWorkTogether(scrollView, with: otherGestureRecognizer) { return true }
        return adopted?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }
}
