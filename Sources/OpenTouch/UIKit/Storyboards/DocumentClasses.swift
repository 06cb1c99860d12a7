import Foundation

/// The UIKit class of each element a document places, by its tag (NIB-2, NIB-3).
@MainActor
enum DocumentClasses {
    static let views: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "textView": UITextView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "pageControl": UIPageControl.self, "stepper": UIStepper.self, "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self, "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self,
        "tabBar": UITabBar.self, "searchBar": UISearchBar.self, "visualEffectView": UIVisualEffectView.self,
        "refreshControl": UIRefreshControl.self,
    ]

    static let controllers: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "pageViewController": UIPageViewController.self, "splitViewController": UISplitViewController.self,
    ]

    static let recognizers: [String: UIGestureRecognizer.Type] = [
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self, "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self, "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    /// A recognizer of the tag's class, with no target yet.
    static func makeRecognizer(_ tag: String) -> UIGestureRecognizer {
        switch tag {
        case "tapGestureRecognizer": UITapGestureRecognizer()
        case "panGestureRecognizer": UIPanGestureRecognizer()
        case "swipeGestureRecognizer": UISwipeGestureRecognizer()
        case "longPressGestureRecognizer": UILongPressGestureRecognizer()
        case "pinchGestureRecognizer": UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": UIRotationGestureRecognizer()
        default: UIScreenEdgePanGestureRecognizer()
        }
    }

    static let barSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]
}
