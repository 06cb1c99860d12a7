import Foundation

extension Drawing {
    /// The graphics state an operation was drawn with, as ``CGContext`` keeps it between
    /// `saveGState()` and `restoreGState()` (DRW-2).
    public struct State: Equatable, Sendable {
        /// The current transform, from user space to the context's space.
        public var ctm: CGAffineTransform = .identity
        /// The fill color; black by default.
        public var fillColor: CGColor = .black
        /// The stroke color; black by default.
        public var strokeColor: CGColor = .black
        /// The stroke width; 1 by default.
        public var lineWidth: CGFloat = 1
        /// How open stroke ends look; butt by default.
        public var lineCap: CGLineCap = .butt
        /// How stroke corners look; miter by default.
        public var lineJoin: CGLineJoin = .miter
        /// The miter limit; 10 by default.
        public var miterLimit: CGFloat = 10
        /// How far into the dash pattern strokes start.
        public var lineDashPhase: CGFloat = 0
        /// The dash pattern; empty for a solid line.
        public var lineDashLengths: [CGFloat] = []
        /// The opacity of what is drawn; 1 by default.
        public var alpha: CGFloat = 1
        /// How drawing combines with what is there; normal by default.
        public var blendMode: CGBlendMode = .normal
        /// The clip: every region intersected, each a path in the context's space with its rule;
        /// empty for no clip.
        public var clip: [Clip] = []
        /// The shadow, if one is set.
        public var shadow: Shadow?
        /// Whether edges are smoothed; true by default.
        public var shouldAntialias = true
        /// How images are resampled; the default quality by default.
        public var interpolationQuality: CGInterpolationQuality = .default

        /// A clipping region: the area a path covers by a rule.
        public struct Clip: Equatable, Sendable {
            /// The region's outline, in the context's space.
            public let path: CGPath
            /// Which parts of the path are inside: winding or even-odd.
            public let rule: CGPathFillRule
        }

        /// A shadow as set with ``CGContext/setShadow(offset:blur:color:)``.
        public struct Shadow: Equatable, Sendable {
            /// Where the shadow falls, in points.
            public let offset: CGSize
            /// How blurred the shadow is.
            public let blur: CGFloat
            /// The shadow's color.
            public let color: CGColor?
        }

        /// Whether a point of the context's space is inside every clip region.
        public func clipContains(_ point: CGPoint) -> Bool {
            clip.allSatisfy { $0.path.contains(point, using: $0.rule) }
        }
    }
}
