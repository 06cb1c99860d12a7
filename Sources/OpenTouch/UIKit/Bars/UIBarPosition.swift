import Foundation

/// Where a bar sits, which decides how it draws its edge (BAR-9); UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
    /// Not said.
    case any = 0
    /// At the bottom of its view, its edge above it.
    case bottom = 1
    /// At the top of its view, its edge below it.
    case top = 2
    /// At the top of the window, its background running up behind the status bar.
    case topAttached = 3
}

/// A bar that has a position (BAR-9).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits (BAR-9).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits; `.any` when not implemented.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`: the bar takes the position its place gives it.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate: where it sits (BAR-9).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
