import Foundation

/// Which way up the device is held, with UIKit's raw values (DEV-2). Unlike the interface's
/// orientation, it also knows face up and face down.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// Held upright, the home button (or the bottom edge) on the right.
    case landscapeLeft = 3
    /// Held upright, the home button (or the bottom edge) on the left.
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device is upright, either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface could take this orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
