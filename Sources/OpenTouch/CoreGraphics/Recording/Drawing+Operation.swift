import Foundation

extension Drawing {
    /// One drawing call, with the state it used (DRW-2).
    public struct Operation: Equatable, Sendable, CustomStringConvertible {
        /// What was drawn.
        public let kind: Kind
        /// The graphics state at the time.
        public let state: State

        /// The kinds of drawing OpenTouch records.
        public enum Kind: Equatable, Sendable {
            /// A path filled by a rule; the path is in the context's space (the transform applied).
            case fill(CGPath, CGPathFillRule)
            /// A path stroked with the state's line style; the path is in the context's space.
            case stroke(CGPath)
            /// A rectangle cleared to transparent, in the context's space.
            case clear(CGRect)
            /// An image drawn into a rectangle (the bounding box in the context's space).
            case image(Image, in: CGRect)
            /// Text drawn into a rectangle (the bounding box in the context's space).
            case text(String, in: CGRect, font: String?, size: CGFloat?)
            /// A linear gradient between two points of the context's space.
            case linearGradient(CGGradient, start: CGPoint, end: CGPoint)
            /// A radial gradient between two circles; centers in the context's space, radii as given.
            case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)

            public static func == (lhs: Kind, rhs: Kind) -> Bool {
                switch (lhs, rhs) {
                case let (.fill(a, r), .fill(b, s)): a == b && r == s
                case let (.stroke(a), .stroke(b)): a == b
                case let (.clear(a), .clear(b)): a == b
                case let (.image(a, r), .image(b, s)): a == b && r == s
                case let (.text(a, r, f, z), .text(b, s, g, y)): a == b && r == s && f == g && z == y
                case let (.linearGradient(a, s1, e1), .linearGradient(b, s2, e2)): a === b && s1 == s2 && e1 == e2
                case let (.radialGradient(a, c1, r1, d1, q1), .radialGradient(b, c2, r2, d2, q2)):
                    a === b && c1 == c2 && r1 == r2 && d1 == d2 && q1 == q2
                default: false
                }
            }
        }

        /// An image as drawn: its size in points, its name, and its own recorded drawing if it was
        /// made by drawing.
        public struct Image: Equatable, Sendable {
            /// The image's size in points.
            public let size: CGSize
            /// The image's name, when it was loaded by name.
            public let name: String?
            /// What was drawn to make the image, when it was made by drawing.
            public let drawing: Drawing?
        }

        /// Whether this operation fills a path.
        public var isFill: Bool { if case .fill = kind { true } else { false } }

        /// Whether this operation strokes a path.
        public var isStroke: Bool { if case .stroke = kind { true } else { false } }

        /// The path filled or stroked, in the context's space; nil for other kinds.
        public var path: CGPath? {
            switch kind {
            case .fill(let path, _), .stroke(let path): path
            default: nil
            }
        }

        /// The color the operation painted with: the fill color for fills and text, the stroke color for strokes.
        public var color: CGColor? {
            switch kind {
            case .stroke: state.strokeColor
            case .fill, .text: state.fillColor
            default: nil
            }
        }

        public var description: String {
            switch kind {
            case .fill(let path, let rule): "fill \(rule == .evenOdd ? "even-odd " : "")\(path.boundingBoxOfPath) with \(state.fillColor)"
            case .stroke(let path): "stroke \(path.boundingBoxOfPath) width \(state.lineWidth) with \(state.strokeColor)"
            case .clear(let rect): "clear \(rect)"
            case .image(let image, let rect): "image \(image.name ?? "\(image.size)") in \(rect)"
            case .text(let text, let rect, _, _): "text \"\(text)\" in \(rect)"
            case .linearGradient(let g, let s, let e): "linear gradient of \(g.colors.count) colors from \(s) to \(e)"
            case .radialGradient(let g, _, _, _, _): "radial gradient of \(g.colors.count) colors"
            }
        }
    }
}
