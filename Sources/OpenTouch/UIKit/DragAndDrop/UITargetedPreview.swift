import Foundation

/// A preview of a view placed somewhere on screen (INT-6, INT-7): the lifted item, or where a
/// dropped or cancelled item goes.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How it is cut out and backed.
    public let parameters: UIPreviewParameters
    /// Where it is.
    public let target: UIPreviewTarget

    /// A preview of `view` with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view`, where the view is: it must be in a window (UIKit raises otherwise;
    /// OpenTouch reports it and places the preview at the view's own centre).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: Self.targetWhereItIs(view))
    }

    /// A preview of `view`, where the view is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: its view's, or the visible path's bounds.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// The same preview at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    static func targetWhereItIs(_ view: UIView) -> UIDragPreviewTarget {
        guard let superview = view.superview, view.window != nil else {
            Diagnostics.report(.invalidArgument, "a targeted preview of \(type(of: view)) without a target needs the view in a window (INT-6)")
            return UIDragPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return UIDragPreviewTarget(container: superview, center: view.center, transform: view.transform)
    }
}

/// A preview of a dragged item (INT-6, INT-7).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// A preview of `view` with `parameters` at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view` where it is, with `parameters`.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        self.init(view: view, parameters: parameters, target: Self.targetWhereItIs(view))
    }

    /// A preview of `view` where it is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The same preview at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters as? UIDragPreviewParameters ?? UIDragPreviewParameters(), target: newTarget)
    }
}
