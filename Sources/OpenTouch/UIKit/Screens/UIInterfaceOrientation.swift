import Foundation

/// Which way up the app's interface is: portrait, upside down, or on either side (PGV-7).
///
/// OpenTouch derives it from the shape of a view or screen (``TouchScreen/setOrientation(_:)``
/// swaps width and height); a page view controller's delegate hears it in
/// `pageViewController(_:spineLocationFor:)`.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation a rectangle of `size` shows: landscape (right, as a phone turned
    /// anticlockwise) when wider than tall, else portrait.
    static func of(_ size: CGSize) -> UIInterfaceOrientation {
        size.width > size.height ? .landscapeRight : .portrait
    }
}

/// A set of interface orientations, as a controller lists those it supports (PGV-7).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// On its side, the home indicator on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// On its side, the home indicator on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Either side.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down (the phone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
