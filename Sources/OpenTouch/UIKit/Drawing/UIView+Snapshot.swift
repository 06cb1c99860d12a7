import Foundation

/// The work of ``UIView/snapshotView(afterScreenUpdates:)`` and ``UIView/drawHierarchy(in:afterScreenUpdates:)`` (DRW-6).
extension UIView {
    /// An image view the size of `rect`, at the origin, whose image records `layer.render(in:)`
    /// of that part of the view now (DRW-5).
    func makeSnapshot(of rect: CGRect, capInsets: UIEdgeInsets) -> UIView {
        let image = UIGraphicsImageRenderer(bounds: rect).image { context in layer.render(in: context.cgContext) }
        let snapshot = UIImageView(image: capInsets == .zero ? image : image.resizableImage(withCapInsets: capInsets))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    /// Draws the layer tree into the current context, scaled from the bounds to `rect`.
    func renderHierarchy(in rect: CGRect) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 { context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height) }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
