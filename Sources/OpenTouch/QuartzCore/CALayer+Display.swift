import Foundation

/// Drawing a layer's content and the display pass that does it after layout (DRW-3).
extension CALayer {
    /// What the layer last drew in ``display()`` (OpenTouch's own): the drawing its contents
    /// carry; nil before it first drew or when its contents are an image set by code.
    public var drawing: Drawing? {
        (contents as? CGImage)?.drawing
    }

    /// The default display: a recording context of the bounds' size, in the layer's own space
    /// (its origin is the bounds' origin), drawn into by ``draw(in:)``; the drawing becomes the
    /// contents, replacing the last one.
    func displayByDrawing() {
        let bounds = self.bounds
        let scale = contentsScale
        let context = CGContext(size: bounds.size, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        contents = CGImage(width: context.width, height: context.height, drawing: context.drawing)
        contentsAreOwnDrawing = true
    }

    /// Queues this layer and its own sublayers that wait for display or layout with `host`,
    /// once they are in it.
    func enqueuePendingDisplay(in host: any LayerHost) {
        if needsDisplayFlag || needsLayoutFlag { host.enqueueLayerWork(self) }
        for entry in entries ?? [] {
            if case .layer(let layer) = entry { layer.enqueuePendingDisplay(in: host) }
        }
    }

    /// The layer's part of the display pass: layout first, then display, if it is still shown by `host`.
    func runPendingWork(in host: any LayerHost) {
        guard self.host === host else { return }
        if needsLayoutFlag { layoutIfNeeded() }
        if needsDisplayFlag { display() }
    }
}

/// `NSNull()` as an action: the property changes without animation, as in Core Animation.
extension NSNull: @MainActor CAAction {
    /// Does nothing: the change happens without animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
