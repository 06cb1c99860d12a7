import Foundation
import Testing
@testable import OpenTouch

@Suite("Text input: a tap makes a text field first responder, the keyboard comes up, typing goes through the delegate (TXT-4, TXT-5)")
@MainActor
struct TextFieldTests {
    final class FieldDelegate: UITextFieldDelegate {
        let log: CallbackLog
        var refuseDigits = false
        var keepEditing = false
        init(log: CallbackLog) { self.log = log }
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return !keepEditing }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) '\(string)'")
            return !(refuseDigits && string.contains { $0.isNumber })
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            textField.resignFirstResponder()
            return true
        }
    }

    /// A field at the top, a button where the keyboard will be, in a shown 390 × 844 window.
    func scene(log: CallbackLog) -> (UITextField, UIButton, UIWindow, TouchScreen, FieldDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.borderStyle = .roundedRect
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")] {
            field.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        let button = UIButton(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
        button.addAction(UIAction { _ in log.append("button tapped") }, for: .touchUpInside)
        window.addSubview(field)
        window.addSubview(button)
        return (field, button, window, TouchScreen(window: window), delegate)
    }

    @Test("TXT-4 TXT-5 a tap begins editing, the keyboard comes up and takes the touches on it; typing and return go through the delegate; endEditing hides the keyboard")
    func editing() throws {
        let log = CallbackLog()
        let (field, _, window, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        var notes: [String] = []
        let center = NotificationCenter.default
        let names: [(NSNotification.Name, String)] = [(UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                                                      (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide")]
        let observers = names.map { name, label in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                MainActor.assumeIsolated { notes.append("\(label) \(end.map { "\($0.minY)" } ?? "?") \(duration ?? -1)") }
            }
        }
        defer { observers.forEach(center.removeObserver) }

        #expect(throws: KeyboardInputError.noTextInput) { try screen.type("x") }
        screen.tap(at: CGPoint(x: 100, y: 117))
        #expect(log.take() == ["shouldBegin", "editingDidBegin", "didBegin"] && field.isFirstResponder && field.isEditing)
        #expect(notes == ["willShow 508.0 0.25"] && window.keyboard?.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        screen.advance(by: 0.25)
        #expect(notes == ["willShow 508.0 0.25", "didShow 508.0 0.25"])
        screen.tap(at: CGPoint(x: 100, y: 622))
        #expect(log.take().isEmpty, "the keyboard covers the button and takes the touch; a tap elsewhere does not end editing")

        try screen.type("Ada")
        #expect(log.take() == ["shouldChange 0,0 'A'", "editingChanged", "shouldChange 1,0 'd'", "editingChanged", "shouldChange 2,0 'a'", "editingChanged"])
        try screen.deleteBackward()
        #expect(field.text == "Ad" && log.take() == ["shouldChange 2,1 ''", "editingChanged"])
        try screen.pressReturn()
        #expect(log.take() == ["shouldReturn", "shouldEnd", "editingDidEnd", "didEnd", "editingDidEndOnExit"] && !field.isEditing)
        #expect(notes.suffix(1) == ["willHide 844.0 0.25"] && window.keyboard == nil)
        screen.advance(by: 0.25)
        #expect(notes.suffix(1) == ["didHide 844.0 0.25"])
        screen.tap(at: CGPoint(x: 100, y: 622))
        #expect(log.take() == ["button tapped"], "with the keyboard gone, the button takes its taps again")
    }

    @Test("TXT-4 the delegate refuses a change, or to end editing; endEditing(true) ends it anyway")
    func delegateRefusals() throws {
        let log = CallbackLog()
        let (field, _, window, screen, delegate) = scene(log: log)
        delegate.refuseDigits = true
        delegate.keepEditing = true
        screen.tap(at: CGPoint(x: 100, y: 117))
        try screen.type("A1b")
        #expect(field.text == "Ab")
        _ = log.take()
        #expect(!window.endEditing(false) && field.isEditing && log.take() == ["shouldEnd"])
        #expect(window.endEditing(true) && !field.isEditing && log.take() == ["editingDidEnd", "didEnd"])
    }

    @Test("TXT-5 the keyboard's notifications carry the screen it is on as their object")
    func keyboardNotificationObject() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let screen = phoneScreen(showing: field)
        final class Heard: @unchecked Sendable { var screens: [UIScreen?] = [] }
        let heard = Heard()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            heard.screens.append(note.object as? UIScreen)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.tap(at: CGPoint(x: 100, y: 117))
        #expect(heard.screens.count == 1 && heard.screens.first! === field.window?.screen)
    }

    @Test("TXT-5 a scroll view with keyboardDismissMode .onDrag ends editing when a drag begins; .none leaves the keyboard up")
    func dismissOnDrag() {
        let log = CallbackLog()
        let (field, _, window, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scroll)
        screen.tap(at: CGPoint(x: 100, y: 117))
        screen.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.3, steps: 6)
        #expect(field.isEditing && window.keyboard != nil)
        scroll.keyboardDismissMode = .onDrag
        screen.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.3, steps: 6)
        #expect(!field.isEditing && window.keyboard == nil)
    }

    @Test("TXT-5 keyboardDismissMode .interactive: the keyboard follows the finger once the drag reaches it, goes back up when let go short, and is dismissed only off the bottom or by a flick down")
    func interactiveDismissal() {
        let log = CallbackLog()
        let (field, _, window, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 150, width: 390, height: 694))
        scroll.contentSize = CGSize(width: 390, height: 5000)
        scroll.keyboardDismissMode = .interactive
        window.addSubview(scroll)
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let names: [NSNotification.Name] = [UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                                            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                heard.names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        screen.tap(at: CGPoint(x: 100, y: 117))
        screen.advance(by: 0.3)
        #expect(heard.names == ["WillShow", "WillChangeFrame"])
        heard.names = []
        let resting = screen.keyboardFrame!
        #expect(resting.minY == 508)

        screen.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.5, steps: 10)
        screen.advance(by: 1)
        #expect(field.isFirstResponder && screen.keyboardFrame == resting && scroll.contentOffset.y > 100,
                "a drag that stays above the keyboard scrolls and keeps editing")

        let finger = screen.touchDown(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 320.0, through: 650, by: 30) {
            screen.advance(by: 0.05)
            finger.move(to: CGPoint(x: 200, y: y))
        }
        #expect(screen.keyboardFrame?.minY == 650, "past the keyboard's top, the keyboard follows the finger")
        for y in stride(from: 620.0, through: 400, by: -30) {
            screen.advance(by: 0.05)
            finger.move(to: CGPoint(x: 200, y: y))
        }
        #expect(screen.keyboardFrame == resting, "back above its top, it rests again")
        screen.advance(by: 0.3)
        finger.lift()
        screen.advance(by: 0.5)
        #expect(field.isFirstResponder && screen.keyboardFrame == resting && heard.names.isEmpty,
                "carried part way down and back up: no notification, still editing")

        let second = screen.touchDown(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 330.0, through: 690, by: 30) {
            screen.advance(by: 0.05)
            second.move(to: CGPoint(x: 200, y: y))
        }
        screen.advance(by: 0.3)
        second.lift()
        screen.advance(by: 0.5)
        #expect(field.isFirstResponder && screen.keyboardFrame == resting && heard.names.isEmpty, "let go part way down, still: it goes back up")

        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.2, steps: 8)
        #expect(!field.isFirstResponder && screen.keyboardFrame == nil, "let go part way down moving fast: dismissed")
        screen.advance(by: 0.3)
        #expect(heard.names == ["WillHide", "WillChangeFrame", "DidHide"])
        heard.names = []

        screen.tap(at: CGPoint(x: 100, y: 117))
        screen.advance(by: 0.3)
        heard.names = []
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 844), duration: 2, steps: 20)
        #expect(!field.isFirstResponder && screen.keyboardFrame == nil && heard.names == ["WillHide", "WillChangeFrame"],
                "carried off the bottom, however slowly: dismissed")
        _ = log.take()
    }

    final class FieldRows: NSObject, UITableViewDataSource {
        let field = UITextField(frame: CGRect(x: 16, y: 5, width: 300, height: 34))
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.row == 2 { cell.contentView.addSubview(field) }
            return cell
        }
    }

    @Test("TXT-4 TXT-5 SCR-1 a text field in a cell of a scrolling table gets its tap once the scroll view's delay has passed, and .onDrag dismisses its keyboard")
    func fieldInTable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        let rows = FieldRows()
        table.dataSource = rows
        table.keyboardDismissMode = .onDrag
        window.addSubview(table)
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        let point = rows.field.convert(CGPoint(x: 100, y: 17), to: nil)
        let finger = screen.touchDown(at: point)
        screen.advance(by: 0.1)
        #expect(!rows.field.isTracking, "the scroll view holds the touch back for its delay (SCR-1)")
        screen.advance(by: 0.1)
        #expect(rows.field.isTracking)
        finger.lift()
        #expect(rows.field.isEditing && screen.keyboardFrame != nil)
        screen.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.3, steps: 8)
        #expect(!rows.field.isEditing && screen.keyboardFrame == nil, "the drag dismissed the keyboard")
        withExtendedLifetime(rows) {}
    }

    @Test("TXT-4 CTL-8 the usual tap-to-dismiss-the-keyboard recognizer on the root view: a tap on the field still edits it, a tap elsewhere ends editing")
    func tapToDismiss() throws {
        final class FormController: UIViewController {
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
            let notes = UITextView(frame: CGRect(x: 20, y: 160, width: 350, height: 100))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
                view.addSubview(notes)
                let tap = UITapGestureRecognizer()
                tap.addTarget(self, action: Selector(FormController.dismissKeyboard))
                view.addGestureRecognizer(tap)
            }
            func dismissKeyboard(_ tap: UITapGestureRecognizer) { view.endEditing(true) }
        }
        let form = FormController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = form
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.tap(at: CGPoint(x: 195, y: 117))
        #expect(form.field.isFirstResponder && screen.keyboardFrame != nil, "the field keeps its own tap")
        screen.tap(at: CGPoint(x: 195, y: 200))
        #expect(form.notes.isFirstResponder && screen.keyboardFrame != nil, "so does the text view")
        screen.tap(at: CGPoint(x: 195, y: 400))
        #expect(!form.notes.isFirstResponder && !form.field.isFirstResponder && screen.keyboardFrame == nil, "a tap elsewhere is the root view's, which ends editing")
    }
}
