import Foundation

/// Delayed work on the application clock: what `perform(_:with:afterDelay:)` and
/// `cancelPreviousPerformRequests(withTarget:)` do on iOS (scene S4's "old way").
///
/// Without Objective-C the action is a method reference, as everywhere in OpenTouch:
///
/// ```swift
/// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///     switch touches.first?.tapCount {
///     case 1: perform(Self.singleTap, with: nil, afterDelay: 0.35)
///     case 2: NSObject.cancelPreviousPerformRequests(withTarget: self); doubleTap()
///     default: break
///     }
/// }
/// ```
///
/// As on iOS, a pending request keeps its target alive until it runs or is cancelled. The clock
/// is the one of the application the responder is in (through its window), or
/// `UIApplication.shared`'s for a responder in no window.
extension UIResponder {
    /// Calls `action` on this responder after `delay` seconds of the application clock.
    public func perform<Target: UIResponder>(_ action: @escaping (Target) -> () -> Void, with anArgument: Any? = nil, afterDelay delay: TimeInterval) {
        schedule(after: delay) { target in
            (target as? Target).map { action($0)() }
        }
    }

    /// Calls `action` with `anArgument` on this responder after `delay` seconds of the application clock.
    public func perform<Target: UIResponder>(_ action: @escaping (Target) -> (Any?) -> Void, with anArgument: Any?, afterDelay delay: TimeInterval) {
        schedule(after: delay) { target in
            (target as? Target).map { action($0)(anArgument) }
        }
    }

    private func schedule(after delay: TimeInterval, _ call: @escaping @MainActor (UIResponder) -> Void) {
        let clock = (owningApplication ?? UIApplication.shared).clock
        let work = clock.schedule(after: delay, label: "perform(afterDelay:) on \(type(of: self))") { [self] in call(self) }
        PerformRequests.add(work, for: self)
    }

    /// The application whose clock this responder's delayed work runs on.
    private var owningApplication: UIApplication? {
        switch self {
        case let application as UIApplication: application
        case let view as UIView: view.window?.application
        case let controller as UIViewController: controller.viewIfLoaded?.window?.application
        default: nil
        }
    }
}

extension NSObject {
    /// Cancels every delayed request made with `perform(_:with:afterDelay:)` on `aTarget`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancelAll(for: aTarget as AnyObject)
    }
}

/// The pending delayed requests of each target, so that they can be cancelled by target.
///
/// The table holds the requests weakly (MEM-4): the clock that will run a request owns it (and through
/// it the target). A request whose application went away before it ran then goes with its
/// clock, and does not keep its target alive in this table.
@MainActor
enum PerformRequests {
    private static var byTarget: [ObjectIdentifier: [WeakReference<ScheduledWork>]] = [:]

    static func add(_ work: ScheduledWork, for target: AnyObject) {
        // Requests that ran, were cancelled or went with their clock are dropped here, so the
        // table holds only live ones.
        byTarget = byTarget.compactMapValues { works in
            let live = works.filter { $0.object?.isPending == true }
            return live.isEmpty ? nil : live
        }
        byTarget[ObjectIdentifier(target), default: []].append(WeakReference(object: work))
    }

    static func cancelAll(for target: AnyObject) {
        byTarget.removeValue(forKey: ObjectIdentifier(target))?.forEach { $0.object?.cancel() }
    }
}
