import Foundation

/// A sheet against the scroll view inside it (VC-11).
extension TakeoverPolicy {
    /// VC-11: how much of a vertical move `delta` (down is positive) of a drag on a scroll view
    /// inside a sheet the sheet takes; the content scrolls by the rest. Down, the content goes
    /// first, until it shows its top (`contentAboveTop` is how far it is from that), and the sheet
    /// takes what is left. Up, the sheet goes first, from `sheetTop` back to where it rested
    /// (`restingTop`), or to its highest detent (`highestTop`) when it
    /// `expandsWhenScrolledToEdge`, and the content takes what is left.
    static func sheetShare(ofMove delta: CGFloat, contentAboveTop: CGFloat, sheetTop: CGFloat,
                           restingTop: CGFloat, highestTop: CGFloat, expandsWhenScrolledToEdge: Bool) -> CGFloat {
        if delta > 0 { return max(0, delta - max(0, contentAboveTop)) }
        let limit = expandsWhenScrolledToEdge ? highestTop : restingTop
        return max(delta, min(0, limit - sheetTop))
    }
}
