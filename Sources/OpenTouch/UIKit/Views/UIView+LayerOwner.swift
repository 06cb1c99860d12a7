import Foundation

/// A view backs its layer (LYR-1, LYR-2): the layer's geometry, style and sublayers are the
/// view's, and the view's animation blocks show in the layer's `presentation()` (ANI-2).
extension UIView: LayerOwner {
    var layerBackgroundColor: CGColor? {
        get { backgroundColor?.cgColor }
        set { backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    var sublayerOwners: [any LayerOwner] { subviews }
    var superlayerOfOwner: CALayer? { superview?.layer }
    var hasParentOwner: Bool { superview != nil }
    var layerHost: (any LayerHost)? { window }
    var screenScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    func presentOwnAnimations(in copy: CALayer, at time: TimeInterval) {
        guard !runningAnimations.isEmpty else { return }
        if let bounds = presentationValue(of: .bounds, at: time).rect { copy.bounds = bounds }
        if let center = presentationValue(of: .center, at: time).point { copy.position = center }
        if let transform = presentationValue(of: .transform, at: time).affine { copy.setAffineTransform(transform) }
        if let alpha = presentationValue(of: .alpha, at: time).scalar { copy.opacity = Float(alpha) }
        copy.backgroundColor = presentationValue(of: .backgroundColor, at: time).cgColor
    }

    func interruptOwnAnimations() {
        for animation in runningAnimations { animation.finish(false) }
    }
}
