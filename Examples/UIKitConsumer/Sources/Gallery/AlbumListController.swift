import UIKit

/// A list of albums, each with a "favourite" switch, written as a UIKit developer writes it.
/// Edit for Linux: the registered cell's `override init(style:reuseIdentifier:)` is `required`.
public final class AlbumListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public var albums = ["Holidays", "Family", "Screenshots", "Receipts", "Pets"]
    public private(set) var opened: [String] = []
    public private(set) var favourites: Set<String> = []
    public let tableView = UITableView(frame: .zero, style: .plain)

    public override func loadView() {
        view = tableView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AlbumCell.self, forCellReuseIdentifier: "album")
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "album", for: indexPath) as! AlbumCell
        let album = albums[indexPath.row]
        cell.textLabel?.text = album
        cell.favourite.isOn = favourites.contains(album)
        cell.onToggle = { [weak self] isOn in
            if isOn { self?.favourites.insert(album) } else { self?.favourites.remove(album) }
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(albums[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.albums.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

public final class AlbumCell: UITableViewCell {
    public let favourite = UISwitch()
    var onToggle: ((Bool) -> Void)?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = favourite
        favourite.addTarget(self, action: Selector(AlbumCell.toggled), for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggled() {
        onToggle?(favourite.isOn)
    }
}
