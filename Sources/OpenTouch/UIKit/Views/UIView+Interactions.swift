import Foundation

/// Interactions (INT-1).
extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { extras?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, taking it from the view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        writableExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; one that is not on the view is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        writableExtras.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
