import Foundation

extension TouchScreen {
    /// A device a test runs its screen as (TST-9, OpenTouch's own): the screen's size in points
    /// and its scale, the safe area in each orientation, and how many fingers it tracks.
    ///
    /// Sizes and scales are Apple's (Human Interface Guidelines, "Layout", device screen sizes);
    /// the safe areas are those iOS 18 gives a full-screen window on each device, as the
    /// simulator reports them (UIKit's own values are private). [chosen] How many touches a
    /// screen tracks Apple does not document: 5 on iPhone and 11 on iPad are what developers
    /// measure.
    public struct Device: Sendable, Equatable, CustomStringConvertible {
        /// The device's name.
        public let name: String
        /// The screen's size in points, in portrait.
        public let portraitSize: CGSize
        /// Pixels per point.
        public let scale: CGFloat
        /// The safe area's insets in portrait, and in landscape (home button or sensor housing on the left).
        public let portraitSafeArea: UIEdgeInsets
        /// The safe area's insets in landscape.
        public let landscapeSafeArea: UIEdgeInsets
        /// The most fingers the screen tracks at once.
        public let maximumTouchCount: Int

        /// A device of the given name, size, scale, safe areas and most fingers.
        public init(name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
                    landscapeSafeArea: UIEdgeInsets, maximumTouchCount: Int) {
            self.name = name
            self.portraitSize = portraitSize
            self.scale = scale
            self.portraitSafeArea = portraitSafeArea
            self.landscapeSafeArea = landscapeSafeArea
            self.maximumTouchCount = maximumTouchCount
        }

        public var description: String { name }

        /// Phone or pad: what `UIDevice.current.userInterfaceIdiom` reports on a screen of this
        /// device (DEV-1).
        public var userInterfaceIdiom: UIUserInterfaceIdiom { name.hasPrefix("iPad") ? .pad : .phone }

        /// The screen's size in `orientation`.
        public func size(in orientation: Orientation) -> CGSize {
            orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
        }

        /// A current 6.1-inch iPhone, the iPhone 16e (2025): 390 × 844 points at 3×, a sensor
        /// housing above and a home indicator below. The size of OpenTouch's default screen.
        public static let iPhone16e = Device(name: "iPhone 16e", portraitSize: CGSize(width: 390, height: 844), scale: 3,
                                             portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                             landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                             maximumTouchCount: 5)
        /// The 6.1-inch iPhone 16, with the Dynamic Island: 393 × 852 points at 3×.
        public static let iPhone16 = Device(name: "iPhone 16", portraitSize: CGSize(width: 393, height: 852), scale: 3,
                                            portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                            maximumTouchCount: 5)
        /// A small iPhone, the iPhone SE (3rd generation): 375 × 667 points at 2×, a status bar
        /// in portrait and none in landscape, a home button.
        public static let iPhoneSE = Device(name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
                                            portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                            landscapeSafeArea: .zero,
                                            maximumTouchCount: 5)
        /// An iPad, the iPad (10th generation): 820 × 1180 points at 2×, a status bar and a home
        /// indicator in both orientations.
        public static let iPad = Device(name: "iPad (10th generation)", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
                                        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                        maximumTouchCount: 11)
    }

    /// Which way up a device is held.
    public enum Orientation: Sendable, Equatable {
        case portrait
        case landscape
    }
}
