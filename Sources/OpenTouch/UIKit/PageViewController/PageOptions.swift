import Foundation

/// The options dictionary of `UIPageViewController(transitionStyle:navigationOrientation:options:)`
/// read into values (PGV-1): UIKit takes `NSNumber`s, Swift code passes enums and numbers.
struct PageOptions {
    var spineLocation: UIPageViewController.SpineLocation?
    var interPageSpacing: CGFloat = 0

    init(_ options: [UIPageViewController.OptionsKey: Any]?) {
        guard let options else { return }
        switch options[.spineLocation] {
        case let location as UIPageViewController.SpineLocation: spineLocation = location
        case let value?: spineLocation = Self.integer(value).flatMap(UIPageViewController.SpineLocation.init(rawValue:))
        case nil: break
        }
        if let value = options[.interPageSpacing], let spacing = Self.number(value) { interPageSpacing = max(0, spacing) }
    }

    private static func number(_ value: Any) -> CGFloat? {
        AnyNumber.cgFloat(value)
    }

    private static func integer(_ value: Any) -> Int? {
        number(value).map { Int($0) }
    }
}

/// The values UIKit keeps private for page turns, chosen here and written in one place (PGV-2,
/// PGV-5, PGV-6); the reference's "Page view controllers" says why each.
@MainActor
enum PageTurnMetrics {
    /// A release faster than this along the axis turns the page however short the drag, in
    /// points per second (chosen: 300).
    static let flickSpeed: CGFloat = 300
    /// How long a page curl takes to finish, or to fall back, after the finger lets go or a tap
    /// (chosen: the scroll view's settle time, 0.3 s).
    static let curlDuration: TimeInterval = UIScrollView.settleDuration
    /// The share of the page's width (or height) near its outer edge where a tap turns a page
    /// curl (chosen: a fifth).
    static let tapZone: CGFloat = 0.2
    /// The built-in page indicator's strip at the bottom of the view (chosen: the page
    /// control's own height).
    static let indicatorHeight: CGFloat = UIPageControl.standardHeight
}
