import Foundation

/// Hit-testing and converting between layers' coordinate spaces (LYR-3), with the same steps
/// as views': a step to the superlayer goes through the bounds' origin, the anchor point, the
/// transform's affine part and the position.
extension CALayer {
    // MARK: Steps

    /// The point, in this layer's space, in its superlayer's.
    func convertToSuperlayerSpace(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = anchorStorage
        let offset = CGPoint(x: p.x - (b.minX + a.x * b.width), y: p.y - (b.minY + a.y * b.height))
        let t = affineTransform()
        let turned = t.isIdentity ? offset : offset.applying(t)
        let position = self.position
        return CGPoint(x: turned.x + position.x, y: turned.y + position.y)
    }

    /// The point, in the superlayer's space, in this layer's.
    func convertFromSuperlayerSpace(_ p: CGPoint) -> CGPoint {
        let position = self.position
        let offset = CGPoint(x: p.x - position.x, y: p.y - position.y)
        let t = affineTransform()
        let turned = t.isIdentity ? offset : offset.applying(t.inverted())
        let b = bounds, a = anchorStorage
        return CGPoint(x: turned.x + b.minX + a.x * b.width, y: turned.y + b.minY + a.y * b.height)
    }

    var root: CALayer {
        var top = self
        while let parent = top.superlayer { top = parent }
        return top
    }

    private var ancestors: [CALayer] {
        var list: [CALayer] = [self]
        while let parent = list.last!.superlayer { list.append(parent) }
        return list
    }

    static func convert(_ p: CGPoint, from source: CALayer, to target: CALayer) -> CGPoint {
        if source === target { return p }
        let up = source.ancestors, down = target.ancestors
        // Layers in different trees meet above both roots, as views in different windows do.
        let common = up.first { candidate in down.contains { $0 === candidate } }
        var point = p
        for layer in up {
            if layer === common { break }
            point = layer.convertToSuperlayerSpace(point)
        }
        let path = down.prefix { $0 !== common }
        for layer in path.reversed() { point = layer.convertFromSuperlayerSpace(point) }
        return point
    }

    static func box(_ r: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(transform)
        var builder = PathGeometry.BoxBuilder()
        corners.forEach { builder.add($0) }
        return builder.rect
    }
}
