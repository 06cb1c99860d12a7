import Foundation

/// Why a launch failed (LCH-1, LCH-2).
public enum LaunchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app made no window: the message says where it should have.
    case noWindow(String)
    /// The scene configuration names another scene delegate class than the one given.
    case wrongSceneDelegate(String)

    public var description: String {
        switch self {
        case .noWindow(let message): "no window: \(message)"
        case .wrongSceneDelegate(let message): "wrong scene delegate: \(message)"
        }
    }
}
