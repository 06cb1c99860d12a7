import Foundation

extension UIButton {
    /// The modern way to describe a button: its style, title, image and colours, applied to the
    /// button's title label and image view, and updated when its state changes (CTL-12).
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Buy"
    /// config.image = UIImage(systemName: "cart")
    /// let buy = UIButton(configuration: config, primaryAction: UIAction { _ in checkout() })
    /// buy.configurationUpdateHandler = { button in
    ///     button.configuration?.title = button.isHighlighted ? "Buying…" : "Buy"
    /// }
    /// ```
    public struct Configuration {
        /// The look the configuration was made for.
        enum Style { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        let style: Style

        /// The button's title; ``attributedTitle`` wins when both are set (CTL-12).
        public var title: String?
        /// A second line under the title, ``titlePadding`` below it.
        public var subtitle: String?
        /// A title with attributes; wins over ``title``.
        public var attributedTitle: NSAttributedString?
        /// The image beside the title, placed by ``imagePlacement``.
        public var image: UIImage?
        /// Where the image sits against the title: `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between image and title, in points.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle, in points.
        public var titlePadding: CGFloat = 0
        /// The colour of the title and a template image; the style's when nil.
        public var baseForegroundColor: UIColor?
        /// The colour behind the content; the style's when nil.
        public var baseBackgroundColor: UIColor?
        /// The space around the content. [chosen] 7 points above and below, 12 at the sides: the
        /// medium size's insets as measured on iOS 15 to 17.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// How round the background's corners are: `.dynamic` by default, rounded for ``buttonSize``.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size the content is drawn at: `.medium` by default.
        public var buttonSize: Size = .medium
        /// How title and subtitle line up with each other: `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic

        /// The rounding of the button's background.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The size the content is drawn at.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// How the title and subtitle align to each other.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        /// No background; tinted text.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background tinted lightly; tinted text.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; tinted text.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour; white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's older borderless style; the same as ``plain()`` here.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background, rounded; tinted text (iOS 15's bordered style).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A background tinted lightly, rounded; tinted text.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background in the tint colour, rounded; white text: the style of a screen's main action.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The configuration for `button`'s current state. UIKit dims or brightens colours here
        /// (pixels only); the values themselves are kept.
        @MainActor
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title colour the style gives: white on a filled or prominent background, else the tint.
        @MainActor
        func defaultForegroundColor(tint: UIColor) -> UIColor {
            style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The background colour the style gives: the tint, a lighter tint, gray or none.
        @MainActor
        func defaultBackgroundColor(tint: UIColor) -> UIColor? {
            switch style {
            case .filled, .borderedProminent: return tint
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.2)
            case .gray, .bordered: return .tertiarySystemFill
            case .plain, .borderless: return nil
            }
        }
    }

    /// What the button's update handler is.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button that shows `configuration` and sends `primaryAction` when tapped (CTL-12).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        _ = titleLabel
        if configuration.image != nil { _ = imageView }
    }
}

extension UIButton.Configuration: @unchecked Sendable {}
