import Foundation

/// What a layer asks of its delegate: whether it displays itself, how it draws, how its
/// sublayers are laid out. A view is its layer's delegate, as in UIKit.
///
/// Swift protocols have no optional methods; every requirement has a default that does what Core
/// Animation does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents itself; the default draws, with ``draw(_:in:)`` (DRW-3).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`; the default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers; the default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of the layer's `event` key: nil (the default) lets the layer look
    /// further, `NSNull()` means no action (LYR-5).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Draws the layer with ``draw(_:in:)`` into a recording context, and keeps the drawing as its contents.
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer looks further for its action.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
