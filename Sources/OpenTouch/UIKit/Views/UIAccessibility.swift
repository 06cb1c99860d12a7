import Foundation

/// The assistive technologies' side of UIKit: what an app posts to them, and the settings it
/// reads to adapt (ACC-2).
///
/// Nothing reads the screen aloud here. What an app posts is recorded, in order, on its
/// application, where a test reads it with ``TouchScreen/accessibilityNotificationsPosted``; the
/// settings are those of the application's screen, all off unless a test turns them on with
/// ``TouchScreen/accessibilitySettings``, which posts each setting's status notification as iOS
/// does when the user changes it in Settings.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Photo saved")
/// if UIAccessibility.isReduceMotionEnabled { cell.alpha = 1 } else { UIView.animate(withDuration: 0.3) { cell.alpha = 1 } }
/// ```
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What an app tells assistive technologies, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to read aloud: the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause assistive technology's reading.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume it.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Tells assistive technologies about `notification`; recorded on the application (ACC-2).
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.mostRecentlyDriven.accessibilityPosts.append(AccessibilityPost(notification: notification, argument: argument))
    }

    private static var settings: AccessibilitySettings { UIApplication.mostRecentlyDriven.accessibilitySettings }

    /// Whether VoiceOver is on.
    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control is on.
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether AssistiveTouch is on.
    public static var isAssistiveTouchRunning: Bool { settings.isAssistiveTouchRunning }
    /// Whether the user asked for less motion.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether the user asked for less transparency.
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether the user asked for darker system colours (more contrast).
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether the screen is gray.
    public static var isGrayscaleEnabled: Bool { settings.isGrayscaleEnabled }
    /// Whether colours are inverted.
    public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }
    /// Whether the user asked for shapes besides colour.
    public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    /// Whether on/off labels show on switches.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.isOnOffSwitchLabelsEnabled }
    /// Whether buttons show their shapes.
    public static var buttonShapesEnabled: Bool { settings.buttonShapesEnabled }
    /// Whether closed captions are on.
    public static var isClosedCaptioningEnabled: Bool { settings.isClosedCaptioningEnabled }
    /// Whether audio is mono.
    public static var isMonoAudioEnabled: Bool { settings.isMonoAudioEnabled }
    /// Whether shaking undoes.
    public static var isShakeToUndoEnabled: Bool { settings.isShakeToUndoEnabled }
    /// Whether videos play by themselves.
    public static var isVideoAutoplayEnabled: Bool { settings.isVideoAutoplayEnabled }
    /// Whether the user prefers cross-fades to sliding transitions.
    public static var prefersCrossFadeTransitions: Bool { settings.prefersCrossFadeTransitions }

    /// Posted when VoiceOver turns on or off.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control turns on or off.
    nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when AssistiveTouch turns on or off.
    nonisolated public static let assistiveTouchStatusDidChangeNotification = NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Posted when Reduce Motion turns on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency turns on or off.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off.
    nonisolated public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast turns on or off.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Grayscale turns on or off.
    nonisolated public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Invert Colors turns on or off.
    nonisolated public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Differentiate Without Color turns on or off.
    nonisolated public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when On/Off Labels turn on or off.
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Posted when Button Shapes turn on or off.
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when Closed Captions turn on or off.
    nonisolated public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when Mono Audio turns on or off.
    nonisolated public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when Shake to Undo turns on or off.
    nonisolated public static let shakeToUndoDidChangeNotification = NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when Video Autoplay turns on or off.
    nonisolated public static let videoAutoplayStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions turns on or off.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}

/// One notification an app posted to assistive technologies, with its argument (ACC-2).
public struct AccessibilityPost: CustomStringConvertible {
    /// What was posted.
    public let notification: UIAccessibility.Notification
    /// The argument posted with it: an announcement's string, the element to move to, or nil.
    public let argument: Any?

