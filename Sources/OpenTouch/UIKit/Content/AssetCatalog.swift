import Foundation
import Synchronization

/// Named colours and images, standing in for an app's asset catalog (OpenTouch's own; CLR-3).
///
/// `UIColor(named:)` and `UIImage(named:)` find what was registered here, and give nil for any
/// other name, as UIKit does for a name missing from the catalog. There are no compiled asset
/// catalogs on Linux, so tests register what their code looks up.
///
/// ```swift
/// AssetCatalog.register(UIColor(red: 1, green: 0.3, blue: 0.2, alpha: 1), named: "Brand")
/// UIColor(named: "Brand")   // that colour
/// ```
public enum AssetCatalog {
    private static let colors = Mutex<[String: UIColor]>([:])
    private static let images = Mutex<[String: UIImage]>([:])

    /// Makes `UIColor(named: name)` give `color` (a dynamic colour keeps resolving per traits).
    public static func register(_ color: UIColor, named name: String) {
        colors.withLock { $0[name] = color }
    }

    /// Makes `UIImage(named: name)` give `image`.
    public static func register(_ image: UIImage, named name: String) {
        images.withLock { $0[name] = image }
    }

    /// Forgets every registered colour and image.
    public static func removeAll() {
        colors.withLock { $0 = [:] }
        images.withLock { $0 = [:] }
    }

    static func color(named name: String) -> UIColor? { colors.withLock { $0[name] } }
    static func image(named name: String) -> UIImage? { images.withLock { $0[name] } }
}
