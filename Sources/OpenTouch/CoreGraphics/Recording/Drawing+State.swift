import Foundation

extension Drawing {
    /// The graphics state an operation was drawn with, as ``CGContext`` keeps it between
    /// `saveGState()` and `restoreGState()` (DRW-2).
    public struct State: Equatable, Sendable {
        /// The current transform, from user space to the context's space.
        public var ctm: CGAffineTransform = .identity
        public var fillColor: CGColor = .black
        public var strokeColor: CGColor = .black
        public var lineWidth: CGFloat = 1
        public var lineCap: CGLineCap = .butt
        public var lineJoin: CGLineJoin = .miter
        public var miterLimit: CGFloat = 10
        public var lineDashPhase: CGFloat = 0
        /// The dash pattern; empty for a solid line.
        public var lineDashLengths: [CGFloat] = []
        public var alpha: CGFloat = 1
        public var blendMode: CGBlendMode = .normal
        /// The clip: every region intersected, each a path in the context's space with its rule;
        /// empty for no clip.
        public var clip: [Clip] = []
        /// The shadow, if one is set.
        public var shadow: Shadow?
        public var shouldAntialias = true
        public var interpolationQuality: CGInterpolationQuality = .default

        /// A clipping region: the area a path covers by a rule.
        public struct Clip: Equatable, Sendable {
            public let path: CGPath
            public let rule: CGPathFillRule
        }

        /// A shadow as set with ``CGContext/setShadow(offset:blur:color:)``.
        public struct Shadow: Equatable, Sendable {
            public let offset: CGSize
            public let blur: CGFloat
            public let color: CGColor?
        }

        /// Whether a point of the context's space is inside every clip region.
        public func clipContains(_ point: CGPoint) -> Bool {
            clip.allSatisfy { $0.path.contains(point, using: $0.rule) }
        }
    }
}
