import Foundation

/// The device the app runs on: what it is, which way up it is held and its battery (DEV-1..3).
///
/// ``current`` is the device of the application in charge (the screen delivering or driven last,
/// else the run-loop application), so that each ``TouchScreen`` is its own device: made with a
/// device preset, it is that kind of device; turned with ``TouchScreen/setOrientation(_:)``, it
/// reports the new orientation. The values iOS keeps private, or that name the user's own device,
/// are written once, in ``DeviceDefaults``.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the application in charge (DEV-1).
    open class var current: UIDevice { UIApplication.mostRecentlyDriven.device }

    /// The device's name: since iOS 16, the generic model name ("iPhone", "iPad"), not the name
    /// the user gave it (DEV-1).
    open var name: String { model }
    /// "iPhone" or "iPad" (DEV-1).
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, as the user's language names it.
    open var localizedModel: String { model }
    /// "iOS" (DEV-1).
    open var systemName: String { DeviceDefaults.systemName }
    /// The version of iOS whose behaviour OpenTouch reproduces (DEV-1).
    open var systemVersion: String { DeviceDefaults.systemVersion }
    /// Phone or pad, following the screen's device preset (DEV-1).
    open internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// An identifier that stays the same for the app on this device (here, for the application).
    open private(set) var identifierForVendor: UUID? = UUID()
    /// Whether the device runs more than one app at once: true, as every device iOS 18 runs on.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation (DEV-2)

    /// Which way up the device is held; `.unknown` until orientation notifications are begun, as
    /// Apple documents.
    open var orientation: UIDeviceOrientation { orientationNotificationCount > 0 ? heldOrientation : .unknown }
    /// Whether ``orientationDidChangeNotification`` is posted.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationCount > 0 }
    private var orientationNotificationCount = 0
    /// How the device is held, whether or not anyone asked.
    var heldOrientation: UIDeviceOrientation = .portrait

    /// Starts orientation notifications; calls nest, each ended by one
    /// ``endGeneratingDeviceOrientationNotifications()``.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationCount += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationCount = max(0, orientationNotificationCount - 1)
    }

    /// The device was turned (a screen's `setOrientation`): the orientation changes, and is told
    /// while notifications are on.
    func held(_ newOrientation: UIDeviceOrientation) {
        guard newOrientation != heldOrientation else { return }
        heldOrientation = newOrientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    // MARK: Battery (DEV-3)

    /// Whether the battery is watched; while it is not, its level is -1 and its state unknown.
    open var isBatteryMonitoringEnabled = false
    /// The charge from 0 to 1, or -1 while the battery is not watched.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? charge : -1 }
    /// Whether the battery charges, is full or runs down; unknown while it is not watched.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? chargeState : .unknown }
    private var charge = DeviceDefaults.batteryLevel
    private var chargeState = DeviceDefaults.batteryState

    /// The battery changed (a screen's `setBattery`): told while the battery is watched.
    func batteryChanged(level: Float, state: BatteryState) {
        let levelChanged = level != charge, stateChanged = state != chargeState
        charge = level
        chargeState = state
        guard isBatteryMonitoringEnabled else { return }
        if stateChanged { NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self) }
        if levelChanged { NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self) }
    }

    /// The battery's state, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    // MARK: Proximity and sound

    /// Whether the proximity sensor is watched; it never reports anything near here.
    open var isProximityMonitoringEnabled = false
    /// Whether something is close to the sensor: never, here.
    open var proximityState: Bool { false }

    /// Plays the keyboard's click: recorded nowhere, since nothing sounds here.
    open func playInputClick() {}

    // MARK: Notifications

    /// Posted when the device's orientation changes, while notifications are being generated.
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes, while battery monitoring is on.
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes, while battery monitoring is on.
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity sensor's state changes, while proximity monitoring is on.
    nonisolated public static let proximityStateDidChangeNotification = NSNotification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The values a device reports that iOS keeps private or that belong to the user's own device,
/// chosen once here (DEV-1, DEV-3).
enum DeviceDefaults {
    /// The system's name.
    static let systemName = "iOS"
    /// [chosen] iOS 18.0: the release whose safe areas and behaviour the device presets follow.
    static let systemVersion = "18.0"
    /// [chosen] A full battery, plugged in, until a test says otherwise.
    static let batteryLevel: Float = 1
    static let batteryState: UIDevice.BatteryState = .full
}
