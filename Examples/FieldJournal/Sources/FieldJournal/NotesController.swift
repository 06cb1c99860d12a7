import UIKit

/// The notes, with a toolbar at the bottom: a count in the middle and a compose button.
public final class NotesController: UITableViewController {
    public private(set) var notes = ["Heron at dawn", "Fern spores"]
    private let countItem = UIBarButtonItem(title: "2 notes", style: .plain, target: nil, action: nil)

    public init() {
        super.init(style: .plain)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Selector(NotesController.compose))
        compose.accessibilityLabel = "New note"
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbarItems = [space, countItem, space, compose]
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        navigationController?.toolbar.standardAppearance = appearance
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    func compose(_ sender: UIBarButtonItem) {
        notes.append("Note \(notes.count + 1)")
        countItem.title = "\(notes.count) notes"
        tableView.insertRows(at: [IndexPath(row: notes.count - 1, section: 0)], with: .automatic)
    }
}
