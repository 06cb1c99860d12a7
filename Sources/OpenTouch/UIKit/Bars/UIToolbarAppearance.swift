import Foundation

/// A toolbar's looks: its background and its buttons' looks (BAR-2).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain buttons' looks.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// Done buttons' looks.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the defaults for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance copying `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? doneButtonAppearance
    }
}
