/// Which way text and leading-to-trailing layout run (TRT-4).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is left, as in English.
    case leftToRight = 0
    /// Leading is right, as in Arabic and Hebrew.
    case rightToLeft = 1
}

/// The layout direction a trait collection carries; `unspecified` until a screen gives one.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
