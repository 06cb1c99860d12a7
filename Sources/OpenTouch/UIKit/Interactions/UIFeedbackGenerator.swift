import Foundation

/// Haptic feedback, as UIKit's generators give it (ACC-4).
///
/// There is no motor here: each feedback given is recorded on the application, in order, where a
/// test reads it with ``TouchScreen/hapticFeedbackGiven`` (`"impact medium"`, `"selection"`,
/// `"notification success"`). `prepare()` records nothing, as it only wakes the motor.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Wakes the motor for feedback soon; nothing to wake here.
    open func prepare() {}

    func record(_ feedback: String) {
        UIApplication.mostRecentlyDriven.hapticFeedback.append(feedback)
    }
}

/// A tap of the motor, of a weight (ACC-4).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the tap is; raw values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid

        var name: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    private let style: FeedbackStyle

    /// A generator of `style` taps.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium taps.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// One tap.
    open func impactOccurred() {
        record("impact \(style.name)")
    }

    /// One tap at `intensity` (0 to 1).
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style.name) \(min(1, max(0, intensity)))")
    }
}

/// The tick of a selection moving (ACC-4).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() {
        record("selection")
    }
}

/// The pattern that says a task succeeded, warned or failed (ACC-4).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the pattern says; raw values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Gives the pattern for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        let name = switch notificationType {
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        }
        record("notification \(name)")
    }
}

extension TouchScreen {
    /// The haptic feedback the app gave, oldest first (ACC-4).
    public var hapticFeedbackGiven: [String] { application.hapticFeedback }
}
