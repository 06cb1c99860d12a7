import Foundation

/// A number given as any of the types code passes for one: a layer key's value, an animation's
/// end, an option in a dictionary (LYR-9, PGV-1).
enum AnyNumber {
    static func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
