import Foundation

/// The standard content of a list row or header (LST-19): an image, a text and a secondary text,
/// shown by a ``UIListContentView``.
///
/// [chosen] Text is 17-point body (secondary 15-point, grey in a subtitle cell), headers
/// 13-point grey uppercase in grouped lists and 17-point semibold in plain ones; margins 16
/// points at the sides and 11 above and below, 16 between image and text.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties: Equatable {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines: Int
        public var alignment: NSTextAlignment
        /// Whether the text is shown in capitals.
        public var transform: TextTransform

        public enum TextTransform: Int, Sendable { case none = 0, capitalized, lowercase, uppercase }
    }

    /// How the image is drawn.
    public struct ImageProperties: Equatable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        /// The configuration a symbol image is shown with (its point size, weight and scale),
        /// merged over the image's own; other images ignore it (IMG-1).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// The layouts the standard configurations give: the secondary text under the text (a
    /// subtitle cell's smaller), or at the trailing edge (a value cell).
    enum Arrangement: Equatable { case row, subtitle, value }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    var arrangement: Arrangement

    private init(_ arrangement: Arrangement, font: UIFont, color: UIColor, transform: TextProperties.TextTransform = .none,
                 secondaryFont: UIFont = .systemFont(ofSize: 15), secondaryColor: UIColor = .secondaryLabel) {
        self.arrangement = arrangement
        textProperties = TextProperties(font: font, color: color, numberOfLines: 0, alignment: .natural, transform: transform)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor, numberOfLines: 0, alignment: .natural, transform: .none)
    }

    /// A row's content: text, a secondary text under it, and an image before them.
    public static func cell() -> Self { Self(.row, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 17), secondaryColor: .label) }
    /// Text above a smaller secondary text.
    public static func subtitleCell() -> Self { Self(.subtitle, font: .systemFont(ofSize: 17), color: .label) }
    /// Text with a secondary text at the trailing edge.
    public static func valueCell() -> Self { Self(.value, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 17)) }
    /// A sidebar row.
    public static func sidebarCell() -> Self { cell() }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(.row, font: .boldSystemFont(ofSize: 17), color: .label) }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(.row, font: .systemFont(ofSize: 13), color: .secondaryLabel) }
    /// A grouped list's header.
    public static func groupedHeader() -> Self { Self(.row, font: .systemFont(ofSize: 13), color: .secondaryLabel, transform: .uppercase) }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self { Self(.row, font: .systemFont(ofSize: 13), color: .secondaryLabel) }
    /// A header for the list's appearance: a grouped one.
    public static func header() -> Self { groupedHeader() }
    /// A footer for the list's appearance: a grouped one.
    public static func footer() -> Self { groupedFooter() }
    public static func prominentInsetGroupedHeader() -> Self { Self(.row, font: .boldSystemFont(ofSize: 20), color: .label) }
    public static func extraProminentInsetGroupedHeader() -> Self { Self(.row, font: .boldSystemFont(ofSize: 28), color: .label) }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same content; a list's content does not change with the cell's state.
    public func updated(for state: UIConfigurationState) -> Self { self }

    /// The text as shown, in capitals when the properties say so.
    func shown(_ text: String?, _ properties: TextProperties) -> String? {
        guard let text else { return nil }
        switch properties.transform {
        case .none: return text
        case .capitalized: return text.capitalized
        case .lowercase: return text.lowercased()
        case .uppercase: return text.uppercased()
        }
    }
}
