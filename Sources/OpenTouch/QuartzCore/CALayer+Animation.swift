import Foundation

/// Adding and removing animations by key, and the implicit animations of layers without a view
/// (LYR-5, LYR-6).
extension CALayer {
    /// The properties whose change animates implicitly on a layer without a view.
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "path", "fillColor", "strokeColor", "lineWidth",
        "strokeStart", "strokeEnd", "lineDashPhase", "colors", "locations", "startPoint", "endPoint",
        "foregroundColor", "fontSize",
    ]

    /// Runs the action for a changed property (LYR-5): for a layer without a view that is in a
    /// layer tree [chosen: a layer on its own has nothing shown to animate], unless the
    /// transaction disables actions. An implicit basic animation starts from the old value.
    func addImplicitAnimation(_ key: String, from oldValue: Any?) {
        guard owningView == nil, superlayerStorage != nil, !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil { basic.fromValue = oldValue }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
