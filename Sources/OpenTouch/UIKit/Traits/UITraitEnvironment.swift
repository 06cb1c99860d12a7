/// Something with a trait collection that is told when it changes: screens, windows, views and
/// view controllers (TRT-2).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits in effect here changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
