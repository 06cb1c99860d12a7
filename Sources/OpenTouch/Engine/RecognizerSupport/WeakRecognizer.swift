/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
