import Foundation

/// A responder that takes typed text (TXT-4): while it is first responder the keyboard is up, and
/// text typed on the screen (``TouchScreen/type(_:)``) goes to it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts text where the insertion point is (here: at the end).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// How the keyboard for a text input is set up; recorded, since no keys are drawn (TXT-4).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {}

/// The keys a keyboard shows (TXT-4).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the return key (TXT-4).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which letters are capitalised as one types (TXT-4).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typing is corrected (TXT-4).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
