import Foundation

/// The view behind a bar's items that shows the appearance the bar applies (BAR-2): its colour
/// is the appearance's background, and it keeps which appearance that is, for a test to read.
/// It takes no touches: a tap on the bar's background is the bar's.
@MainActor
final class BarBackgroundView: UIView {
    private(set) var appearance: UIBarAppearance?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func apply(_ appearance: UIBarAppearance) {
        self.appearance = appearance
        backgroundColor = appearance.shownBackgroundColor
    }

    /// BAR-2 (Apple): the appearance that applies. At the content's edge, the scroll-edge one
    /// (the compact scroll-edge one in a compact height); when that is nil, a copy of the
    /// standard (or compact) one with a transparent background, as UIKit documents. Elsewhere,
    /// the compact one in a compact height, else the standard one.
    static func choose<Appearance: UIBarAppearance>(standard: Appearance, compact: Appearance?, scrollEdge: Appearance?,
                                                   compactScrollEdge: Appearance?, isCompact: Bool, atEdge: Bool) -> Appearance {
        let resting = isCompact ? (compact ?? standard) : standard
        guard atEdge else { return resting }
        if let edge = isCompact ? (compactScrollEdge ?? scrollEdge) : scrollEdge { return edge }
        let transparent = type(of: resting).init(barAppearance: resting)
        transparent.configureWithTransparentBackground()
        return transparent
    }
}

extension UIScrollView {
    /// Whether the content's top edge is at or below where it rests: nothing of it is under a
    /// bar at the top (BAR-2).
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top + 0.5 }

    /// Whether the content's bottom edge is at or above its end: nothing of it is under a bar at
    /// the bottom (BAR-2).
    var isAtBottomEdge: Bool {
        contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom - 0.5
    }
}
