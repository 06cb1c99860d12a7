import UIKit

/// The modal form: Save unwinds to the list with the new note, Cancel dismisses.
class NewNoteViewController: UIViewController {
    weak var titleField: UITextField!
    weak var bodyField: UITextField!
    weak var saveButton: UIBarButtonItem!
    private(set) var note: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.isEnabled = false
    }

    @IBAction func titleChanged(_ sender: UITextField) {
        saveButton.isEnabled = !(sender.text ?? "").isEmpty
    }

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "saveNote" || !(titleField.text ?? "").isEmpty
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "saveNote" else { return }
        note = Note(title: titleField.text ?? "", body: bodyField.text ?? "")
    }
}
