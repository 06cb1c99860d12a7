import Foundation

/// The looks a bar takes: its background and its shadow line (BAR-2). The navigation bar's,
/// the toolbar's and the tab bar's appearances add their own text and button looks.
///
/// Nothing is drawn: the bar applying an appearance gives its background view the colour, so
/// that a test reads which appearance a bar shows (`configureWithTransparentBackground()` makes
/// it clear).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The background's colour; the system's bar colour by default.
    open var backgroundColor: UIColor?
    /// The blur under the background; the system's chrome material by default.
    open var backgroundEffect: UIBlurEffect?
    /// An image over the background colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The line along the bar's content edge; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image for that line.
    open var shadowImage: UIImage?
    /// The idiom it was made for.
    public let idiom: UIUserInterfaceIdiom

    /// An appearance with the default background (BAR-2).
    public override convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance for `idiom`, with the default background (BAR-2).
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow (BAR-2).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The translucent system background and shadow line, as bars have by default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundImage = nil
        shadowColor = UIColor.black.withAlphaComponent(0.3)
        shadowImage = nil
    }

    /// An opaque background of the system colour, with the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = UIColor.black.withAlphaComponent(0.3)
        shadowImage = nil
    }

    /// No background and no shadow line: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of this appearance, of the same class.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(barAppearance: self) }
    }

    /// A copy of this appearance, of the same class, typed as it.
    open func copy() -> Self {
        type(of: self).init(barAppearance: self)
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The colour the bar's background shows: the colour set, else the system's bar colour.
    var shownBackgroundColor: UIColor {
        backgroundColor ?? (backgroundEffect == nil ? .clear : .systemBackground)
    }
}

/// How a bar's buttons look in each state (BAR-2).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The looks at rest.
    public let normal = UIBarButtonItemStateAppearance()
    /// The looks while a finger is down on it.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The looks while disabled.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The looks while focused.
    public let focused = UIBarButtonItemStateAppearance()

    public override init() {
        super.init()
    }

    /// The looks of `style`'s buttons.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        if style == .done { normal.titleTextAttributes[.font] = UIFont.boldSystemFont(ofSize: 17) }
    }

    /// Plain buttons' looks.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal.titleTextAttributes = style == .done ? [.font: UIFont.boldSystemFont(ofSize: 17)] : [:]
    }

    /// A copy of every state's looks.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copyStates() }
    }

    private func copyStates() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        for (from, to) in [(normal, copy.normal), (highlighted, copy.highlighted), (disabled, copy.disabled), (focused, copy.focused)] {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.backgroundImage = from.backgroundImage
            to.backgroundImagePositionAdjustment = from.backgroundImagePositionAdjustment
        }
        return copy
    }
}
