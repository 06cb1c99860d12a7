import Foundation

/// Events that are not touches: button presses, shakes and remote-control commands. They go to
/// the key window's first responder and up the chain (RSP-4).
extension TouchScreen {
    /// Presses and releases a physical button, holding it for `duration` seconds.
    public func press(_ type: UIPress.PressType, duration: TimeInterval = 0.1) {
        let press = UIPress(type: type)
        let event = UIPressesEvent()
        event.allPresses = [press]
        press.timestamp = now
        event.timestamp = now
        application.sendEvent(event)
        advance(by: duration)
        press.phase = .ended
        press.timestamp = now
        event.timestamp = now
        application.sendEvent(event)
    }

    /// Shakes the device: `motionBegan` then, `duration` seconds later, `motionEnded`.
    public func shake(duration: TimeInterval = 0.5) {
        let event = UIEvent(type: .motion, subtype: .motionShake)
        event.timestamp = now
        application.sendEvent(event)
        advance(by: duration)
        event.motionPhase = .ended
        event.timestamp = now
        application.sendEvent(event)
    }

    /// Sends a remote-control command (`.remoteControlPlay`, `.remoteControlNextTrack`…).
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) {
        let event = UIEvent(type: .remoteControl, subtype: subtype)
        event.timestamp = now
        application.sendEvent(event)
    }
}
