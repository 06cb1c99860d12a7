import Foundation

/// What a layer that backs a view asks of that view: the seam through which Core Animation sits
/// below UIKit (LYR-1, LYR-2). `UIView` adopts it; QuartzCore names no UIKit type.
///
/// A view's layer keeps no geometry of its own: its bounds, position, transform, visibility,
/// opacity, clipping and background colour are the view's, so that either side can be set and
/// touches follow (LYR-2). Its sublayers are its owner's children's layers (LYR-1). What runs of
/// the view's own animation blocks (ANI-2) reaches the layer here too, so that `presentation()`
/// shows it and `removeAllAnimations()` stops it.
@MainActor
protocol LayerOwner: AnyObject {
    /// The layer this owner is backed by.
    var layer: CALayer { get }
    var bounds: CGRect { get set }
    /// Where the layer's anchor point lies in the superlayer.
    var center: CGPoint { get set }
    var frame: CGRect { get set }
    /// The affine part of the layer's transform.
    var transform: CGAffineTransform { get set }
    var isHidden: Bool { get set }
    /// The layer's opacity.
    var alpha: CGFloat { get set }
    /// Whether the layer masks to its bounds.
    var clipsToBounds: Bool { get set }
    /// The background colour, as a layer reads and sets it.
    var layerBackgroundColor: CGColor? { get set }
    /// Whether layout of the owner is due.
    var needsLayoutFlag: Bool { get }
    func setNeedsLayout()
    func layoutIfNeeded()
    /// The layer's anchor point moved; the owner's frame and touches follow (LYR-2).
    func anchorPointDidChange(movedOffMiddle: Bool)

    /// The owners whose layers are this layer's sublayers, back to front.
    var sublayerOwners: [any LayerOwner] { get }
    /// The layer of the owner's parent: the layer's superlayer.
    var superlayerOfOwner: CALayer? { get }
    /// Whether the owner has a parent, which takes the layer out only by taking the owner out.
    var hasParentOwner: Bool { get }
    /// What shows the owner, if anything does: the window.
    var layerHost: (any LayerHost)? { get }
    /// Pixels per point of the screen the owner is on.
    var screenScale: CGFloat { get }

    /// Moves `copy`'s values to where the owner's own animations have them at `time` (ANI-2).
    func presentOwnAnimations(in copy: CALayer, at time: TimeInterval)
    /// Stops the owner's own animations; their completions are told they did not finish.
    func interruptOwnAnimations()
}
