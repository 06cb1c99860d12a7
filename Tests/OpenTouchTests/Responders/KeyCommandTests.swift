import Foundation
import Testing
import UIKit
import OpenTouch

/// A notes screen with the shortcuts iOS apps declare.
private final class NotesController: UIViewController {
    var log: [String] = []
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "New Note", action: Selector(NotesController.newNote), input: "n", modifierFlags: .command),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector(NotesController.previous)),
            UIKeyCommand(title: "Delete", action: Selector(NotesController.delete), input: "d", modifierFlags: .command, attributes: .disabled),
            UIKeyCommand(input: "f", modifierFlags: .command, action: Selector(Finder.find)),
        ]
    }

    func newNote() { log.append("new note") }
    func previous() { log.append("previous") }
    func delete() { log.append("delete") }
}

/// An object further up the chain that performs the find action.
private class Finder: UIResponder {
    var finds = 0
    func find() { finds += 1 }
}

@Suite("Key commands: a hardware key combination reaches the responder chain's keyCommands (RSP-5)")
@MainActor
struct KeyCommandTests {
    @Test("RSP-5 ⌘N and ↑ reach the controller's commands from its first responder, typing goes to a field that has no command for the key, a disabled command does nothing")
    func commandsAlongTheChain() {
        let notes = NotesController()
        let screen = phoneScreen(root: notes)
        notes.becomeFirstResponder()
        #expect(screen.pressKey("n", modifierFlags: .command) && notes.log == ["new note"])
        #expect(screen.pressKey(UIKeyCommand.inputUpArrow) && notes.log == ["new note", "previous"])
        #expect(!screen.pressKey("d", modifierFlags: .command) && notes.log.count == 2, "disabled")
        #expect(!screen.pressKey("f", modifierFlags: .command), "nobody along the chain performs find")

        screen.tap(at: CGPoint(x: 100, y: 117))
        #expect(notes.field.isFirstResponder)
        #expect(screen.pressKey("N", modifierFlags: .command) && notes.log.last == "new note", "the field's chain reaches the controller; letters match either case")
        #expect(screen.pressKey("a") && notes.field.text == "a", "no command for a plain a: typed")
        #expect(!screen.pressKey("k", modifierFlags: .command) && notes.field.text == "a", "⌘K is no text")
    }

    @Test("RSP-5 the command's action goes to the first responder along the chain that performs it, not only to the one that declared it")
    func actionFindsItsTarget() {
        let notes = NotesController()
        let finder = FinderDelegate()
        let app = UIApplication()
        app.delegate = finder
        let screen = TouchScreen(rootViewController: notes, application: app)
        notes.becomeFirstResponder()
        #expect(screen.pressKey("f", modifierFlags: .command) && finder.finds == 1, "the application's delegate, last in the chain, finds")
        withExtendedLifetime(finder) {}
    }
}

/// An application delegate that is a responder, so it ends the chain (RSP-1), and finds.
private final class FinderDelegate: Finder, UIApplicationDelegate {}
