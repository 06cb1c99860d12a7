import Foundation

/// What a custom sheet detent's resolver can read (VC-10): the sheet's traits and the largest
/// value a detent can have (the large detent's height within the sheet's safe area).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's value: the most a detent can be.
    var maximumDetentValue: CGFloat { get }
}
