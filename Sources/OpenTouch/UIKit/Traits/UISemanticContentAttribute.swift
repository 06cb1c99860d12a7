/// What a view's content means, which decides whether it flips in a right-to-left layout (TRT-4).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Flips with the interface's direction; the default.
    case unspecified = 0
    /// Playback controls (play, rewind): never flipped.
    case playback = 1
    /// Directional controls (a joystick, a text-alignment picker): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
