import Foundation
import Testing
@testable import OpenTouch

@Suite("UITextView: a tap edits, a drag scrolls, typing and return go in at the selection through the delegate (TXT-6)")
@MainActor
struct TextViewTests {
    final class NotesDelegate: NSObject, UITextViewDelegate {
        let log: CallbackLog
        var refuseNewline = false
        init(log: CallbackLog) { self.log = log }
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) '\(text.replacingOccurrences(of: "\n", with: "⏎"))'")
            if refuseNewline, text == "\n" {
                textView.resignFirstResponder()
                return false
            }
            return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection \(textView.selectedRange.location)") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    }

    func scene(log: CallbackLog) -> (UITextView, TouchScreen, NotesDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        let delegate = NotesDelegate(log: log)
        notes.delegate = delegate
        window.addSubview(notes)
        return (notes, TouchScreen(window: window), delegate)
    }

    @Test("TXT-6 TXT-5 a tap begins editing with the keyboard; typed text and return go in at the end; the delegate hears each change, selection first")
    func typing() throws {
        let log = CallbackLog()
        let (notes, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        notes.text = "Milk"
        screen.tap(at: CGPoint(x: 195, y: 200))
        #expect(notes.isFirstResponder && screen.keyboardFrame?.minY == 844 - 336)
        #expect(log.take() == ["shouldBegin", "didBegin"], "the insertion point was already at the end")
        try screen.type("\nEggs")
        #expect(notes.text == "Milk\nEggs" && notes.selectedRange == NSRange(location: 9, length: 0))
        #expect(log.take() == ["shouldChange 4,0 '⏎'", "selection 5", "didChange",
                               "shouldChange 5,0 'E'", "selection 6", "didChange", "shouldChange 6,0 'g'", "selection 7", "didChange",
                               "shouldChange 7,0 'g'", "selection 8", "didChange", "shouldChange 8,0 's'", "selection 9", "didChange"])
        notes.selectedRange = NSRange(location: 0, length: 4)
        try screen.type("Oat milk")
        #expect(notes.text == "Oat milk\nEggs", "typing replaces the selection")
        try screen.deleteBackward(count: 2)
        #expect(notes.text == "Oat mi\nEggs" && notes.selectedRange.location == 6)
        _ = log.take()
        delegate.refuseNewline = true
        try screen.pressReturn()
        #expect(log.take() == ["shouldChange 6,0 '⏎'", "shouldEnd", "didEnd"], "the usual 'return ends editing' delegate")
        #expect(!notes.isFirstResponder && notes.text == "Oat mi\nEggs")
        screen.advance(by: 0.3)
        #expect(screen.keyboardFrame == nil)
    }

    @Test("TXT-6 SCR-5 a long text scrolls: a drag scrolls it and does not begin editing; isEditable false never edits")
    func scrolling() throws {
        let log = CallbackLog()
        let (notes, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        notes.text = Array(repeating: "line", count: 30).joined(separator: "\n")
        screen.runLayoutPass()
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(notes.contentSize == CGSize(width: 350, height: 30 * line + 16), "thirty lines and the 8-point insets")
        screen.drag(from: CGPoint(x: 195, y: 280), to: CGPoint(x: 195, y: 130), duration: 0.5, steps: 10)
        #expect(notes.contentOffset.y > 100 && !notes.isFirstResponder)
        #expect(log.take() == ["willBeginDragging"])
        screen.advance(by: 3)
        notes.isEditable = false
        screen.tap(at: CGPoint(x: 195, y: 200))
        #expect(!notes.isFirstResponder && log.take().isEmpty)
    }

    @Test("TXT-6 LAY-3 with scrolling off, the intrinsic height is the text's, and grows a line at a time as one types")
    func selfSizing() throws {
        let log = CallbackLog()
        let (notes, screen, delegate) = scene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        notes.isScrollEnabled = false
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(notes.intrinsicContentSize.height == line + 16, "an empty text view is one line high")
        _ = notes.becomeFirstResponder()
        try screen.type("a\nb\nc")
        #expect(notes.intrinsicContentSize.height == 3 * line + 16)
        #expect(notes.sizeThatFits(CGSize(width: 350, height: 0)).height == 3 * line + 16)
    }
}

