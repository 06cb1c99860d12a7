import Foundation

/// Where each of a recognizer's touches went down, in window coordinates.
///
/// A recognizer holds a handful of touches, so a linear array beats a dictionary here; above
/// all, it avoids making hashed storage on every press, which the Swift runtime makes costly.
struct TouchStartPoints {
    private var entries: [(touch: ObjectIdentifier, point: CGPoint)] = []

    subscript(touch: ObjectIdentifier) -> CGPoint? {
        get {
            for entry in entries where entry.touch == touch { return entry.point }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.touch == touch }) {
                if let newValue { entries[index].point = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((touch, newValue))
            }
        }
    }

    mutating func removeAll(keepingCapacity: Bool) {
        entries.removeAll(keepingCapacity: keepingCapacity)
    }
}
