import Foundation
import Testing
@testable import OpenTouch

@Suite("UITextInput: positions, the selection and the insertion point of text fields and text views (TXT-10)")
@MainActor
struct TextInputTests {
    final class FieldDelegate: UITextFieldDelegate {
        let log: CallbackLog
        init(log: CallbackLog) { self.log = log }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) '\(string)'")
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) {
            let caret = textField.selectedTextRange.map { textField.offset(from: textField.beginningOfDocument, to: $0.start) }
            log.append("didChangeSelection \(caret.map(String.init) ?? "nil")")
        }
    }

    final class InputDelegate: UITextInputDelegate {
        let log: CallbackLog
        init(log: CallbackLog) { self.log = log }
        func selectionWillChange(_ textInput: UITextInput?) { log.append("input selectionWillChange") }
        func selectionDidChange(_ textInput: UITextInput?) { log.append("input selectionDidChange") }
        func textWillChange(_ textInput: UITextInput?) { log.append("input textWillChange") }
        func textDidChange(_ textInput: UITextInput?) { log.append("input textDidChange") }
    }

    func fieldScene(log: CallbackLog) -> (UITextField, TouchScreen, FieldDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.borderStyle = .roundedRect
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        field.addAction(UIAction { _ in log.append("editingChanged") }, for: .editingChanged)
        window.addSubview(field)
        return (field, TouchScreen(window: window), delegate)
    }

    @Test("TXT-10 typing goes in at the insertion point code moved, and backspace deletes before it; a field outside editing has no selection")
    func typingAtTheInsertionPoint() throws {
        let log = CallbackLog()
        let (field, screen, delegate) = fieldScene(log: log)
        defer { withExtendedLifetime(delegate) {} }
        field.text = "1234"
        #expect(field.selectedTextRange == nil)
        screen.tap(field)
        let range = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 4 && range.isEmpty)

        let inputLog = InputDelegate(log: log)
        field.inputDelegate = inputLog
        let caret = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: caret, to: caret)
        try screen.type("9")
        field.deleteBackward()
        let selectAll = try #require(field.textRange(from: field.endOfDocument, to: field.beginningOfDocument))
        field.selectedTextRange = selectAll
        field.deleteBackward()
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!, withText: "ab")
        #expect(log.entries == [
            "input selectionWillChange", "input selectionDidChange", "didChangeSelection 2",
            "shouldChange 2,0 '9'", "editingChanged", "didChangeSelection 3",
            "shouldChange 2,1 ''", "editingChanged", "didChangeSelection 2",
            "input selectionWillChange", "input selectionDidChange", "didChangeSelection 0",
            "shouldChange 0,4 ''", "editingChanged", "didChangeSelection 0",
            "input textWillChange", "shouldChange 0,0 'ab'", "editingChanged", "didChangeSelection 2", "input textDidChange",
        ])
        #expect(field.text == "ab")

        field.text = "abc"
        field.resignFirstResponder()
        _ = log.take()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.selectedTextRange == nil && log.entries.isEmpty)
    }

    @Test("TXT-10 a formatter that rewrites the text keeps the caret where it was, counted from the end")
    func formatterKeepsTheCaret() throws {
        final class Formatter: UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                let current = (textField.text ?? "") as NSString
                let digits = current.replacingCharacters(in: range, with: string).filter(\.isNumber)
                let fromEnd = textField.offset(from: textField.endOfDocument, to: textField.selectedTextRange!.start)
                textField.text = stride(from: 0, to: digits.count, by: 3).map { start in
                    String(digits.dropFirst(start).prefix(3))
                }.joined(separator: " ")
                if let caret = textField.position(from: textField.endOfDocument, offset: fromEnd) {
                    textField.selectedTextRange = textField.textRange(from: caret, to: caret)
                }
                return false
            }
        }
        let log = CallbackLog()
        let (field, screen, ignored) = fieldScene(log: log)
        let formatter = Formatter()
        field.delegate = formatter
        defer { withExtendedLifetime((formatter, ignored)) {} }
        screen.tap(field)
        try screen.type("12345")
        #expect(field.text == "123 45")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        try screen.type("0")
        #expect(field.text == "012 345")
        let caret = try #require(field.selectedTextRange)
        // Six characters from the end before, six after: just after the 0 typed.
        #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("TXT-10 positions are offsets inside the document: out of range is nil, ranges come in order, text is read by range")
    func positions() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.text = "Héllo wörld. Second one!\nNext"
        let start = view.beginningOfDocument, end = view.endOfDocument
        #expect(view.offset(from: start, to: end) == 29)
        #expect(view.position(from: start, offset: -1) == nil && view.position(from: end, offset: 1) == nil)
        let six = try #require(view.position(from: start, offset: 6))
        #expect(view.compare(six, to: start) == .orderedDescending && view.compare(start, to: six) == .orderedAscending)
        let backwards = try #require(view.textRange(from: view.position(from: six, offset: 5)!, to: six))
        #expect(view.text(in: backwards) == "wörld")
        #expect(view.offset(from: start, to: view.position(within: backwards, farthestIn: .left)!) == 6)
        #expect(view.text(in: view.characterRange(byExtending: six, in: .right)!) == "w")

        let words = view.tokenizer
        #expect(view.text(in: words.rangeEnclosingPosition(six, with: .word, inDirection: .storage(.forward))!) == "wörld")
        #expect(view.text(in: words.rangeEnclosingPosition(six, with: .sentence, inDirection: .storage(.forward))!) == "Héllo wörld.")
        #expect(view.text(in: words.rangeEnclosingPosition(end, with: .paragraph, inDirection: .storage(.backward))!) == "Next")
        #expect(words.isPosition(six, atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!words.isPosition(six, atBoundary: .word, inDirection: .storage(.forward)))
        let nextWordEnd = try #require(words.position(from: six, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(view.offset(from: start, to: nextWordEnd) == 11)
        #expect(words.isPosition(start, withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!words.isPosition(start, withinTextUnit: .word, inDirection: .storage(.backward)))
    }

    @Test("TXT-10 the caret sits where the text is laid out: in a field inside its border, in a text view on its wrapped line; a point gives the position back")
    func geometry() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "abcdef"
        let three = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        // 17-point text: 0.55 em a character, three of them 28.05 points, rounded up; 21-point lines.
        #expect(field.caretRect(for: three) == CGRect(x: 7 + 29, y: 6.5, width: 2, height: 21))
        #expect(field.offset(from: field.beginningOfDocument, to: field.closestPosition(to: CGPoint(x: 37, y: 17))!) == 3)
        #expect(field.offset(from: field.beginningOfDocument, to: field.closestPosition(to: CGPoint(x: 500, y: 17))!) == 6)
        #expect(field.text(in: field.characterRange(at: CGPoint(x: 8, y: 17))!) == "a")

        // 100 points wide: 100 − 2 × 5 padding = 90, nine 17-point characters a line.
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        view.text = "abcdefghijklmnop\nxy"
        let twelve = try #require(view.position(from: view.beginningOfDocument, offset: 12))
        let caret = view.caretRect(for: twelve)
        #expect(caret == CGRect(x: 5 + 29, y: 8 + 21, width: 2, height: 21))
        let up = try #require(view.position(from: twelve, in: .up, offset: 1))
        #expect(view.offset(from: view.beginningOfDocument, to: up) == 3)
        let down = try #require(view.position(from: twelve, in: .down, offset: 1))
        #expect(view.offset(from: view.beginningOfDocument, to: down) == 19)
        let rects = view.selectionRects(for: view.textRange(from: twelve, to: view.endOfDocument)!)
        #expect(rects.map(\.rect.minY) == [29, 50])
        #expect(rects.map(\.containsStart) == [true, false] && rects.map(\.containsEnd) == [false, true])
        #expect(view.firstRect(for: view.textRange(from: twelve, to: view.endOfDocument)!) == rects[0].rect)
        #expect(view.offset(from: view.beginningOfDocument, to: view.closestPosition(to: CGPoint(x: caret.minX, y: caret.midY))!) == 12)
    }

    @Test("TXT-10 marked text: an input method composes in place of the selection, through the delegate, and typing commits it")
    func markedText() throws {
        final class ViewDelegate: NSObject, UITextViewDelegate {
            let log: CallbackLog
            init(log: CallbackLog) { self.log = log }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                log.append("shouldChange \(range.location),\(range.length) '\(text)'")
                return true
            }
            func textViewDidChange(_ textView: UITextView) { log.append("didChange '\(textView.text!)'") }
        }
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let delegate = ViewDelegate(log: log)
        view.delegate = delegate
        view.text = "a"
        view.becomeFirstResponder()
        view.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        let marked = try #require(view.markedTextRange)
        #expect(view.text(in: marked) == "ka" && view.selectedRange == NSRange(location: 3, length: 0))
        view.insertText("か")
        #expect(view.markedTextRange == nil && view.text == "aか" && view.selectedRange == NSRange(location: 2, length: 0))
        #expect(log.entries == ["shouldChange 1,0 'k'", "didChange 'ak'", "shouldChange 1,1 'ka'", "didChange 'aka'",
                                "shouldChange 1,2 'か'", "didChange 'aか'"])
    }
}
