import Foundation
@testable import OpenTouch

/// Every touch and value event, in CTL-1 order, with its name.
let namedControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
    (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
    (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
    (.touchCancel, "cancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primary"),
]

/// Logs each control event `control` sends, by name, into `log`.
@MainActor
func recordEvents(of control: UIControl, into log: CallbackLog) {
    for (event, name) in namedControlEvents {
        control.addAction(UIAction { _ in log.append(name) }, for: event)
    }
}

/// A control that logs its tracking calls and answers as the test says.
@MainActor
final class TrackingControl: UIControl {
    var log: CallbackLog?
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.append("beginTracking")
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.append("continueTracking")
        return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log?.append("endTracking")
    }

    override func cancelTracking(with event: UIEvent?) {
        log?.append("cancelTracking")
    }
}
