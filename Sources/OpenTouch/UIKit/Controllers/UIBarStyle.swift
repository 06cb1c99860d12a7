import Foundation

/// A bar's looks: light or dark (SRC-1). Raw values are UIKit's.
public enum UIBarStyle: Int, Sendable, Hashable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
}
