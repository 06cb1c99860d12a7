import Foundation

/// A window shows its views' layers: it runs their display pass after its layout pass (DRW-3),
/// and their animations run on its application's clock (LYR-6).
extension UIWindow: LayerHost {
    var layerClock: ApplicationClock? { application?.clock }
}
