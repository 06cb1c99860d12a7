import Foundation

/// A view as its layer's delegate: it lays out through the layer, and draws through `draw(_:)`
/// into the layer's recording context (DRW-3).
///
/// UIKit only displays views whose class overrides `draw(_:)`. Swift without the Objective-C
/// runtime cannot ask a class whether it overrides a method, so OpenTouch finds out the first
/// time a view of a class would draw: when that call reaches `UIView.draw(_:)` itself and nothing
/// was drawn, the class is taken not to draw, and none of its views is displayed again [chosen].
/// An override that calls `super.draw(_:)` and draws nothing on its first call is taken for one
/// that does not draw.
extension UIView: CALayerDelegate {
    /// What the view last drew in ``draw(_:)`` (OpenTouch's own): nil before it first drew, or
    /// when its class does not draw. The next drawing replaces it (MEM-7).
    public var drawing: Drawing? {
        layerStorage?.drawing
    }

    /// Which classes draw, as learned; UIKit's own views that never draw are known up front.
    static var drawingClasses: [ObjectIdentifier: Bool] = [
        ObjectIdentifier(UIView.self): false, ObjectIdentifier(UIWindow.self): false,
    ]

    /// Whether views of `type` may draw: true until one of them showed it does not.
    static func classMayDraw(_ type: UIView.Type) -> Bool {
        drawingClasses[ObjectIdentifier(type)] ?? true
    }

    /// The view came into `window`: one that may draw and has not drawn yet is displayed after
    /// the next layout pass, as are its layer's own sublayers that wait for display.
    func displayOnEnteringWindow(_ window: UIWindow) {
        if let layerStorage {
            if layerStorage.contents == nil, UIView.classMayDraw(type(of: self)) { layerStorage.setNeedsDisplay() }
            layerStorage.enqueuePendingDisplay(in: window)
        } else if UIView.classMayDraw(type(of: self)) {
            layer.setNeedsDisplay()
        }
    }
}
