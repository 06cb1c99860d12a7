import Foundation

/// Where a preview appears or goes (INT-6, INT-7): a centre in a container view.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the centre is in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// The transform the preview has there.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target at `center` of `container`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// Where a drag preview goes (INT-7).
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
