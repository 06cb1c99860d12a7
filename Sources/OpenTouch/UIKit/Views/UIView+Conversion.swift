import Foundation

/// Converting points and rectangles between the coordinate spaces of views (HIT-5, TCH-3).
///
/// A step from a view to its superview goes through the view's bounds origin, its anchor point
/// (the middle unless the layer's moved, LYR-2), its transform and its center. Conversions between two views climb to their nearest common ancestor and come down
/// again, so neither the path nor the cost depends on the rest of the tree. Views in different
/// trees meet in screen space: the space a window's center and transform are given in.
extension UIView {
    // MARK: One step up or down

    /// A point in this view's space, in its superview's space.
    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInOwnSpace
        let offset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let turned = isTransformed ? offset.applying(transform) : offset
        let c = center
        return CGPoint(x: turned.x + c.x, y: turned.y + c.y)
    }

    /// A point in the superview's space, in this view's space.
    func convertFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let c = center
        let offset = CGPoint(x: point.x - c.x, y: point.y - c.y)
        let turned = isTransformed ? offset.applying(inverseTransform) : offset
        let anchor = anchorInOwnSpace
        return CGPoint(x: turned.x + anchor.x, y: turned.y + anchor.y)
    }

    /// The anchor point in the view's own space: the bounds' middle unless the layer's anchor
    /// point moved (LYR-2). The bounds are read once: their getter is dynamically dispatched.
    @inline(__always) private var anchorInOwnSpace: CGPoint {
        let b = bounds
        guard anchorIsMoved else { return CGPoint(x: b.midX, y: b.midY) }
        let unit = anchorPoint
        return CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
    }

    // MARK: Paths

    static func convert(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
        if source === target { return point }
        if let ancestor = nearestCommonAncestor(source, target) {
            return target.convert(source.convert(point, upTo: ancestor), downFrom: ancestor)
        }
        // Different trees: meet in screen space, above both roots.
        let onScreen = source.rootView.convertToSuperviewSpace(source.convertToRootSpace(point))
        let targetRoot = target.rootView
        return target.convert(targetRoot.convertFromSuperviewSpace(onScreen), downFrom: targetRoot)
    }

    func convertToRootSpace(_ point: CGPoint) -> CGPoint {
        convert(point, upTo: rootView)
    }

    func convertFromRootSpace(_ point: CGPoint) -> CGPoint {
        convert(point, downFrom: rootView)
    }

    /// The window, or for a view in no window the top of its tree.
    private var rootView: UIView {
        if let window { return window }
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    private func convert(_ point: CGPoint, upTo ancestor: UIView) -> CGPoint {
        var current = self, result = point
        while current !== ancestor, let parent = current.superview {
            result = current.convertToSuperviewSpace(result)
            current = parent
        }
        return result
    }

    private func convert(_ point: CGPoint, downFrom ancestor: UIView) -> CGPoint {
        guard self !== ancestor, let parent = superview else { return point }
        return convertFromSuperviewSpace(parent.convert(point, downFrom: ancestor))
    }

    private var depth: Int {
        var count = 0, current = self
        while let parent = current.superview { count += 1; current = parent }
        return count
    }

    private static func nearestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        var a: UIView? = first, b: UIView? = second
        var depthA = first.depth, depthB = second.depth
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview; b = y.superview
        }
        return nil
    }

    func boundingBox(of rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            transform(CGPoint(x: rect.minX, y: rect.minY)), transform(CGPoint(x: rect.maxX, y: rect.minY)),
            transform(CGPoint(x: rect.minX, y: rect.maxY)), transform(CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let minX = corners.map(\.x).min()!, minY = corners.map(\.y).min()!
        return CGRect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    }
}
