import Foundation

/// Recording a layer tree into a context (DRW-4): what `layer.render(in:)` would paint, as
/// operations a test can read.
///
/// For each visible layer, back to front: its shadow (as the state of what follows), background
/// (its bounds, rounded by the corner radius), mask and `masksToBounds` as clips, its contents
/// (a view's recorded `draw(_:)`, an image view's image), what a shape, gradient or text layer
/// shows, its sublayers (by `zPosition`, then their order), and its border on top. Layers that wait for display are displayed
/// first, as Core Animation does when it renders. Hidden layers are left out; opacity multiplies
/// into the alpha of what the layer draws.
extension CALayer {
    func renderTree(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        displayIfNeeded()
        ctx.saveGState()
        if opacity < 1 { ctx.setAlpha(ctx.currentAlpha * CGFloat(opacity)) }
        let b = bounds
        let outline = outlinePath(b)
        if shadowOpacity > 0, let shadowColor {
            ctx.setShadow(offset: shadowOffset, blur: shadowRadius, color: shadowColor.copy(alpha: shadowColor.alpha * CGFloat(shadowOpacity)))
        }
        if let mask { clip(ctx, to: mask) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = contents as? CGImage {
            if let drawing = image.drawing, contentsAreOwnDrawing {
                ctx.replay(drawing, placedBy: CGAffineTransform(translationX: b.minX, y: b.minY))
            } else {
                ctx.draw(image, in: b)
            }
        }
        drawOwnContent(in: ctx)
        for sublayer in sublayersInDepthOrder {
            ctx.saveGState()
            ctx.concatenate(sublayer.transformToSuperlayer)
            sublayer.renderTree(in: ctx)
            ctx.restoreGState()
        }
        if borderWidth > 0, let borderColor {
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(outlinePath(b.insetBy(dx: borderWidth / 2, dy: borderWidth / 2), radius: max(0, cornerRadius - borderWidth / 2)))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }

    /// The transform from this layer's space to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let b = bounds, a = anchorStorage, p = position
        return CGAffineTransform(translationX: -(b.minX + a.x * b.width), y: -(b.minY + a.y * b.height))
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    private func outlinePath(_ rect: CGRect, radius: CGFloat? = nil) -> CGPath {
        let r = radius ?? cornerRadius
        guard r > 0 else { return CGPath(rect: rect, transform: nil) }
        let corners: RectCorners = [
            maskedCorners.contains(.layerMinXMinYCorner) ? .topLeft : [],
            maskedCorners.contains(.layerMaxXMinYCorner) ? .topRight : [],
            maskedCorners.contains(.layerMinXMaxYCorner) ? .bottomLeft : [],
            maskedCorners.contains(.layerMaxXMaxYCorner) ? .bottomRight : [],
        ]
        let path = CGMutablePath()
        path.addRect(rect, rounding: corners, radii: CGSize(width: r, height: r))
        return path.copy()!
    }

    /// Clips to what `mask` covers: a shape mask's path, else the mask's rounded frame.
    private func clip(_ ctx: CGContext, to mask: CALayer) {
        let placement = mask.transformToSuperlayer
        if let shape = mask as? CAShapeLayer, let path = shape.path {
            ctx.addPath(path.copy(using: [placement])!)
            ctx.clip(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        } else {
            ctx.addPath(mask.outlinePath(mask.bounds).copy(using: [placement])!)
            ctx.clip()
        }
    }
}
