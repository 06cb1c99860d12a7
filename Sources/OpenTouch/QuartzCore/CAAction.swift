import Foundation

/// Something a layer runs when one of its properties changes: an animation (added to the layer
/// under the property's key) or `NSNull()` (nothing), as in Core Animation (LYR-5).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a ``CALayer``).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
