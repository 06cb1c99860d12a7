import Foundation

/// The content view a cell or header made from its content configuration (LST-19): made once,
/// handed each later configuration it supports, replaced by a new one otherwise.
@MainActor
final class ConfiguredContent {
    private(set) var view: (UIView & UIContentView)?
    /// Whether the owner's state changed since its configurations were last updated.
    var needsUpdate = false

    /// Shows `configuration` in `container`, or removes the content view when it is nil.
    func show(_ configuration: UIContentConfiguration?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = container.bounds
        container.addSubview(made)
        view = made
    }

    /// Runs `update` (the owner's `updateConfiguration(using:)` and its handler) when the
    /// owner's state changed since the last update, then makes the content view fill `container`.
    func layOut(in container: UIView, updatingWith update: () -> Void) {
        if needsUpdate {
            needsUpdate = false
            update()
        }
        layOut(in: container)
    }

    /// Makes the content view fill `container`.
    func layOut(in container: UIView) {
        if let view, view.frame != container.bounds { view.frame = container.bounds }
    }
}
