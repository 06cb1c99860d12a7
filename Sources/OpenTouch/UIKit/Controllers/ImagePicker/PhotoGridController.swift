import Foundation

/// The image picker's library (VC-18): the photos of the app's library in a grid of square
/// cells, four a row, in the order they were supplied, under "Photos" with Cancel.
final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var picker: UIImagePickerController?
    private var photos: [UIImage] = []
    private(set) var collectionView: UICollectionView!

    /// [chosen] Four photos a row, 2 points apart, as the system picker shows them on a phone.
    static let columns: CGFloat = 4
    static let spacing: CGFloat = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector(PhotoGridController.cancel))
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = Self.spacing
        layout.minimumInteritemSpacing = Self.spacing
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    /// The library is read as the grid comes on screen, so that it shows what it holds now.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        photos = (picker?.view.window?.application ?? UIApplication.mostRecentlyDriven).photoLibrary
        collectionView.reloadData()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((collectionView.bounds.width - (Self.columns - 1) * Self.spacing) / Self.columns).rounded(.down)
        if layout.itemSize.width != side, side > 0 { layout.itemSize = CGSize(width: side, height: side) }
    }

    private func cancel(_ sender: Any?) { picker?.userCancelled() }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.imageView.image = photos[indexPath.item]
        cell.accessibilityLabel = "Photo \(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        picker?.userPicked(photos[indexPath.item])
    }

    /// A photo filling its square.
    final class PhotoCell: UICollectionViewCell {
        static let identifier = "photo"
        let imageView = UIImageView()
        required init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            contentView.addSubview(imageView)
            isAccessibilityElement = true
            accessibilityTraits = .image
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
}

/// The image picker's move-and-scale screen (VC-18): the picked photo with Cancel, which goes
/// back to the library, and Choose, which hands it over with its crop.
final class PhotoCropController: UIViewController {
    private let image: UIImage
    private weak var picker: UIImagePickerController?

    init(image: UIImage, picker: UIImagePickerController) {
        self.image = image
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// [chosen] The bar at the bottom holding the two buttons: 44 points, above the safe area.
    static let barHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        for (title, action) in [("Cancel", Selector(PhotoCropController.cancel)), ("Choose", Selector(PhotoCropController.choose))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let buttons = view.subviews.compactMap { $0 as? UIButton }
        let bar = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - Self.barHeight, width: view.bounds.width, height: Self.barHeight)
        for (index, button) in buttons.enumerated() {
            let width: CGFloat = 100
            button.frame = CGRect(x: index == 0 ? bar.minX + 8 : bar.maxX - 8 - width, y: bar.minY, width: width, height: bar.height)
        }
    }

    private func cancel(_ sender: Any?) { navigationController?.popViewController(animated: true) }
    private func choose(_ sender: Any?) { picker?.userChose(image) }
}
