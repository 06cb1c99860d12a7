import Foundation

/// The layer's properties by name, for ``CALayer/value(forKey:)`` and
/// ``CALayer/setValue(_:forKey:)`` (LYR-9).
extension CALayer {
    struct KeyedProperty {
        let get: @MainActor (CALayer) -> Any?
        let set: @MainActor (CALayer, Any?) -> Void
    }

    /// A number given as any of the types code passes for one (a key's value, an animation's end).
    nonisolated static func number(_ value: Any?) -> CGFloat? {
        AnyNumber.cgFloat(value)
    }

    static let keyedProperties: [String: KeyedProperty] = [
        "bounds": KeyedProperty(get: { $0.bounds }, set: { if let r = $1 as? CGRect { $0.bounds = r } }),
        "position": KeyedProperty(get: { $0.position }, set: { if let p = $1 as? CGPoint { $0.position = p } }),
        "anchorPoint": KeyedProperty(get: { $0.anchorPoint }, set: { if let p = $1 as? CGPoint { $0.anchorPoint = p } }),
        "frame": KeyedProperty(get: { $0.frame }, set: { if let r = $1 as? CGRect { $0.frame = r } }),
        "transform": KeyedProperty(get: { $0.transform }, set: { if let t = $1 as? CATransform3D { $0.transform = t } }),
        "opacity": KeyedProperty(get: { $0.opacity }, set: { if let n = number($1) { $0.opacity = Float(n) } }),
        "hidden": KeyedProperty(get: { $0.isHidden }, set: { if let b = $1 as? Bool { $0.isHidden = b } }),
        "zPosition": KeyedProperty(get: { $0.zPosition }, set: { if let n = number($1) { $0.zPosition = n } }),
        "cornerRadius": KeyedProperty(get: { $0.cornerRadius }, set: { if let n = number($1) { $0.cornerRadius = n } }),
        "borderWidth": KeyedProperty(get: { $0.borderWidth }, set: { if let n = number($1) { $0.borderWidth = n } }),
        "shadowOpacity": KeyedProperty(get: { $0.shadowOpacity }, set: { if let n = number($1) { $0.shadowOpacity = Float(n) } }),
        "shadowRadius": KeyedProperty(get: { $0.shadowRadius }, set: { if let n = number($1) { $0.shadowRadius = n } }),
        "backgroundColor": KeyedProperty(get: { $0.backgroundColor }, set: { $0.backgroundColor = ($1 as? CGColor) }),
        "masksToBounds": KeyedProperty(get: { $0.masksToBounds }, set: { if let b = $1 as? Bool { $0.masksToBounds = b } }),
        "name": KeyedProperty(get: { $0.name }, set: { $0.name = $1 as? String }),
    ]
}

/// A layer is observable by key path, as Core Animation's layers are (LYR-9).
#if !canImport(ObjectiveC)
extension CALayer: NSKeyValueObserving {}
#endif
