import Foundation

#if !canImport(ObjectiveC)
/// The types that can be observed with `observe(_:options:changeHandler:)`: every `NSObject`, as
/// in Foundation on Apple's platforms (RUN-9).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes the property at `keyPath`: `changeHandler` runs after each change of its value
    /// (and before it, with `.prior`; once at once, with `.initial`) until the observation is
    /// invalidated or released (RUN-9). UIKit's own observable properties notify when set; see
    /// the reference for which.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let check: () -> Void = { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            guard !KeyValueObserving.same(last, now) else { return }
            let old = last
            last = now
            if options.contains(.prior) {
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
                                                             indexes: nil, isPrior: true))
            }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        let registration = KeyValueObserving.Registration(object: ObjectIdentifier(self), check: check)
        KeyValueObserving.add(registration)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(registration: registration)
    }
}

/// The object told of changes observed with `addObserver(_:forKeyPath:options:context:)`
/// (RUN-9). `UIResponder` and `CALayer` adopt it, so that their subclasses override
/// `observeValue(forKeyPath:of:change:context:)` as on iOS; another `NSObject` subclass adopts it
/// itself (Foundation on Linux has no such method on `NSObject` to override).
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// A property observed by name changed.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension NSObject {
    /// Observes the property named `keyPath` of this object for `observer`, which hears each
    /// change in `observeValue(forKeyPath:of:change:context:)` (RUN-9). The names UIKit's
    /// observable properties answer to are listed in the reference; another name is reported
    /// and observes nothing.
    @preconcurrency @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let read = KeyValueObserving.reader(for: keyPath, of: self) else {
            Diagnostics.report(.invalidArgument, "addObserver(_:forKeyPath:options:context:): \(type(of: self)) has no property \"\(keyPath)\" that OpenTouch can observe by name (RUN-9)")
            return
        }
        guard let receiver = observer as? NSKeyValueObserving else {
            Diagnostics.report(.invalidArgument, "addObserver(_:forKeyPath:options:context:): the observer \(type(of: observer)) does not adopt NSKeyValueObserving, so it cannot hear the change (RUN-9)")
            return
        }
        var last = read()
        let contextAddress = context.map { Int(bitPattern: $0) }
        let check: () -> Void = { [weak self, weak receiver] in
            guard let self, let receiver else { return }
            let now = read()
            guard !KeyValueObserving.same(last, now) else { return }
            let old = last
            last = now
            let context = contextAddress.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
            if options.contains(.prior) {
                var prior: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
                if options.contains(.old) { prior[.oldKey] = old }
                receiver.observeValue(forKeyPath: keyPath, of: self, change: prior, context: context)
            }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = now }
            if options.contains(.old) { change[.oldKey] = old }
            receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        let registration = KeyValueObserving.Registration(object: ObjectIdentifier(self), check: check)
        registration.byName = (ObjectIdentifier(observer), keyPath, contextAddress)
        KeyValueObserving.add(registration)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = last }
            receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Stops `observer`'s observation of `keyPath` made with `context` (RUN-9).
    @preconcurrency @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObserving.removeByName(of: self, observer: observer, keyPath: keyPath, context: context.map { Int(bitPattern: $0) }, anyContext: false)
    }

    /// Stops `observer`'s observation of `keyPath` (RUN-9).
    @preconcurrency @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObserving.removeByName(of: self, observer: observer, keyPath: keyPath, context: nil, anyContext: true)
    }
}
#endif
