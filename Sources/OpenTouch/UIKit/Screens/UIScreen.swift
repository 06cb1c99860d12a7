import Foundation

/// The display a window is shown on: its size in points and its scale, as touch code reads them
/// (converting to pixels, checking a finger against the screen's edges).
///
/// OpenTouch has one screen by default, ``main``, the size of a 6.1-inch iPhone in portrait
/// (390 × 844 points at 3× [chosen]); hosts of another size set ``bounds`` and ``scale``.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The device's screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points.
    open var bounds: CGRect
    /// Pixels per point.
    open var scale: CGFloat
    /// The pixels per point of the physical panel; the same as ``scale`` here.
    open var nativeScale: CGFloat { scale }
    /// The screen's size in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's coordinate space, in points, for converting a view's geometry to the screen.
    public private(set) lazy var coordinateSpace: UICoordinateSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's fixed, portrait-up coordinate space. OpenTouch's screens do not rotate their
    /// interface, so this converts exactly as ``coordinateSpace`` does.
    public var fixedCoordinateSpace: UICoordinateSpace { coordinateSpace }

    /// The screen's traits (TRT-1): its size classes, idiom and scale, light, the Large text size.
    public var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    var traitValues: TraitValues { .screen(size: bounds.size, scale: scale) }

    /// A screen of the given size and scale (OpenTouch's own; UIKit makes its screens itself).
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
