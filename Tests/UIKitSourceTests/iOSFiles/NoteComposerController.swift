// Written as iOS code is: a note composer shown as a resizable sheet, its text view kept clear of
// the keyboard through the keyboard notifications, a character count that follows the typing, a
// placeholder label, a Done button that ends editing, and a Rename button asking for a title in
// an alert with a text field.
// Edits for Linux: `#selector(done)` and `#selector(rename)` became `Selector(NoteComposerController.done)`
// and `Selector(NoteComposerController.rename)`, `@objc` went.
import UIKit

final class NoteComposerController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    let countLabel = UILabel()
    private let placeholderLabel = UILabel()
    private var keyboardObservers: [NSObjectProtocol] = []
    private(set) var noteTitle = "Untitled"
    private(set) var keyboardHeights: [CGFloat] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = noteTitle
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = true
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addTarget(self, action: Selector(NoteComposerController.done), for: .touchUpInside)
        let rename = UIButton(type: .system)
        rename.setTitle("Rename", for: .normal)
        rename.addTarget(self, action: Selector(NoteComposerController.rename), for: .touchUpInside)
        let bar = UIStackView(arrangedSubviews: [rename, countLabel, done])
        bar.distribution = .equalSpacing
        bar.translatesAutoresizingMaskIntoConstraints = false

        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.keyboardDismissMode = .interactive
        textView.translatesAutoresizingMaskIntoConstraints = false
        placeholderLabel.text = "Start typing…"
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.text = "0"

        view.addSubview(bar)
        view.addSubview(textView)
        textView.addSubview(placeholderLabel)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            textView.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor, constant: 8),
            placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor, constant: 5),
        ])

        let center = NotificationCenter.default
        keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { self?.keyboardWillChange(to: frame.height) }
        })
        keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillChange(to: 0) }
        })
    }

    private func keyboardWillChange(to height: CGFloat) {
        keyboardHeights.append(height)
        textView.contentInset.bottom = height
        textView.verticalScrollIndicatorInsets.bottom = height
    }

    func textViewDidChange(_ textView: UITextView) {
        placeholderLabel.isHidden = textView.hasText
        countLabel.text = "\(textView.text.count)"
    }

    func done() {
        view.endEditing(true)
    }

    func rename() {
        let alert = UIAlertController(title: "Rename Note", message: nil, preferredStyle: .alert)
        alert.addTextField { [noteTitle] field in
            field.text = noteTitle
            field.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self.noteTitle = name
            self.title = name
        })
        present(alert, animated: true)
    }
}
