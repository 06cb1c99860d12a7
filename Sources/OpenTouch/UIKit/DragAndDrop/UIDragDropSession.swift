import Foundation

/// What drag sessions and drop sessions both tell (INT-6, INT-7): the items, where the finger
/// is, and what may be done with them.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// Where the dragging finger is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items rather than copy them (the drag delegate's
    /// `sessionAllowsMoveOperation`, true by default).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may be dropped only in the app they came from.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item's provider has a type that is one of `typeIdentifiers` or their kinds.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item's provider can make an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether an item's provider can make a value of `aClass` (`String`, `URL`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

/// The dragging side's view of a session (INT-6).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the dragging app wants to keep with the session.
    var localContext: Any? { get set }
}

/// How a drop shows its progress while loading.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default` = 1
}

/// The dropping side's view of a session (INT-7).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app (always, here).
    var localDragSession: UIDragSession? { get }
    /// How the drop shows its progress.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The progress of the loads the drop asked for.
    var progress: Progress { get }
    /// Makes an object of `aClass` from each item that can give one, and hands them over; call it
    /// while performing the drop.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Makes a value of `aClass` (`String`, `URL`) from each item that can give one.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) } })
        }
    }
}
