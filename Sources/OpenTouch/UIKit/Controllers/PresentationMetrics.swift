import Foundation

/// The geometry and timing of presentations that UIKit keeps private, in one place (VC-4;
/// OpenTouch's own, so no `UI` prefix).
enum PresentationMetrics {
    /// How long an animated presentation or dismissal takes on the application clock. Chosen:
    /// half a second, about the length of UIKit's sheet and full-screen transitions, which Apple
    /// does not document.
    static let transitionDuration: TimeInterval = 0.5

    /// The gap between a page sheet's top and the top of the safe area on a compact width (a
    /// phone): 10 points, as iOS 13 and later show it; where the window has no safe area at the
    /// top, the 20-point status bar stands for it.
    static let sheetGap: CGFloat = 10

    /// A sheet's size where the width is regular (an iPad): 540 × 620 points, centred, the form
    /// sheet size Apple's Human Interface Guidelines long gave.
    static let regularSheetSize = CGSize(width: 540, height: 620)

    /// The frame of a sheet in `window`.
    @MainActor static func sheetFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        if window.traitCollection.horizontalSizeClass == .regular {
            let size = CGSize(width: min(regularSheetSize.width, bounds.width), height: min(regularSheetSize.height, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let top = max(window.safeAreaInsets.top, 20) + sheetGap
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
}
