import Foundation

/// Where an animation stopped, as its completions are told.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The animation ran to its end.
    case end = 0
    /// The animation was reversed to where it started.
    case start = 1
    /// The animation stopped where it was.
    case current = 2
}
