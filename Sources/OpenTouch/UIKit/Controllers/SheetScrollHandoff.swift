import Foundation

/// One vertical drag of a scroll view inside a sheet, shared between the content and the sheet
/// (VC-11), as on iOS 15 and later: the content scrolls until its top shows, and the rest of a
/// downward drag moves the sheet; an upward drag first takes the sheet back to where it rested,
/// or to its highest detent when the sheet `prefersScrollingExpandsWhenScrolledToEdge`, and the
/// rest scrolls the content. Released with the sheet moved, the sheet decides where it goes and
/// the content does not glide. How the move is split is ``TakeoverPolicy``'s rule; this keeps
/// the drag's state and moves the sheet.
///
/// OpenTouch's own (no `UI` prefix): UIKit does this inside its private sheet machinery.
@MainActor
final class SheetScrollHandoff {
    private unowned let sheet: UIPresentationController
    /// The finger's vertical translation when last split.
    private var lastTranslation: CGFloat = 0
    /// Whether the sheet moved during this drag.
    private(set) var movedSheet = false

    /// The handoff for a drag of `scrollView`, when it is in a presented sheet and scrolls vertically.
    init?(scrollView: UIScrollView) {
        guard scrollView.canScrollVertically, let sheet = UIPresentationController.draggableSheet(containing: scrollView) else { return nil }
        self.sheet = sheet
        sheet.beginSheetDrag()
    }

    /// Splits the finger's movement since the last call: moves the sheet by its part and returns
    /// that part, which the content must not scroll by. `contentTop` is how far the content is
    /// from showing its top (its offset above the least it rests at).
    func sheetShare(ofTranslation translation: CGFloat, contentAboveTop contentTop: CGFloat) -> CGFloat {
        let delta = translation - lastTranslation
        lastTranslation = translation
        guard let (top, resting) = sheet.sheetDragState, let highest = sheet.highestSheetTop else { return 0 }
        let share = TakeoverPolicy.sheetShare(ofMove: delta, contentAboveTop: contentTop, sheetTop: top, restingTop: resting.minY,
                                              highestTop: highest, expandsWhenScrolledToEdge: sheet.expandsWhenScrolledToEdge)
        guard share != 0 else { return 0 }
        if !movedSheet, let view = sheet.presentedView {
            view.trace?.recordController(sheet.presentedViewController, delta > 0 ? "sheet takes the drag down" : "sheet takes the drag up",
                                         reason: delta > 0 ? "its scroll view's content shows its top (VC-11)" : "it rises before its content scrolls (VC-11)")
        }
        movedSheet = true
        sheet.moveSheet(toTop: top + share)
        return share
    }

    /// The drag ended (`speed` down, nil when cancelled): the sheet settles if it moved; returns
    /// whether it did, so that the content does not decelerate.
    func end(speed: CGFloat?) -> Bool {
        let moved = movedSheet && sheet.sheetDragState.map { $0.top != $0.resting.minY } ?? false
        sheet.endSheetDrag(speed: moved ? speed : nil)
        return moved
    }
}
