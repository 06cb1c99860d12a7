/// Light or dark appearance: the trait that dynamic colours resolve by (TRT-1).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No style chosen; colours resolve as for ``light``.
    case unspecified = 0
    /// The light appearance, the default of every screen here.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
