/// The touches of the fingers that are down, by finger number.
///
/// A screen has at most ``TouchScreen/maximumTouchCount`` fingers down (11 by default), so a
/// linear scan of a small array finds one faster than hashing its number would, and a frame
/// looks fingers up several times.
@MainActor
struct FingerTable {
    private var entries: [(finger: Int, touch: UITouch)] = []

    /// How many fingers are down.
    var count: Int { entries.count }

    /// The numbers of the fingers that are down, in the order they went down.
    var fingers: [Int] { entries.map(\.finger) }

    /// The touch of `finger`, or nil when it is not down; setting nil lifts it.
    subscript(finger: Int) -> UITouch? {
        get {
            for entry in entries where entry.finger == finger { return entry.touch }
            return nil
        }
        set {
            var index = 0
            while index < entries.count && entries[index].finger != finger { index += 1 }
            switch (index < entries.count, newValue) {
            case (true, let touch?): entries[index].touch = touch
            case (true, nil): entries.remove(at: index)
            case (false, let touch?): entries.append((finger, touch))
            case (false, nil): break
            }
        }
    }
}
