import Foundation

/// The status bar's look: dark or light content, with UIKit's raw values (VC-15).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in the light appearance, light content in the dark.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// What a window scene's status bar looks like and where it is (VC-15).
///
/// The style and visibility are those the scene's controllers ask for: the key window's root
/// controller, or the controller it presents full screen (or one that captures the status bar's
/// appearance), following `childForStatusBarStyle` and `childForStatusBarHidden` down. They are
/// read again on `setNeedsStatusBarAppearanceUpdate()`, as in UIKit. OpenTouch draws no status
/// bar; [chosen] its height is the screen's top safe-area inset (47 points on the default
/// 390 × 844 screen in portrait, the status bar of an iPhone 12, 13 or 14; none in landscape,
/// where an iPhone hides it), and it is hidden while its height is zero.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?
    private var style: UIStatusBarStyle = .default
    private var hidden = false

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
        update()
    }

    /// The style the deciding controller asked for at the last update.
    open var statusBarStyle: UIStatusBarStyle { style }

    /// Whether the status bar is hidden: asked for, or a screen without one.
    open var isStatusBarHidden: Bool { hidden || statusBarFrame.height == 0 }

    /// The status bar's rectangle in the scene's coordinates; zero when hidden.
    open var statusBarFrame: CGRect {
        guard let screen = scene?.screen, !hidden else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    /// Reads the deciding controllers' answers again.
    func update() {
        guard let root = scene?.keyWindow?.rootViewController ?? scene?.windows.first?.rootViewController else {
            style = .default
            hidden = false
            return
        }
        var decider = root
        while let presented = decider.presentedViewController,
              presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
            decider = presented
        }
        var styleDecider = decider
        while let child = styleDecider.childForStatusBarStyle { styleDecider = child }
        var hiddenDecider = decider
        while let child = hiddenDecider.childForStatusBarHidden { hiddenDecider = child }
        style = styleDecider.preferredStatusBarStyle
        hidden = hiddenDecider.prefersStatusBarHidden
    }
}
