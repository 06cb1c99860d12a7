/// The events a control sends and the states it can be in (CTL-1). Raw values are UIKit's.
extension UIControl {
    /// What happened to a control; targets register for one or more of these.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down on the control (CTL-2).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down on the control as the second or later tap of a quick series (`tapCount` > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved while inside the control's tracking area (CTL-3, CTL-5).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved while outside the control's tracking area (CTL-3, CTL-5).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch came back into the control's tracking area (CTL-3).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the control's tracking area, about 70 points beyond its bounds (CTL-5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch lifted inside the tracking area: a button's tap (CTL-4).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch lifted outside the tracking area (CTL-4).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system or a recognizer took the tracked touch away (CTL-7).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed by the user's hand: a slider, a switch, a stepper (CTL-10).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button sends it right after `touchUpInside` (CTL-9).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu is about to be shown (INT-3).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field became first responder and began editing (TXT-5).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text being edited changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field resigned first responder and ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, after its delegate's `textFieldShouldReturn`.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event, `touchDown` to `touchCancel`.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event, `editingDidBegin` to `editingDidEndOnExit`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits an application may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event, the reserved bits included.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The appearance states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, neither highlighted nor selected: the state other states fall back to (CTL-11).
        public static let normal = State([])
        /// A touch is down inside the control (CTL-2, CTL-3).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false; hit-testing skips the control (HIT-6).
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (a focus engine's, which nothing here drives).
        public static let focused = State(rawValue: 1 << 3)
        /// The bits an application may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

extension UIControl.Event: CustomStringConvertible {
    /// Each single event with its name in UIKit's headers, in the order they are declared: the
    /// one table the trace, outcomes and Interface Builder documents name events by.
    static let named: [(event: UIControl.Event, name: String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The single event called `name` in UIKit's headers (`touchUpInside`), or nil.
    init?(named name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.event
    }

    /// The names of the events in the set, for logs.
    public var description: String {
        let present = Self.named.filter { contains($0.event) }.map(\.name)
        return present.isEmpty ? "[]" : present.joined(separator: "|")
    }
}
