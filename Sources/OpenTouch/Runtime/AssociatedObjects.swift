import Foundation
import Synchronization

/// How an associated value is held by its object: the policies of the Objective-C runtime's
/// `objc_setAssociatedObject`, with Apple's raw values (RUN-1).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference: the value is not kept alive (where Objective-C keeps a dangling pointer,
    /// reading it after it went gives nil here).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), held strongly; a value that cannot be copied is held as it is.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set and read atomically (every association is, here).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set and read atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable, `&key`), held as
/// `policy` says; a nil value removes the association (RUN-1).
///
/// Values live as long as their object: those of a view, layer, controller, recognizer,
/// constraint or layout guide go when it goes. Those of other objects go when the table next
/// tidies itself (after as many changes as it holds entries, and at least 256), since Swift on
/// Linux cannot see an arbitrary object's end (see "Where OpenTouch differs"); a new object at
/// the same address never sees them.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(value, for: key, on: object as AnyObject, policy: policy)
}

/// The value associated with `object` under `key`, or nil (RUN-1).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(for: key, on: object as AnyObject)
}

/// Removes every association of `object` (RUN-1).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(of: object as AnyObject)
}

/// The runtime's table of associations: per object, per key, the value as its policy holds it.
///
/// One table for every object, keyed by identity, with the object itself held weakly so that a
/// new object at a freed object's address never sees its values. UIKit's base classes call
/// ``objectDidEnd(_:)`` from their `deinit`, which releases their values at once.
enum AssociatedObjects {
    /// One association: the value held strongly, or weakly for `ASSIGN`.
    private struct Held {
        var strong: Any?
        weak var weak: AnyObject?
        var value: Any? { strong ?? weak }
    }

    /// Everything associated with one object.
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    /// The entries, and how many changes were made since the table last dropped those of objects
    /// that went. Guarded by `lock`: like the Objective-C runtime's, the table is reached from any
    /// thread, and holds values of any type, which Swift cannot check.
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var changesSinceTidy = 0
    private static let lock = NSLock()
    /// How many objects have associations: lets `objectDidEnd` skip the lock when none do.
    private static let count = Atomic<Int>(0)

    /// Drops the entries of objects that went without telling (not one of UIKit's classes), once
    /// as many changes were made since the last time as the table holds (and at least 256), so
    /// that setting stays O(1) amortised. Returns what it dropped, to be released once the lock
    /// is let go.
    private static func tidyIfDue() -> [Entry] {
        changesSinceTidy += 1
        guard changesSinceTidy >= max(256, entries.count) else { return [] }
        changesSinceTidy = 0
        let gone = entries.filter { $0.value.owner == nil }
        for id in gone.keys { entries[id] = nil }
        return Array(gone.values)
    }

    static func set(_ value: Any?, for key: UnsafeRawPointer, on object: AnyObject, policy: objc_AssociationPolicy) {
        let held: Held?
        switch (value, policy) {
        case (nil, _):
            held = nil
        case (let value?, .OBJC_ASSOCIATION_ASSIGN):
            held = Held(strong: nil, weak: value as AnyObject)
        case (let value?, .OBJC_ASSOCIATION_COPY), (let value?, .OBJC_ASSOCIATION_COPY_NONATOMIC):
            held = Held(strong: (value as? NSCopying)?.copy(with: nil) ?? value)
        case (let value?, _):
            held = Held(strong: value)
        }
        // What is replaced or swept is released after the lock is let go: a value's deinit may
        // call back in here.
        var released: (Held?, [Entry]) = (nil, [])
        lock.lock()
        released.1 = tidyIfDue()
        let id = ObjectIdentifier(object)
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
        released.0 = entry.values[key]
        entry.values[key] = held
        entries[id] = entry.values.isEmpty ? nil : entry
        count.store(entries.count, ordering: .relaxed)
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    static func value(for key: UnsafeRawPointer, on object: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]?.value
    }

    static func removeAll(of object: AnyObject) {
        remove(ObjectIdentifier(object))
    }

    /// Releases the values of an object that is ending; called from the `deinit` of UIKit's base
    /// classes, on whatever thread Swift runs it.
    static func objectDidEnd(_ id: ObjectIdentifier) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        remove(id)
    }

    private static func remove(_ id: ObjectIdentifier) {
        lock.lock()
        let removed = entries.removeValue(forKey: id)
        count.store(entries.count, ordering: .relaxed)
        lock.unlock()
        withExtendedLifetime(removed) {}
    }
}
