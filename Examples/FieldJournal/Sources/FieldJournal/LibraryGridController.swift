import UIKit

/// Every photo in a grid, three a row, searchable by title from the navigation bar.
public final class LibraryGridController: UICollectionViewController, UISearchResultsUpdating {
    public let photos: [Photo]
    public private(set) var shown: [Photo]
    public let search = UISearchController(searchResultsController: nil)
    public private(set) var opened: [String] = []

    public init(photos: [Photo]) {
        self.photos = photos
        shown = photos
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search photos"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { shown.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.configure(with: shown[indexPath.item])
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(shown[indexPath.item].title)
    }

    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? photos : photos.filter { $0.title.localizedCaseInsensitiveContains(text) }
        collectionView.reloadData()
    }
}

/// A photo and its title.
final class PhotoCell: UICollectionViewCell {
    static let identifier = "PhotoCell"
    private let imageView = UIImageView()

    required init(frame: CGRect) {   // iOS: override init (a registered class, LinuxDifferences)
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: Photo) {
        imageView.image = photo.image
        accessibilityLabel = photo.title
    }
}
