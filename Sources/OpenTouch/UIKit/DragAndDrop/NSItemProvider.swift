import Foundation

/// Data offered to a drop, under the type identifiers it can be had as (INT-7).
///
/// Foundation on Apple's systems has this class; Foundation on Linux does not, so OpenTouch
/// carries its own, with Apple's names. [chosen] Everything here is in the one process, so a
/// load finishes before the call returns, its completion handler called on the caller's thread
/// (UIKit calls it later, on a queue of its own: code that hops to the main queue works either way).
open class NSItemProvider: NSObject {
    /// Whom a representation is offered to; every drop here is in one app, so all are seen.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0, team = 1, group = 2, ownProcess = 3
    }

    private struct Representation {
        let typeIdentifier: String
        let load: (@escaping (Data?, Error?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    /// The name a file made of the data would get.
    open var suggestedName: String?

    /// A provider with nothing registered yet.
    public override init() {
        super.init()
    }

    /// A provider of `object`'s data, under each of its writable types.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// The types registered, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Offers `object`'s data under each type its class writes.
    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: type) { done in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done)
            })
        }
    }

    /// Offers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Whether a registered type is `typeIdentifier` or one of its kinds.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether an object of `aClass` can be made from a registered type.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Whether a value of `aClass` (`String`, `URL`) can be made from a registered type.
    open func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads the data of the first registered type that conforms to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier: typeIdentifier))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Makes an object of `aClass` from the first type it reads that is registered.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier: aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)"))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Makes a value of `aClass` (`String`, `URL`) from the first type it reads that is registered.
    @discardableResult
    open func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping (T?, Error?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { ItemType.conforms($0.typeIdentifier, to: typeIdentifier) }
    }
}
