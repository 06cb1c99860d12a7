/// A weak reference to store in arrays and tuples: failure requirements, the recognizers a press
/// went to, a scene's windows, an animation's views, the trace's names.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
}
