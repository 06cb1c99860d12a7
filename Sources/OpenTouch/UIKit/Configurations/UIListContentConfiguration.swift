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
        /// The font.
        public var font: UIFont
        /// The text colour.
        public var color: UIColor
        /// The most lines shown; 0 for as many as the text needs.
        public var numberOfLines: Int
        /// How the lines are aligned.
        public var alignment: NSTextAlignment
        /// Whether the text is shown in capitals.
        public var transform: TextTransform

        /// How a text's letters are cased when shown: as written, capitalized, lowercase or uppercase.
        public enum TextTransform: Int, Sendable { case none = 0, capitalized, lowercase, uppercase }
    }

    /// How the image is drawn.
    public struct ImageProperties: Equatable {
        /// The colour a template image is drawn in; the view's tint when nil.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller, so that texts line up across rows.
        public var reservedLayoutSize: CGSize = .zero
        /// The configuration a symbol image is shown with (its point size, weight and scale),
        /// merged over the image's own; other images ignore it (IMG-1).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// The layouts the standard configurations give: the secondary text under the text (a
    /// subtitle cell's smaller), or at the trailing edge (a value cell).
    enum Arrangement: Equatable { case row, subtitle, value }

    /// The primary text.
    public var text: String?
    /// The primary text with attributes; takes the place of ``text``.
    public var attributedText: NSAttributedString?
    /// The secondary text: under the text, or at the trailing edge in a value cell.
    public var secondaryText: String?
    /// The secondary text with attributes; takes the place of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// The image at the leading edge.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content: 16 points at the sides, 11 above and below [chosen].
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and a secondary text under it, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and a secondary text beside it, in points.
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
    /// A prominent header of an inset grouped list: 20-point bold [chosen].
    public static func prominentInsetGroupedHeader() -> Self { Self(.row, font: .boldSystemFont(ofSize: 20), color: .label) }
    /// An extra-prominent header of an inset grouped list: 28-point bold [chosen].
    public static func extraProminentInsetGroupedHeader() -> Self { Self(.row, font: .boldSystemFont(ofSize: 28), color: .label) }

    /// A ``UIListContentView`` showing this configuration.
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
