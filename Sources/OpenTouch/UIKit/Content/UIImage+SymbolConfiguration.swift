import Foundation

extension UIImage {
    /// What an image is configured with (its subclasses are what UIKit has: symbol configurations).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a symbol image is drawn: size (from a point size, a text style or a font), weight and
    /// scale (IMG-1).
    ///
    /// [chosen] A symbol image is a square of ``side`` points: its point size (17 for the body
    /// style, the default) times its scale's factor (small 0.8, medium 1, large 1.3) times 1.2,
    /// rounded. Apple's glyphs vary in width; their line height is what layout mostly reads.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The size in points; 0 when a text style (or nothing) gives it.
        public private(set) var pointSize: CGFloat = 0
        /// The strokes' weight.
        public private(set) var weight: SymbolWeight = .unspecified
        /// The size relative to the text.
        public private(set) var scale: SymbolScale = .unspecified
        /// The text style whose size the symbol takes, if given.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The colours of a palette-rendered symbol, if given.
        public private(set) var paletteColors: [UIColor]?
        /// The colour of a hierarchically rendered symbol, if given.
        public private(set) var hierarchicalColor: UIColor?

        static let unspecified = SymbolConfiguration()

        override init() { super.init() }

        /// A configuration of a point size (or a weight, scale, text style, font or colours, below).
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        /// Symbols at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        /// Symbols at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight); self.scale = scale
        }
        /// Symbols at `weight`.
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        /// Symbols at `scale`.
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        /// Symbols sized as text of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        /// Symbols sized as text of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        /// Symbols sized as `font`'s text.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// Symbols sized as `font`'s text, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize); self.scale = scale }
        /// Symbols drawn in the palette of `paletteColors`, one a layer.
        public convenience init(paletteColors: [UIColor]) { self.init(); self.paletteColors = paletteColors }
        /// Symbols drawn in shades of `hierarchicalColor`, one a layer.
        public convenience init(hierarchicalColor: UIColor) { self.init(); self.hierarchicalColor = hierarchicalColor }

        /// This configuration with every value `other` specifies laid over it.
        public func applying(_ other: UIImage.Configuration?) -> SymbolConfiguration {
            let merged = SymbolConfiguration()
            merged.pointSize = pointSize; merged.weight = weight; merged.scale = scale; merged.textStyle = textStyle
            merged.paletteColors = paletteColors; merged.hierarchicalColor = hierarchicalColor
            guard let other = other as? SymbolConfiguration else { return merged }
            if other.pointSize > 0 { merged.pointSize = other.pointSize; merged.textStyle = nil }
            if let style = other.textStyle { merged.textStyle = style; merged.pointSize = 0 }
            if other.weight != .unspecified { merged.weight = other.weight }
            if other.scale != .unspecified { merged.scale = other.scale }
            if let colors = other.paletteColors { merged.paletteColors = colors }
            if let color = other.hierarchicalColor { merged.hierarchicalColor = color }
            return merged
        }

        /// The side of the square symbol image, in points (see the type's note).
        var side: CGFloat {
            let size = pointSize > 0 ? pointSize : (textStyle ?? .body).largeSize
            let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
            return (size * factor * 1.2).rounded()
        }
    }
}
