import Foundation

/// Performing a ``Selector`` on any object, now or after a delay on the application clock: what
/// `perform(_:)`, `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:)`
/// do on iOS (RUN-3, and scene S4's "old way").
///
/// ```swift
/// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///     switch touches.first?.tapCount {
///     case 1: perform(Selector(Self.singleTap), with: nil, afterDelay: 0.35)
///     case 2: NSObject.cancelPreviousPerformRequests(withTarget: self); doubleTap()
///     default: break
///     }
/// }
/// ```
///
/// A delayed request made on the main thread runs on the clock of the application the object is
/// in (a view or controller through its window; any other object, the application delivering an
/// event or driven last), and a test advances it. Made on another thread, it runs on that
/// thread's run loop, as Foundation's does. As on iOS, a pending request keeps its target and
/// argument alive until it runs or is cancelled.
extension NSObject {
    /// Performs `aSelector` on this object after `delay` seconds, passing `anArgument` to a method
    /// that takes one (RUN-3).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = anArgument
        guard MainActorContext.isCurrent else {
            let timer = Timer(timeInterval: delay, repeats: false) { _ in
                _ = aSelector.perform(on: target, with: argument)
            }
            RunLoop.current.add(timer, forMode: .default)
            return
        }
        MainActor.assumeIsolated {
            let clock = PerformRequests.clock(for: target)
            let work = clock.schedule(after: delay, label: "perform(afterDelay:) on \(type(of: target))") {
                _ = aSelector.perform(on: target, with: argument)
            }
            PerformRequests.add(work, for: target, selector: aSelector, argument: argument)
        }
    }

    /// Performs `aSelector` after `delay` seconds; the run loop modes are accepted and not
    /// consulted, since the application clock has none (RUN-3).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Performs `aSelector` on this object now and gives what it returned, if an object (RUN-3).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: aSelector.perform(on: self, with: nil))
    }

    /// Performs `aSelector` with `object` now and gives what it returned, if an object (RUN-3).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: aSelector.perform(on: self, with: object as Any?))
    }

    /// Performs `aSelector` with two arguments now and gives what it returned, if an object (RUN-3).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: aSelector.perform(on: self, with: object1 as Any?, object2 as Any?))
    }

    /// Whether this object has the method `aSelector` names: whether it is of the method's type (RUN-3).
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { $0.canBePerformed(by: self) } ?? false
    }

    /// Cancels every delayed request made with `perform(_:with:afterDelay:)` on `aTarget` (RUN-3).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        guard MainActorContext.isCurrent else { return }
        MainActor.assumeIsolated { PerformRequests.cancel(for: target, matching: nil) }
    }

    /// Cancels the delayed requests on `aTarget` of methods like `aSelector` (same type and
    /// shape, since Swift cannot compare methods) whose argument is `anArgument` (RUN-3).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        nonisolated(unsafe) let argument = anArgument
        guard MainActorContext.isCurrent else { return }
        MainActor.assumeIsolated { PerformRequests.cancel(for: target, matching: (aSelector, argument)) }
    }
}

/// The pending delayed requests of each target, so that they can be cancelled by target.
///
/// The table holds the requests weakly (MEM-4): the clock that will run a request owns it (and through
/// it the target). A request whose application went away before it ran then goes with its
/// clock, and does not keep its target alive in this table.
@MainActor
enum PerformRequests {
    private struct Request {
        weak var work: ScheduledWork?
        let signature: String
        let argument: AnyObject?
    }

    private static var byTarget: [ObjectIdentifier: [Request]] = [:]

    /// The clock a delayed request on `target` runs on.
    static func clock(for target: AnyObject) -> ApplicationClock {
        let application: UIApplication? = switch target {
        case let application as UIApplication: application
        case let view as UIView: view.window?.application
        case let controller as UIViewController: controller.viewIfLoaded?.window?.application
        default: nil
        }
        return (application ?? UIApplication.mostRecentlyDriven).clock
    }

    static func add(_ work: ScheduledWork, for target: AnyObject, selector: Selector, argument: Any?) {
        // Requests that ran, were cancelled or went with their clock are dropped here, so the
        // table holds only live ones.
        byTarget = byTarget.compactMapValues { requests in
            let live = requests.filter { $0.work?.isPending == true }
            return live.isEmpty ? nil : live
        }
        byTarget[ObjectIdentifier(target), default: []].append(
            Request(work: work, signature: selector.signature, argument: argument.map { $0 as AnyObject }))
    }

    /// Cancels `target`'s requests, or those of a like selector and the same argument (compared
    /// with `isEqual`, as Foundation does).
    static func cancel(for target: AnyObject, matching filter: (selector: Selector, argument: Any?)?) {
        let key = ObjectIdentifier(target)
        guard let requests = byTarget[key] else { return }
        var kept: [Request] = []
        for request in requests {
            if let filter {
                let argument = filter.argument.map { $0 as AnyObject }
                let sameArgument = argument === request.argument
                    || (argument as? NSObject).map { $0.isEqual(request.argument) } ?? (argument == nil && request.argument == nil)
                guard request.signature == filter.selector.signature, sameArgument else {
                    kept.append(request)
                    continue
                }
            }
            request.work?.cancel()
        }
        byTarget[key] = kept.isEmpty ? nil : kept
    }

    /// What `perform(_:)` hands back: the method's result, if an object, kept alive until the next
    /// `perform` on this thread, as an autoreleased result would be.
    nonisolated static func result(of performed: Selector.Performed) -> Unmanaged<AnyObject>? {
        // Only class instances: a value type would be boxed, and Objective-C returns no such box.
        guard case .returned(let value?) = performed, type(of: value) is AnyObject.Type else { return nil }
        let object = value as AnyObject
        Thread.current.threadDictionary["OpenTouch.performResult"] = object
        return Unmanaged.passUnretained(object)
    }
}
