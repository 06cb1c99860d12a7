import Foundation

/// How a presented controller is shown (VC-4). Raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet, as on iOS 13 and later.
    case automatic = -2
    case none = -1
    /// Covers the screen; the presenter's view leaves the window once the transition ends.
    case fullScreen = 0
    /// A sheet over the presenter, which stays in the window, under a view that takes the touches
    /// outside the sheet.
    case pageSheet = 1
    /// On a compact width, the same as a page sheet.
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    /// Covers the screen; the presenter stays in the window under it.
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
}