    /// `announcement: Photo saved`, `screenChanged: nil`.
    public var description: String {
        let name = switch notification {
        case .screenChanged: "screenChanged"
        case .layoutChanged: "layoutChanged"
        case .announcement: "announcement"
        case .pageScrolled: "pageScrolled"
        case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
        case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
        default: "\(notification.rawValue)"
        }
        return "\(name): \(argument.map { "\($0)" } ?? "nil")"
    }
}

/// The accessibility settings of a screen's user, all off by default; OpenTouch's own, for tests
/// to turn on what a user would turn on in Settings (ACC-2).
public struct AccessibilitySettings: Equatable, Sendable {
    /// VoiceOver reads the screen.
    public var isVoiceOverRunning = false
    /// Switch Control is on.
    public var isSwitchControlRunning = false
    /// AssistiveTouch is on.
    public var isAssistiveTouchRunning = false
    /// Reduce Motion is on: animations should move less.
    public var isReduceMotionEnabled = false
    /// Reduce Transparency is on: blurs should be opaque.
    public var isReduceTransparencyEnabled = false
    /// Bold Text is on.
    public var isBoldTextEnabled = false
    /// Increase Contrast is on.
    public var isDarkerSystemColorsEnabled = false
    /// Grayscale is on.
    public var isGrayscaleEnabled = false
    /// Smart Invert is on.
    public var isInvertColorsEnabled = false
    /// Differentiate Without Color is on: state should not be shown by colour alone.
    public var shouldDifferentiateWithoutColor = false
    /// On/Off Labels is on: switches show their state in text.
    public var isOnOffSwitchLabelsEnabled = false
    /// Button Shapes is on.
    public var buttonShapesEnabled = false
    /// Closed captions are on.
    public var isClosedCaptioningEnabled = false
    /// Mono Audio is on.
    public var isMonoAudioEnabled = false
    /// Shake to Undo is on.
    public var isShakeToUndoEnabled = false
    /// Auto-Play Video Previews is on.
    public var isVideoAutoplayEnabled = false
    /// Prefer Cross-Fade Transitions is on.
    public var prefersCrossFadeTransitions = false

    /// Everything off.
    public init() {}

    /// Each setting with the notification iOS posts when it changes.
    nonisolated(unsafe) static let notifications: [(KeyPath<AccessibilitySettings, Bool>, NSNotification.Name)] = [
        (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
        (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
        (\.isAssistiveTouchRunning, UIAccessibility.assistiveTouchStatusDidChangeNotification),
        (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
        (\.isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
        (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
        (\.isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
        (\.isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification),
        (\.isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification),
        (\.shouldDifferentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification),
        (\.isOnOffSwitchLabelsEnabled, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
        (\.buttonShapesEnabled, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
        (\.isClosedCaptioningEnabled, UIAccessibility.closedCaptioningStatusDidChangeNotification),
        (\.isMonoAudioEnabled, UIAccessibility.monoAudioStatusDidChangeNotification),
        (\.isShakeToUndoEnabled, UIAccessibility.shakeToUndoDidChangeNotification),
        (\.isVideoAutoplayEnabled, UIAccessibility.videoAutoplayStatusDidChangeNotification),
        (\.prefersCrossFadeTransitions, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange),
    ]
}

extension TouchScreen {
    /// The accessibility settings of this screen's user (ACC-2); setting them posts, for each
    /// one that changed, the status notification iOS posts, in the order UIKit declares them.
    public var accessibilitySettings: AccessibilitySettings {
        get { application.accessibilitySettings }
        set {
            let old = application.accessibilitySettings
            application.accessibilitySettings = newValue
            application.runAsCurrent {
                for (setting, name) in AccessibilitySettings.notifications where old[keyPath: setting] != newValue[keyPath: setting] {
                    NotificationCenter.default.post(name: name, object: nil)
                }
            }
        }
    }

    /// What the app posted with `UIAccessibility.post(notification:argument:)`, oldest first (ACC-2).
    public var accessibilityNotificationsPosted: [AccessibilityPost] { application.accessibilityPosts }
}
