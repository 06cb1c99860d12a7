import Foundation
import InterfaceDocuments

/// The values Interface Builder writes as elements and attributes: rectangles, colours, fonts,
/// masks, insets, and the enumerations it spells in words (NIB-2).
@MainActor
enum DocumentValues {
    /// The image an element names: an asset by name, or a system symbol (`catalog="system"`).
    static func image(_ name: String?, of element: InterfaceElement) -> UIImage? {
        guard let name else { return nil }
        return element["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name)
    }

    static func number(_ text: String?) -> CGFloat? { text.flatMap(Double.init).map { CGFloat($0) } }
    static func flag(_ text: String?) -> Bool? { text.map { $0 == "YES" } }

    static func rect(_ element: InterfaceElement) -> CGRect {
        CGRect(x: number(element["x"]) ?? 0, y: number(element["y"]) ?? 0,
               width: number(element["width"]) ?? 0, height: number(element["height"]) ?? 0)
    }

    static func size(_ element: InterfaceElement) -> CGSize {
        CGSize(width: number(element["width"]) ?? 0, height: number(element["height"]) ?? 0)
    }

    static func insets(_ element: InterfaceElement) -> UIEdgeInsets {
        UIEdgeInsets(top: number(element["minY"] ?? element["top"]) ?? 0, left: number(element["minX"] ?? element["left"]) ?? 0,
                     bottom: number(element["maxY"] ?? element["bottom"]) ?? 0, right: number(element["maxX"] ?? element["right"]) ?? 0)
    }

    /// A `<color>`: by components (sRGB, white), by system name (a dynamic colour, as UIKit
    /// makes it), or by asset name; nil when it names none of these.
    static func color(_ element: InterfaceElement, in document: InterfaceDocument) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColors[name] ?? document.root.child("resources")?.children
                .first { $0.name == "systemColor" && $0["name"] == name }?.child("color").flatMap { color($0, in: document) }
        }
        if let name = element["name"] { return UIColor(named: name) }
        let alpha = number(element["alpha"]) ?? 1
        if let white = number(element["white"]) { return UIColor(white: white, alpha: alpha) }
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }

    /// The system colours by the names Interface Builder writes (`systemBackgroundColor`).
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "groupTableViewBackgroundColor": .groupTableViewBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "darkTextColor": .darkText, "lightTextColor": .lightText, "tintColor": .tintColor,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "grayColor": .gray,
        "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "redColor": .red, "greenColor": .green,
        "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
        "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
    ]

    /// A `<fontDescription>`: a system font of a size and weight, a text style, or a font by name.
    static func font(_ element: InterfaceElement) -> UIFont {
        let size = number(element["pointSize"]) ?? 17
        if let style = element["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
                                                    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
            return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    static func autoresizingMask(_ element: InterfaceElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let parts: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, part) in parts where element[name] == "YES" { mask.insert(part) }
        return mask
    }

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "baseline": .lastBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
