import UIKit

/// The photos, one a page: a swipe turns the page, a pinch zooms the photo on it.
public final class PhotoPagerController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    public let photos: [Photo]
    public let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                            options: [.interPageSpacing: 12])
    public private(set) var shownIndex = 0

    public init(photos: [Photo]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pager.dataSource = self
        pager.delegate = self
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        pager.setViewControllers([ZoomablePhotoController(photo: photos[0], index: 0)], direction: .forward, animated: false)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? ZoomablePhotoController, page.index > 0 else { return nil }
        return ZoomablePhotoController(photo: photos[page.index - 1], index: page.index - 1)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? ZoomablePhotoController, page.index + 1 < photos.count else { return nil }
        return ZoomablePhotoController(photo: photos[page.index + 1], index: page.index + 1)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let page = pageViewController.viewControllers?.first as? ZoomablePhotoController else { return }
        shownIndex = page.index
        title = page.photo.title
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { photos.count }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownIndex }
}

/// One photo in a scroll view that zooms it, from whole to three times.
public final class ZoomablePhotoController: UIViewController, UIScrollViewDelegate {
    public let photo: Photo
    public let index: Int
    public let scrollView = UIScrollView()
    public let imageView = UIImageView()

    public init(photo: Photo, index: Int) {
        self.photo = photo
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        imageView.image = photo.image
        imageView.contentMode = .scaleAspectFit
        imageView.frame = scrollView.bounds
        imageView.accessibilityLabel = photo.title
        imageView.isAccessibilityElement = true
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(ZoomablePhotoController.zoomInOrOut))
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if scrollView.zoomScale == 1 { imageView.frame = scrollView.bounds }
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func zoomInOrOut(_ sender: UITapGestureRecognizer) {
        scrollView.setZoomScale(scrollView.zoomScale > 1 ? 1 : 2, animated: true)
    }
}
