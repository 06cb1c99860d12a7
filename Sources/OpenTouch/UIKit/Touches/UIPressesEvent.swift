import Foundation

/// An event carrying physical button presses (RSP-4).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    open internal(set) var allPresses: Set<UIPress> = []

    init() {
        super.init(type: .presses)
    }
}
