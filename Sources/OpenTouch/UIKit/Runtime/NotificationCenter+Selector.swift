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
    /// `anObject` (any, if nil), synchronously on the posting thread (NTF-1).
    @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservation(observer: target, name: aName, object: anObject.map { $0 as AnyObject })
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration] received in
            nonisolated(unsafe) let notification = received
            MainActor.assumeIsolated {
                guard let target = registration?.observer else { return }
                // A method that takes the notification, else one that takes nothing.
                if !aSelector.perform(on: target, sender: notification, event: nil) {
                    _ = aSelector.perform(on: target, sender: nil, event: nil)
                }
            }
        }
        SelectorObservation.registry[ObjectIdentifier(self), default: []].append(registration)
    }

    /// Removes every selector registration of `observer` here, and a block observer's token (NTF-1).
    @MainActor
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s selector registrations for `aName` and `anObject` (nil matches any),
    /// and a block observer's token (NTF-1).
    @MainActor
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let key = ObjectIdentifier(self)
        let object = anObject.map { $0 as AnyObject }
        var kept: [SelectorObservation] = []
        for registration in SelectorObservation.registry[key] ?? [] {
            let alive = registration.observer != nil
            let matches = registration.observer === observer
                && (aName == nil || registration.name == aName)
                && (object == nil || registration.object === object)
            if alive && !matches {
                kept.append(registration)
            } else if let token = registration.token {
                removeObserver(token as Any)
            }
        }
        SelectorObservation.registry[key] = kept
        // A token from Foundation's block-based `addObserver(forName:object:queue:using:)`.
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector registration: the observer (weak), what it listens for, and Foundation's token.
@MainActor
final class SelectorObservation {
    /// Registrations per notification center.
    static var registry: [ObjectIdentifier: [SelectorObservation]] = [:]

    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?

    init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer
        self.name = name
        self.object = object
    }
}
