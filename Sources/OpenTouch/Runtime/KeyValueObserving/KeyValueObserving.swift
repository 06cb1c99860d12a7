import Foundation

/// Who observes which object, and the check each observation runs when its object changes
/// (RUN-9; OpenTouch's own).
///
/// UIKit's observable properties (a view's geometry, visibility and alpha, a scroll view's content
/// metrics, a layer's geometry, a controller's preferred size) call ``didChange(_:)`` when set.
/// While nothing is observed anywhere that is one load and a branch: a property nobody observes
/// costs nothing more. Otherwise each observation of the object reads its key path and calls its
/// handler only when the value differs from the one it last saw, so one change notifies once
/// whichever stored properties it went through; a frame set moves the center and the bounds in
/// one ``batch(_:)``, told once at its end.
@MainActor
enum KeyValueObserving {
    /// One observation: what it observes and the check it runs.
    final class Registration {
        let object: ObjectIdentifier
        let check: () -> Void
        /// For an observation by name: the observer, the name and the context it was made with.
        var byName: (observer: ObjectIdentifier, keyPath: String, context: Int?)?
        init(object: ObjectIdentifier, check: @escaping () -> Void) {
            self.object = object
            self.check = check
        }
    }

    /// Whether anything is observed at all: the whole cost of a change nobody observes.
    // Unchecked: read by every observable setter, written only on the main actor.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) static var isActive = false
    private static var registrations: [ObjectIdentifier: [Registration]] = [:]
    private static var batchDepth = 0
    private static var changedInBatch: [AnyObject] = []

    static func add(_ registration: Registration) {
        registrations[registration.object, default: []].append(registration)
        isActive = true
    }

    static func remove(_ registration: Registration) {
        registrations[registration.object]?.removeAll { $0 === registration }
        if registrations[registration.object]?.isEmpty == true { registrations[registration.object] = nil }
        isActive = !registrations.isEmpty
    }

    /// Removes the observation by name that `observer` made of `object` (the last one made, as
    /// Foundation removes one per call); with none, reports it, as Foundation raises.
    static func removeByName(of object: AnyObject, observer: AnyObject, keyPath: String, context: Int?, anyContext: Bool) {
        let key = ObjectIdentifier(object)
        let match = registrations[key]?.last { registration in
            guard let byName = registration.byName else { return false }
            return byName.observer == ObjectIdentifier(observer) && byName.keyPath == keyPath && (anyContext || byName.context == context)
        }
        guard let match else {
            Diagnostics.report(.invalidArgument, "removeObserver(_:forKeyPath:): \(type(of: observer)) is not observing \"\(keyPath)\" of \(type(of: object)) (RUN-9)")
            return
        }
        remove(match)
    }

    /// How to read the property named `keyPath` of `object`, for the names UIKit's observable
    /// properties answer to (RUN-9); nil for any other.
    static func reader(for keyPath: String, of object: AnyObject) -> (() -> Any)? {
        switch (object, keyPath) {
        case (let scroll as UIScrollView, "contentOffset"): return { [unowned scroll] in NSValue(cgPoint: scroll.contentOffset) }
        case (let scroll as UIScrollView, "contentSize"): return { [unowned scroll] in NSValue(cgSize: scroll.contentSize) }
        case (let scroll as UIScrollView, "contentInset"): return { [unowned scroll] in NSValue(uiEdgeInsets: scroll.contentInset) }
        case (let view as UIView, "frame"): return { [unowned view] in NSValue(cgRect: view.frame) }
        case (let view as UIView, "bounds"): return { [unowned view] in NSValue(cgRect: view.bounds) }
        case (let view as UIView, "center"): return { [unowned view] in NSValue(cgPoint: view.center) }
        case (let view as UIView, "hidden"), (let view as UIView, "isHidden"): return { [unowned view] in view.isHidden }
        case (let view as UIView, "alpha"): return { [unowned view] in view.alpha }
        case (let view as UIView, "transform"): return { [unowned view] in NSValue(cgAffineTransform: view.transform) }
        case (let layer as CALayer, "bounds"): return { [unowned layer] in NSValue(cgRect: layer.bounds) }
        case (let layer as CALayer, "position"): return { [unowned layer] in NSValue(cgPoint: layer.position) }
        case (let layer as CALayer, "frame"): return { [unowned layer] in NSValue(cgRect: layer.frame) }
        case (let controller as UIViewController, "preferredContentSize"): return { [unowned controller] in NSValue(cgSize: controller.preferredContentSize) }
        default: return nil
        }
    }

    /// `object` changed: its observations check their values (at the end of a batch).
    @inline(__always)
    static func didChange(_ object: AnyObject) {
        if isActive { changed(object) }
    }

    @inline(never)
    private static func changed(_ object: AnyObject) {
        if batchDepth > 0 {
            if !changedInBatch.contains(where: { $0 === object }) { changedInBatch.append(object) }
            return
        }
        notify(object)
        // A view's layer reports the view's geometry: its observers check too.
        if let view = object as? UIView, let layer = view.layerIfMade { notify(layer) }
    }

    private static func notify(_ object: AnyObject) {
        guard let list = registrations[ObjectIdentifier(object)] else { return }
        for registration in list { registration.check() }
    }

    /// Runs `body`, telling the changes it makes once it is done: a change that goes through
    /// several stored properties notifies once.
    static func batch(_ body: () -> Void) {
        guard isActive else { return body() }
        beginBatch()
        body()
        endBatch()
    }

    /// Changes from here to ``endBatch()`` are told once, at its end (a hot setter's form of
    /// ``batch(_:)``, without a closure).
    static func beginBatch() {
        batchDepth += 1
    }

    static func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0, !changedInBatch.isEmpty else { return }
        let changed = changedInBatch
        changedInBatch = []
        for object in changed { self.changed(object) }
    }

    /// Whether two values of an observed property are the same: equal when they are equatable,
    /// the same object when they are objects; otherwise every change of the object counts.
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if Value.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
