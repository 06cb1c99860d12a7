/// Identity look-ups on arrays of objects, written as loops.
///
/// The engine's lists (touches, recognizers, views) are searched by identity on every press and
/// release. Written with `contains(where:)` or `removeAll(where:)`, each such search hands a
/// main-actor closure to the standard library, and Swift 6 checks the executor on every call of
/// it; these loops do the same work without a closure.
extension Array where Element: AnyObject {
    /// Whether `object` itself is an element.
    func containsIdentical(_ object: AnyObject) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Removes every element that is `object` itself.
    mutating func removeIdentical(_ object: AnyObject) {
        var index = count - 1
        while index >= 0 {
            if self[index] === object { remove(at: index) }
            index -= 1
        }
    }
}
