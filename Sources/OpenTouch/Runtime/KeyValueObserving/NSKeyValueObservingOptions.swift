import Foundation

#if !canImport(ObjectiveC)
/// What an observation reports, with Foundation's raw values (RUN-9). Foundation on Linux has
/// no key-value observing; OpenTouch declares its types under Foundation's names.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler runs once at once, with the value as it is.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// The handler also runs before each change, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change, with Foundation's raw values (RUN-9). UIKit's properties only change by
/// being set.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary that `observeValue(forKeyPath:of:change:context:)` is handed,
/// with Foundation's raw values (RUN-9).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The change's kind, an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value (asked with `.new`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value (asked with `.old`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a change to an ordered collection; never here.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// True in the call made before a change (asked with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One change of an observed property, as a `changeHandler` is handed it (RUN-9).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of a change: Foundation's name for it inside a change.
    public typealias Kind = NSKeyValueChange
    /// How the value changed: `.setting`.
    public let kind: Kind
    /// The value after the change, when `.new` was asked (and in the `.initial` call).
    public let newValue: Value?
    /// The value before the change, when `.old` was asked.
    public let oldValue: Value?
    /// The indexes of a change to an ordered collection; nil here.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`).
    public let isPrior: Bool
}
#endif
