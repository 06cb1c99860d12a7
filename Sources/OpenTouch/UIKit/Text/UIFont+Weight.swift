import Foundation

extension UIFont {
    /// A font weight on UIKit's scale, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of `rawValue` on UIKit's scale, written without its label.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The thinnest weight (TXT-1).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (TXT-1).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (TXT-1).
        public static let light = Weight(rawValue: -0.4)
        /// Regular: the body text's weight (TXT-1).
        public static let regular = Weight(rawValue: 0)
        /// Medium (TXT-1).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: the headline's and the navigation title's weight (TXT-1).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (TXT-1).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (TXT-1).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (TXT-1).
        public static let black = Weight(rawValue: 0.62)

        /// The name of the nearest standard weight, for the font's name.
        var name: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style (TXT-1).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title: 34 points at the Large text size (TXT-9).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title: 28 points at the Large text size (TXT-9).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title: 22 points at the Large text size (TXT-9).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title: 20 points at the Large text size (TXT-9).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline: 17 points, semibold, at the Large text size (TXT-9).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline: 15 points at the Large text size (TXT-9).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points at the Large text size (TXT-9).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 points at the Large text size (TXT-9).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 points at the Large text size (TXT-9).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption style: 12 points at the Large text size (TXT-9).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption style: 11 points at the Large text size (TXT-9).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the Large text size, from Apple's Human Interface Guidelines
        /// ("Typography", iOS Dynamic Type sizes).
        var largeSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }

        /// Headlines are semibold; every other style is regular.
        var largeWeight: Weight { self == .headline ? .semibold : .regular }

        /// The body style's size at each text size (HIG); other styles scale by the same ratio
        /// [chosen: Apple's table gives each style its own steps].
        static func bodySize(for category: UIContentSizeCategory) -> CGFloat {
            let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            guard let steps = category.stepsFromLarge else { return 17 }
            return sizes[steps + 3]
        }
    }
}
