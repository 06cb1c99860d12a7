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

    /// Presses `input` on a hardware keyboard with `modifierFlags` held (RSP-5): the first key
    /// command along the responder chain from the key window's first responder (or the key
    /// window) that matches sends its action, to the first responder along that chain that
    /// performs it. With no command, a character without ⌘ or ⌃ is typed into a first responder
    /// that takes text. Returns whether a command or the text input took the key; then a layout
    /// pass runs, as after an event.
    @discardableResult
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        application.becomeCurrent()
        let taken = application.runAsCurrent { () -> Bool in
            let window = windowsFrontToBack.first { $0.isKeyWindow } ?? window
            let start: UIResponder = window.firstResponder ?? window
            var responder: UIResponder? = start
            while let current = responder {
                let commands = current.keyCommands ?? []
                if let command = commands.first(where: { $0.matches(input, modifierFlags) && !$0.attributes.contains(.disabled) }) {
                    guard let target = start.target(forAction: command.action, withSender: command) else { return false }
                    return command.action.perform(on: target as AnyObject, sender: command, event: nil)
                }
                responder = current.next
            }
            guard modifierFlags.isDisjoint(with: [.command, .control]), input.count == 1,
                  let text = window.firstResponder as? UIKeyInput else { return false }
            text.insertText(input)
            return true
        }
        runLayoutPass()
        return taken
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
