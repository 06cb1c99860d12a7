import Foundation

/// A lifted item as the window shows it (INT-6): a view the size of the item's preview, over
/// everything, following the finger, taking no touches so that drop targets are hit-tested
/// beneath it. Nothing is drawn here; it has the preview's background colour, or its view's.
@MainActor
final class DragPreviewView: UIView {
    /// Where the finger is from the preview's centre, kept as it moves.
    private let offset: CGVector

    init(preview: UITargetedDragPreview, finger: CGPoint, window: UIWindow) {
        let center = preview.target.container.convert(preview.target.center, to: window)
        offset = CGVector(dx: center.x - finger.x, dy: center.y - finger.y)
        let size = preview.size
        super.init(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        isUserInteractionEnabled = false
        accessibilityIdentifier = "drag preview"
        backgroundColor = preview.parameters.backgroundColor ?? preview.view.backgroundColor
        alpha = 0.9
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Follows the finger to `point` (in the window).
    func follow(_ point: CGPoint) {
        center = CGPoint(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    /// Goes to where `preview` is (a drop's or a cancel's target).
    func settle(at preview: UITargetedDragPreview) {
        guard let window else { return }
        center = preview.target.container.convert(preview.target.center, to: window)
        bounds.size = preview.size
    }
}
