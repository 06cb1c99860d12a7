import Foundation

/// A view property that UIKit animates (ANI-1): what an animation block changed.
enum AnimatedProperty: Hashable {
    case bounds, center, transform, alpha, backgroundColor
}

extension AnimatedValue {
    /// A view colour's components, resolved against the current traits, as animations read them.
    static func color(_ color: UIColor?) -> AnimatedValue {
        guard let color else { return .color(0, 0, 0, 0) }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return .color(r, g, b, a)
    }

    var uiColor: UIColor? { cgColor.map(UIColor.init(cgColor:)) }
}

extension UIView {
    /// The model value of `property`, as code set it.
    func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: .rect(bounds)
        case .center: .point(center)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(backgroundColor)
        }
    }

    /// Sets `property` outside any animation: an animator that stops where it is leaves its
    /// views there (ANI-5).
    func setModelValue(_ value: AnimatedValue, of property: AnimatedProperty) {
        UIView.performWithoutAnimation {
            switch property {
            case .bounds: if let r = value.rect { bounds = r }
            case .center: if let p = value.point { center = p }
            case .transform: if let t = value.affine { transform = t }
            case .alpha: if let s = value.scalar { alpha = s }
            case .backgroundColor: backgroundColor = value.uiColor
            }
        }
    }

    /// What is on screen now for `property`: the model value moved back by every running
    /// animation's share still to go (ANI-2).
    func presentationValue(of property: AnimatedProperty, at time: TimeInterval) -> AnimatedValue {
        var value = modelValue(of: property)
        for animation in runningAnimations {
            for track in animation.tracks where track.view.object === self && track.property == property {
                value = value.adding(from: track.from, to: track.to, weight: 1 - animation.progress(at: time))
            }
        }
        return value
    }
}

@_spi(Drawing) extension UIView {
    /// Whether an animation of the view's values runs: a host that draws the views reads
    /// `layer.presentation()` for those only (ANI-2).
    public var hasRunningAnimations: Bool { runningAnimations.contains { !$0.isDone } }
}
