import Foundation

/// Foundation's selector-based observers, which Foundation on Linux lacks (NTF-1).
///
/// `addObserver(_:selector:name:object:)` registers the observer weakly, as on iOS 9 and later:
/// once it is gone it is not called, and needs no removal. The method is performed with the
/// `Notification` as its argument (a method without arguments is performed too).
/// `removeObserver(_:)` and `removeObserver(_:name:object:)` remove these registrations, and
/// still remove what Foundation's block-based `addObserver(forName:…)` returned.
extension NotificationCenter {
    /// Calls `aSelector` on `observer` for every notification named `aName` (any, if nil) from
    /// `anObject` (any, if nil), synchronously on the posting thread (NTF-1). The method may take
    /// the `Notification`, an `NSNotification`, or nothing.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let registration = SelectorObservation(observer: observer as AnyObject, name: aName, object: anObject.map { $0 as AnyObject })
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration] notification in
            guard let target = registration?.observer else { return }
            // A method that takes the notification, else one that takes nothing.
            if case .notPerformed = aSelector.perform(on: target, with: notification) {
                _ = aSelector.perform(on: target, with: nil)
            }
        }
        SelectorObservation.add(registration, to: self)
    }

    /// Removes every selector registration of `observer` here, and a block observer's token (NTF-1).
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s selector registrations for `aName` and `anObject` (nil matches any),
    /// and a block observer's token (NTF-1).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let object = anObject.map { $0 as AnyObject }
        let removed = SelectorObservation.remove(from: self) { registration in
            registration.observer === observer
                && (aName == nil || registration.name == aName)
                && (object == nil || registration.object === object)
        }
        for registration in removed {
            if let token = registration.token { removeObserver(token as Any) }
        }
        // A token from Foundation's block-based `addObserver(forName:object:queue:using:)`.
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector registration: the observer (weak), what it listens for, and Foundation's token.
///
/// Registrations are made and removed on any thread, as Foundation's are, so the table is
/// guarded by a lock; each registration is written once before it is shared.
final class SelectorObservation: @unchecked Sendable {
    /// Registrations per notification center.
    nonisolated(unsafe) private static var registry: [ObjectIdentifier: [SelectorObservation]] = [:]
    private static let lock = NSLock()

    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?

    init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer
        self.name = name
        self.object = object
    }

    static func add(_ registration: SelectorObservation, to center: NotificationCenter) {
        lock.withLock { registry[ObjectIdentifier(center), default: []].append(registration) }
    }

    /// Takes out of `center`'s table the registrations `matches` accepts and those whose observer
    /// went, and gives them back so that their tokens are removed outside the lock.
    static func remove(from center: NotificationCenter, where matches: (SelectorObservation) -> Bool) -> [SelectorObservation] {
        lock.withLock {
            let key = ObjectIdentifier(center)
            var kept: [SelectorObservation] = []
            var removed: [SelectorObservation] = []
            for registration in registry[key] ?? [] {
                if registration.observer != nil && !matches(registration) {
                    kept.append(registration)
                } else {
                    removed.append(registration)
                }
            }
            registry[key] = kept
            return removed
        }
    }
}
