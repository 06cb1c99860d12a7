/// How much room an axis has, in UIKit's two steps (TRT-1).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = 0
    /// Constrained room: a phone's width, or its height in landscape.
    case compact = 1
    /// Ample room: a phone's height in portrait, both axes of an iPad.
    case regular = 2
}
