import Foundation

/// Typing into the first responder, as the keyboard would (TXT-5).
extension TouchScreen {
    /// The first responder that takes text, in the front-most window that has one.
    public var textInput: UIKeyInput? {
        windowsFrontToBack.lazy.compactMap { $0.firstResponder as? UIKeyInput }.first
    }

    /// The keyboard's frame in screen coordinates while it is up, nil while it is not (TXT-5).
    public var keyboardFrame: CGRect? {
        guard let window = windowsFrontToBack.first(where: { $0.keyboard != nil }), let keyboard = window.keyboard else { return nil }
        return keyboard.convert(keyboard.bounds, to: window.screen.coordinateSpace)
    }

    /// Types `text` into the first responder, one character at a time as the keys would (a
    /// newline presses return); then a layout pass runs, as after an event. A recording being
    /// made keeps it (version 2).
    public func type(_ text: String) throws(KeyboardInputError) {
        guard let input = textInput else { throw .noTextInput }
        application.becomeCurrent()
        recordFrame(Recording.Frame(time: now, text: text))
        // The keys are events of this screen's application: `UIApplication.shared` is it meanwhile.
        application.runAsCurrent {
            for character in text {
                if character == "\n", let field = input as? UITextField { field.pressReturn() } else { input.insertText(String(character)) }
            }
        }
        runLayoutPass()
    }

    /// Presses the return key: a text field asks its delegate `textFieldShouldReturn` and sends
    /// `editingDidEndOnExit`.
    public func pressReturn() throws(KeyboardInputError) {
        try type("\n")
    }

    /// Presses the delete key `count` times.
    public func deleteBackward(count: Int = 1) throws(KeyboardInputError) {
        guard let input = textInput else { throw .noTextInput }
        application.becomeCurrent()
        if count > 0 { recordFrame(Recording.Frame(time: now, deleteBackward: count)) }
        application.runAsCurrent { for _ in 0..<max(0, count) { input.deleteBackward() } }
        runLayoutPass()
    }
}
