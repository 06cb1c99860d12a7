import Foundation

/// A navigation bar's looks: its background, its titles' attributes and its buttons' looks (BAR-2).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment = UIOffset.zero
    /// Plain buttons' looks.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// Done buttons' looks.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back indicator's image, and its mask.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the back indicator's image is shown through while a push or pop moves it.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// An appearance with the defaults for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance copying `barAppearance`, with its back indicator when it is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as? UIBarButtonItemAppearance ?? buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as? UIBarButtonItemAppearance ?? doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as? UIBarButtonItemAppearance ?? backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator's image and its mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
