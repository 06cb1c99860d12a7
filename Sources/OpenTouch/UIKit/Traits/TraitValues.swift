import Foundation

/// The values of a trait collection, as a plain value: views compute theirs by walking up without
/// making an object, and a collection is made only when code asks for one (TRT-2).
struct TraitValues: Hashable, Sendable {
    /// Whether any view or controller has set a style override: until then every view's traits
    /// resolve colours as the main screen's do, and views need not make theirs current (TRT-3).
    @MainActor static var styleOverridesSet = false

    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var displayScale: CGFloat = 0
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// These values with every specified value of `other` laid over them, as
    /// `UITraitCollection(traitsFrom:)` combines collections.
    func overlaid(with other: TraitValues) -> TraitValues {
        var result = self
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        return result
    }

    /// The traits of a screen of `size` points at `scale` (TRT-1): [chosen] an axis is regular when
    /// it is at least 768 points (an iPad's shorter side) or, on a phone, when it is the longer
    /// side; so a 390 × 844 phone is compact wide and regular tall in portrait, compact both ways
    /// in landscape, and an iPad is regular both ways. Light, the Large text size, left to right.
    static func screen(size: CGSize, scale: CGFloat, contentSizeCategory: UIContentSizeCategory = .large) -> TraitValues {
        let isPad = min(size.width, size.height) >= 768
        func sizeClass(_ side: CGFloat, _ other: CGFloat) -> UIUserInterfaceSizeClass {
            isPad || side >= 768 || side > other ? .regular : .compact
        }
        return TraitValues(
            userInterfaceStyle: .light,
            horizontalSizeClass: isPad ? .regular : (size.width >= 768 ? .regular : .compact),
            verticalSizeClass: sizeClass(size.height, size.width),
            displayScale: scale,
            preferredContentSizeCategory: contentSizeCategory,
            layoutDirection: .leftToRight,
            userInterfaceIdiom: isPad ? .pad : .phone
        )
    }
}
