import UIKit

/// The list: a summary row from a nib, then a row per note from the storyboard's prototype.
class NotesViewController: UITableViewController {
    var store = NoteStore.shared
    private(set) var preparedSegues: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "SummaryCell", bundle: nil), forCellReuseIdentifier: "SummaryCell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "SummaryCell", for: indexPath) as! SummaryCell
            cell.countLabel.text = "\(store.notes.count) notes"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        let note = store.notes[indexPath.row]
        cell.textLabel?.text = note.title
        cell.detailTextLabel?.text = note.body
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSegues.append(segue.identifier ?? "")
        if segue.identifier == "showNote",
           let detail = segue.destination as? NoteDetailViewController,
           let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell) {
            detail.note = store.notes[indexPath.row]
        }
    }

    /// The cell's segue makes the detail here (iOS 13's segue actions), then prepares it.
    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> NoteDetailViewController? {
        let detail = NoteDetailViewController(coder: coder)
        detail?.madeBySegueAction = true
        return detail
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        guard let form = segue.source as? NewNoteViewController, let note = form.note else { return }
        store.notes.append(note)
        tableView.reloadData()
    }
}

/// The summary row, from SummaryCell.xib.
class SummaryCell: UITableViewCell {
    weak var countLabel: UILabel!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = countLabel != nil
    }
}
