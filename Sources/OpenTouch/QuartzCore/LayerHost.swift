import Foundation

/// What shows a layer tree: the window, for the layers of its views. It runs the display pass
/// after its layout pass (DRW-3) and gives the clock the tree's animations run on (LYR-6).
@MainActor
protocol LayerHost: AnyObject {
    /// Queues `layer` for the display pass that follows the next layout pass.
    func enqueueLayerWork(_ layer: CALayer)
    /// The clock of the application the host belongs to; nil while it belongs to none.
    var layerClock: ApplicationClock? { get }
}
