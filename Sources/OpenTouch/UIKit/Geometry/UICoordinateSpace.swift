import Foundation

/// A space points can be converted into and out of: every view, and the screen's two spaces
/// (HIT-5).
///
/// A view converts into another view through their nearest common ancestor; into a screen's
/// space through its window, whose frame is given in screen coordinates.
///
/// ```swift
/// let onScreen = button.convert(button.bounds, to: UIScreen.main.coordinateSpace)
/// ```
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace`: the bounding box when the spaces are turned.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space: the bounding box when the spaces are turned.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// What every coordinate space here can do: go to and come from the screen's space, where all
/// conversions between unrelated spaces meet.
@MainActor
protocol ScreenSpaceConvertible {
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint
    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint
}

extension UICoordinateSpace {
    /// `point`, in this space, converted into `space` through screen space.
    func screenConvert(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        guard let from = self as? ScreenSpaceConvertible, let to = space as? ScreenSpaceConvertible else { return point }
        return to.pointFromScreenSpace(from.pointInScreenSpace(point))
    }

    /// The bounding box of the four corners of `rect`, each converted by `convert`.
    func convertCorners(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// One of the screen's coordinate spaces: `coordinateSpace` and `fixedCoordinateSpace` (the same
/// here: OpenTouch's screens do not rotate their interface, so the two never differ).
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace, ScreenSpaceConvertible {
    unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint { point }
    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint { point }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { screenConvert(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { coordinateSpace.screenConvert(point, to: self) }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect { convertCorners(of: rect) { convert($0, to: coordinateSpace) } }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { convertCorners(of: rect) { convert($0, from: coordinateSpace) } }
}

extension UIView: UICoordinateSpace, ScreenSpaceConvertible {
    func pointInScreenSpace(_ point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil)
        guard let root = window ?? rootAncestor as? UIWindow else { return inRoot }
        return root.convertToSuperviewSpace(inRoot)
    }

    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint {
        guard let root = window ?? rootAncestor as? UIWindow else { return convert(point, from: nil) }
        return convert(root.convertFromSuperviewSpace(point), from: nil)
    }

    private var rootAncestor: UIView {
        var node = self
        while let up = node.superview { node = up }
        return node
    }
}
