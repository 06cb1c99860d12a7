import Foundation

/// How a preview of a view is cut out and backed (INT-6): recorded for the app to read back;
/// nothing is drawn here.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview's view.
    open var backgroundColor: UIColor?
    /// The part of the view the preview shows, in the view's coordinates; all of it when nil.
    open var visiblePath: UIBezierPath?

    public override init() {
        super.init()
    }
}

/// How a drag preview is cut out and backed (INT-6).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
