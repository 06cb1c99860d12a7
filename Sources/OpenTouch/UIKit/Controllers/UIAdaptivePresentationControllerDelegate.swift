import Foundation

/// Is asked and told about a sheet dismissed by a drag (VC-8); every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a drag may dismiss the sheet; true when not implemented.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A drag dismissed the sheet, once it is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A drag would have dismissed the sheet, but it refused (`isModalInPresentation`, or the delegate).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style a popover takes in a compact width (VC-17): `.none` keeps the popover; the
    /// default, `.automatic`, lets it adapt as UIKit does, to a sheet.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The same, told the traits it adapts to; by default the answer of the method above.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// Returns true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Returns `.automatic`: the presentation keeps its own style (VC-8).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// Returns the answer of ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
