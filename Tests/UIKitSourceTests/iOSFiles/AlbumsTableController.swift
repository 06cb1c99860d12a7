// Written as iOS code is: a table view controller listing albums, a detail pushed on selection,
// a header that shrinks as the table scrolls, and a grid of photos in a collection view controller.
// Edits for Linux: none.
import UIKit

final class AlbumsTableController: UITableViewController {
    private let albums = ["Recents", "Favourites", "Holidays", "Screenshots", "Portraits"]
    private(set) var log: [String] = []
    private(set) var lastOffset: CGFloat = 0

    init() {
        super.init(style: .plain)
        title = "Albums"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "album")
        tableView.rowHeight = 60
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear selected=\(tableView.indexPathsForSelectedRows?.count ?? 0)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "album", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(albums[indexPath.row])")
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        let photos = PhotoGridController(collectionViewLayout: layout)
        photos.title = albums[indexPath.row]
        navigationController?.pushViewController(photos, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastOffset = scrollView.contentOffset.y
    }
}

final class PhotoGridController: UICollectionViewController {
    private(set) var picked: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        30
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath.item)
    }
}
