import Foundation
import Testing
import UIKit
import OpenTouch

@Suite("UIDevice follows the screen's device: what it is, how it is held, its battery (DEV-1..3)")
@MainActor
struct DeviceTests {
    /// Names of the device notifications this test's device posts, in order.
    private final class Heard: @unchecked Sendable {
        var names: [String] = []
    }

    private func listen(to device: UIDevice, _ heard: Heard) -> [NSObjectProtocol] {
        [UIDevice.orientationDidChangeNotification, UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { note in
                heard.names.append(note.name.rawValue.replacingOccurrences(of: "UIDevice", with: ""))
            }
        }
    }

    @Test("DEV-1 a phone screen's device is an iPhone running iOS 18.0, an iPad screen's an iPad; each screen is its own device")
    func whatItIs() {
        let phone = TouchScreen(rootViewController: UIViewController(), device: .iPhone16)
        let phoneDevice = UIDevice.current
        #expect(phoneDevice.userInterfaceIdiom == .phone && phoneDevice.model == "iPhone" && phoneDevice.name == "iPhone")
        #expect(phoneDevice.systemName == "iOS" && phoneDevice.systemVersion == "18.0" && phoneDevice.identifierForVendor != nil)
        let pad = TouchScreen(rootViewController: UIViewController(), device: .iPad)
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
        #expect(UIDevice.current.identifierForVendor != phoneDevice.identifierForVendor)
        phone.advance(by: 0.01)
        #expect(UIDevice.current === phoneDevice, "the device of the screen driven last")
        withExtendedLifetime(pad) {}
    }

    @Test("DEV-2 orientation is unknown until notifications begin; a turn of the screen is told once, and not after they end")
    func orientation() {
        let screen = TouchScreen(rootViewController: UIViewController())
        let device = UIDevice.current
        let heard = Heard()
        let observers = listen(to: device, heard)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.orientation.isPortrait)
        screen.setOrientation(.landscape)
        #expect(heard.names == ["OrientationDidChangeNotification"] && device.orientation == .landscapeLeft && device.orientation.isLandscape)
        device.endGeneratingDeviceOrientationNotifications()
        screen.setOrientation(.portrait)
        #expect(heard.names.count == 1 && device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("DEV-3 the battery reads -1 and unknown until watched; a change is told only while watched, state before level")
    func battery() {
        let screen = TouchScreen(rootViewController: UIViewController())
        let device = UIDevice.current
        let heard = Heard()
        let observers = listen(to: device, heard)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        screen.setBattery(level: 0.8, state: .unplugged)
        #expect(heard.names.isEmpty)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.8 && device.batteryState == .unplugged)
        screen.setBattery(level: 0.5, state: .charging)
        #expect(heard.names == ["BatteryStateDidChangeNotification", "BatteryLevelDidChangeNotification"])
        screen.setBattery(level: 0.6, state: .charging)
        #expect(heard.names.count == 3 && device.batteryLevel == 0.6)
    }
}
