import Foundation
import Synchronization

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
    open var bounds: CGRect {
        didSet { hasSafeArea = safeAreaInsets != .zero }
    }
    /// Whether ``safeAreaInsets`` is not empty, kept as the bounds change: layout asks often.
    private(set) lazy var hasSafeArea = safeAreaInsets != .zero
    /// Pixels per point.
    open var scale: CGFloat {
        didSet { if self === UIScreen.main { UIScreen.mainScale.store(Double(scale), ordering: .relaxed) } }
    }
    /// The main screen's scale, readable from any thread: an image context or renderer of scale 0
    /// (the default) takes it, and UIKit lets those draw on any thread (DRW-5).
    nonisolated static var defaultScale: CGFloat { CGFloat(mainScale.load(ordering: .relaxed)) }
    nonisolated private static let mainScale = Atomic<Double>(3)
    /// The most frames a second the screen shows: the rate a ``CADisplayLink`` fires at, 60, the
    /// 6.1-inch iPhone's panel without ProMotion [chosen] (TIM-6).
    open var maximumFramesPerSecond: Int { CADisplayLink.displayRate }
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
    open var fixedCoordinateSpace: UICoordinateSpace { coordinateSpace }

    /// The parts of the screen that the sensor housing and the home indicator cover, which every
    /// window's safe area leaves out (LAY-8). [chosen] A 390 × 844 screen is an iPhone 12, 13 or
    /// 14: 47 points at the top and 34 at the bottom in portrait, 47 at the sides and 21 at the
    /// bottom in landscape (Apple's Human Interface Guidelines, "Layout", device safe areas).
    /// Other sizes are screens without a notch or a home indicator here: no insets.
    var safeAreaInsets: UIEdgeInsets {
        if let deviceSafeAreas { return bounds.width <= bounds.height ? deviceSafeAreas.portrait : deviceSafeAreas.landscape }
        switch (bounds.width, bounds.height) {
        case (390, 844): return UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case (844, 390): return UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        default: return .zero
        }
    }

    /// The insets of a device preset's screen, in portrait and in landscape (TST-9), which take
    /// the place of the table by size above.
    var deviceSafeAreas: (portrait: UIEdgeInsets, landscape: UIEdgeInsets)? {
        didSet { hasSafeArea = safeAreaInsets != .zero }
    }

    /// The screen's traits (TRT-1): its size classes, idiom and scale, light, the Large text size.
    open var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    var traitValues: TraitValues { .screen(size: bounds.size, scale: scale, contentSizeCategory: contentSizeCategory) }

    /// The user's text size on this screen: Large unless a test changes it (TXT-1).
    var contentSizeCategory: UIContentSizeCategory = .large

    /// A screen of the given size and scale (OpenTouch's own; UIKit makes its screens itself).
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
