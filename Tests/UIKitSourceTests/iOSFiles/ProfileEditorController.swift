// Written as iOS code is: a profile editor pushed on a navigation stack, with a Save button in
// the bar, a name field that saves on return, and an alert asking to discard changes on Cancel.
// Edits for Linux: `#selector(save)` and `#selector(cancel)` became `Selector(ProfileEditorController.save)`
// and `Selector(ProfileEditorController.cancel)`, `@objc` went.
import UIKit

final class ProfileEditorController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    private(set) var savedName: String?
    private(set) var events: [String] = []
    private let originalName: String

    init(name: String) {
        originalName = name
        super.init(nibName: nil, bundle: nil)
        title = "Edit Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: Selector(ProfileEditorController.save))
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector(ProfileEditorController.cancel))
        navigationItem.hidesBackButton = true

        nameField.text = originalName
        nameField.borderStyle = .roundedRect
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameField)
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
        nameField.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
        view.endEditing(true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save()
        return true
    }

    func save() {
        savedName = nameField.text
        navigationController?.popViewController(animated: true)
    }

    func cancel() {
        guard nameField.text != originalName else {
            navigationController?.popViewController(animated: true)
            return
        }
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}
