import Foundation

/// Why typing on a ``TouchScreen`` was refused; refused typing changes nothing (TXT-5).
public enum KeyboardInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No window of the screen has a first responder that takes text (nothing is being edited).
    case noTextInput

    public var description: String {
        switch self {
        case .noTextInput: "no text input is first responder: tap a text field (or make one first responder) before typing"
        }
    }
}