@Suite("Input views and the clear button (TXT-7)")
@MainActor
struct InputViewTests {
    /// A responder that takes no text but brings up a picker of its own, as date fields do.
    final class PickerCell: UIView {
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 260))
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        override var canBecomeFirstResponder: Bool { true }
        override var inputView: UIView? { picker }
        override var inputAccessoryView: UIView? { toolbar }
    }

    @Test("TXT-7 TXT-5 a responder's inputView replaces the keyboard and its accessory sits on top; its buttons take taps; another responder changes the frame")
    func customInputViews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let cell = PickerCell(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 34))
        window.addSubview(cell)
        window.addSubview(field)
        let done = UIButton(frame: CGRect(x: 300, y: 0, width: 90, height: 44))
        done.addAction(UIAction { _ in _ = cell.resignFirstResponder() }, for: .touchUpInside)
        cell.toolbar.addSubview(done)
        var notes: [String] = []
        let observers = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { notes.append("\(name.rawValue.dropFirst(10)) \(end?.minY ?? -1) \(end?.height ?? -1)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        #expect(cell.becomeFirstResponder())
        #expect(screen.keyboardFrame == CGRect(x: 0, y: 844 - 304, width: 390, height: 304), "the accessory's 44 points over the picker's 260")
        #expect(cell.toolbar.frame == CGRect(x: 0, y: 0, width: 390, height: 44) && cell.picker.frame == CGRect(x: 0, y: 44, width: 390, height: 260))
        screen.tap(at: CGPoint(x: 195, y: 844 - 100))
        #expect(cell.isFirstResponder, "a tap on the picker is the picker's, not a tap that ends editing")
        screen.tap(at: CGPoint(x: 195, y: 210))
        #expect(field.isFirstResponder && screen.keyboardFrame?.height == 336 && cell.picker.superview == nil,
                "the field brings the system keyboard back; the picker leaves")
        #expect(cell.becomeFirstResponder())
        screen.tap(at: CGPoint(x: 345, y: 844 - 304 + 22))
        #expect(!cell.isFirstResponder && screen.keyboardFrame == nil, "the accessory's Done button resigned it")
        #expect(notes == ["WillShowNotification 540.0 304.0", "WillShowNotification 508.0 336.0",
                          "WillShowNotification 540.0 304.0", "WillHideNotification 844.0 304.0"],
                "from one responder to the next the keyboard stays up and only changes its frame")
    }

    @Test("TXT-7 TXT-4 the clear button: shown while editing with text, a tap on it asks textFieldShouldClear and empties the field")
    func clearButton() throws {
        final class Delegate: UITextFieldDelegate {
            var log: [String] = []
            var allowClear = true
            func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                log.append("shouldChange"); return true
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.clearButtonMode = .whileEditing
        let delegate = Delegate()
        field.delegate = delegate
        field.addAction(UIAction { _ in delegate.log.append("editingChanged") }, for: .editingChanged)
        window.addSubview(field)
        field.attributedText = NSAttributedString(string: "Ada", attributes: [.kern: 2])
        #expect(field.text == "Ada" && field.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 350 - 7 - 19, y: 7.5, width: 19, height: 19))

        screen.tap(at: CGPoint(x: 20 + 333, y: 117))
        #expect(field.isFirstResponder && field.text == "Ada" && delegate.log.isEmpty, "not editing yet: no clear button, the tap begins editing")
        delegate.allowClear = false
        screen.tap(at: CGPoint(x: 20 + 333, y: 117))
        #expect(field.text == "Ada" && delegate.log == ["shouldClear"])
        delegate.allowClear = true
        screen.tap(at: CGPoint(x: 20 + 333, y: 117))
        #expect(field.text == "" && delegate.log == ["shouldClear", "shouldClear", "editingChanged"], "no shouldChangeCharactersIn, as in UIKit")
        screen.tap(at: CGPoint(x: 20 + 333, y: 117))
        #expect(delegate.log.count == 3, "no text, no button")
    }
}
