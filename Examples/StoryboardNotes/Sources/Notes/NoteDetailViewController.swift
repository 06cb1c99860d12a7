import UIKit

/// One note, shown by the cell's segue.
class NoteDetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var bodyLabel: UILabel!
    var note: Note?
    var madeBySegueAction = false

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = note?.title
        bodyLabel.text = note?.body
        title = note?.title
    }
}
