import Foundation

/// Which corners of a rectangle an outline rounds; `UIRectCorner` and `CACornerMask` both come
/// down to it, with `UIRectCorner`'s raw values.
struct RectCorners: OptionSet {
    let rawValue: UInt
    static let topLeft = RectCorners(rawValue: 1 << 0)
    static let topRight = RectCorners(rawValue: 1 << 1)
    static let bottomLeft = RectCorners(rawValue: 1 << 2)
    static let bottomRight = RectCorners(rawValue: 1 << 3)
}

extension CGMutablePath {
    /// Adds a closed rectangle whose chosen corners are quarter ellipses of `radii`, each radius
    /// clamped to half the side it runs along (DRW-1): the outline of
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and of a layer's rounded corners.
    func addRect(_ rect: CGRect, rounding corners: RectCorners, radii: CGSize) {
        let r = rect.standardized
        let rx = max(0, min(radii.width, r.width / 2)), ry = max(0, min(radii.height, r.height / 2))
        func cornerRadii(_ corner: RectCorners) -> (CGFloat, CGFloat) { corners.contains(corner) && rx > 0 && ry > 0 ? (rx, ry) : (0, 0) }
        let (tlx, tly) = cornerRadii(.topLeft), (trx, try_) = cornerRadii(.topRight)
        let (brx, bry) = cornerRadii(.bottomRight), (blx, bly) = cornerRadii(.bottomLeft)
        move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        addQuarter(cx: r.maxX - trx, cy: r.minY + try_, rx: trx, ry: try_, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        addQuarter(cx: r.maxX - brx, cy: r.maxY - bry, rx: brx, ry: bry, from: 0)
        addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        addQuarter(cx: r.minX + blx, cy: r.maxY - bly, rx: blx, ry: bly, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        addQuarter(cx: r.minX + tlx, cy: r.minY + tly, rx: tlx, ry: tly, from: .pi)
        closeSubpath()
    }

    /// A quarter of an ellipse about (cx, cy), turning from `start` with increasing angles; none
    /// for a square corner.
    private func addQuarter(cx: CGFloat, cy: CGFloat, rx: CGFloat, ry: CGFloat, from start: CGFloat) {
        guard rx > 0, ry > 0 else { return }
        let scale = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
        addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: scale)
    }
}
