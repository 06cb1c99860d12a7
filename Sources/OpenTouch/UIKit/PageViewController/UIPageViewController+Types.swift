import Foundation

extension UIPageViewController {
    /// How pages change: sliding in a scroll view, or turning like a book's (PGV-1).
    public enum TransitionStyle: Int, Sendable, Hashable {
        /// A page curls over as it turns; a drag or a tap near an edge turns it (PGV-5).
        case pageCurl = 0
        /// Pages sit side by side in a paging scroll view (PGV-2).
        case scroll = 1
    }

    /// The axis pages follow each other along (PGV-1).
    public enum NavigationOrientation: Int, Sendable, Hashable {
        /// Left to right: the next page is to the right.
        case horizontal = 0
        /// Top to bottom: the next page is below.
        case vertical = 1
    }

    /// Which way ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``
    /// turns (PGV-4).
    public enum NavigationDirection: Int, Sendable, Hashable {
        /// To a later page: it comes in from the right (or bottom).
        case forward = 0
        /// To an earlier page: it comes in from the left (or top).
        case reverse = 1
    }

    /// Where a page curl's spine is, which decides how many pages show at once (PGV-5).
    public enum SpineLocation: Int, Sendable, Hashable {
        /// No spine: the scroll style.
        case none = 0
        /// At the left (or top) edge: one page shows.
        case min = 1
        /// In the middle: two pages show, and the pages are double-sided.
        case mid = 2
        /// At the right (or bottom) edge: one page shows.
        case max = 3
    }

    /// Keys of the options passed to
    /// ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)`` (PGV-1).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A page curl's ``UIPageViewController/SpineLocation``, as the enum or its raw value in
        /// an `NSNumber` or `Int`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The scroll style's gap between pages, in points, as a `CGFloat`, `Double`, `Int` or `NSNumber`.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
