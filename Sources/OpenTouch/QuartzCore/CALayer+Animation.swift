import Foundation

/// Adding and removing animations by key, and the implicit animations of layers without a view
/// (LYR-5, LYR-6).
extension CALayer {
    /// Adds `anim` under `key`, replacing (and stopping, unfinished) one with the same key. The
    /// model values do not change; the animation is time on the application clock.
    ///
    /// Core Animation copies the animation; OpenTouch keeps the object given [chosen], so
    /// ``animation(forKey:)`` returns it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key, let existing = runningAnimations.first(where: { $0.key == key && !$0.isFinished }) {
            existing.finish(false)
        }
        runningAnimations.removeAll { $0.key != nil && $0.key == key }
        runningAnimations.append(LayerAnimation(key: key, animation: anim, layer: self, clock: application.clock))
    }

    /// The animation under `key`, until it is removed (finished ones stay when
    /// `isRemovedOnCompletion` is false).
    public func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Stops and removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        for animation in runningAnimations where animation.key == key {
            animation.finish(false)
        }
        runningAnimations.removeAll { $0.key == key }
    }

    /// Stops and removes every animation, and interrupts the `UIView.animate` blocks of the
    /// layer's view: their completions run with `false`, and the view takes touches again (HIT-10).
    public func removeAllAnimations() {
        let all = runningAnimations
        runningAnimations.removeAll()
        for animation in all { animation.finish(false) }
        if let view = owningView {
            for animation in view.runningAnimations { animation.finish(false) }
        }
    }

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
