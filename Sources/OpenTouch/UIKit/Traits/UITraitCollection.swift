import Foundation
import Synchronization

/// The traits of an interface environment: light or dark, size classes, scale, text size and
/// layout direction (TRT-1, TRT-2).
///
/// Screens, windows, views and view controllers each have one (``UITraitEnvironment``). A view's
/// comes from its window's screen, with the nearest `overrideUserInterfaceStyle` on the way up
/// (the view's own, its controller's, an ancestor's, the window's) laid over it. Dynamic colours
/// resolve against it (``UIColor/resolvedColor(with:)``).
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)       // white
/// dark.performAsCurrent { UIColor.label.cgColor } // white too
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection with no trait specified.
    public override convenience init() { self.init(values: TraitValues()) }

    /// A collection that specifies only the light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(values: TraitValues(displayScale: displayScale))
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// The collections combined: each specified trait of a later collection wins over an earlier one.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overlaid(with: $1.values) })
    }

    /// Light or dark; `.unspecified` when the collection does not say.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// How much room there is across.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// How much room there is down.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point; 0 when the collection does not say.
    public var displayScale: CGFloat { values.displayScale }
    /// The text size the user chose.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Which way the interface runs.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overlaid(with: trait.values) == values
    }

    /// Whether dynamic colours may resolve differently in the two collections: their light or
    /// dark appearance differs (TRT-1).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return values.colorAppearance != traitCollection.values.colorAppearance
    }

    /// Runs `actions` with this collection as ``current``, so dynamic colours read inside resolve
    /// against it (TRT-3).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.$scoped.withValue(self, operation: actions)
    }

    /// The collection dynamic colours resolve against when no collection is given (TRT-3): the one
    /// `performAsCurrent` runs with, else the one UIKit sets while a view draws or hears of a
    /// trait change, else one set here, else the main screen's.
    public class var current: UITraitCollection {
        get { scoped ?? assigned.withLock { $0 } ?? UITraitCollection(values: .defaultScreen) }
        set { assigned.withLock { $0 = newValue } }
    }

    @TaskLocal static var scoped: UITraitCollection?
    private static let assigned = Mutex<UITraitCollection?>(nil)

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    open override var hash: Int { values.hashValue }

    open override var description: String {
        "<UITraitCollection: style \(values.userInterfaceStyle), size classes \(values.horizontalSizeClass)/\(values.verticalSizeClass), scale \(values.displayScale)>"
    }
}

extension TraitValues {
    /// Light unless dark: unspecified resolves as light.
    var colorAppearance: UIUserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    /// The main screen's traits: a 390 × 844 phone at 3× (see `UIScreen.main`).
    static let defaultScreen = TraitValues.screen(size: CGSize(width: 390, height: 844), scale: 3)
}
