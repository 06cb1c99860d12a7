import Foundation

/// What was drawn into a context, in order: OpenTouch's stand-in for pixels (DRW-2).
///
/// OpenTouch does not rasterise. Every fill, stroke, clear, image, text and gradient drawn into a
/// ``CGContext`` is kept as a ``Drawing/Operation`` with the ``Drawing/State`` it was drawn with
/// (colors, line style, transform, clip, alpha, blend mode, shadow), and paths are kept where they
/// land: in the context's own space, the drawn view's bounds or the image's points, after the
/// transform. A view's last drawing is ``UIView/drawing``, an image's ``UIImage/drawing``.
///
/// A drawing is bounded: past ``maximumOperationCount`` operations the rest are counted in
/// ``droppedOperationCount`` and not kept (MEM-7), and a view's next drawing replaces it.
///
/// ```swift
/// let fills = knob.drawing?.operations.filter { $0.isFill }
/// ```
public struct Drawing: Equatable, Sendable {
    /// The size of the space drawn into, in points.
    public let size: CGSize
    /// The operations, in the order they were drawn.
    public internal(set) var operations: [Operation] = []
    /// How many operations were drawn past ``maximumOperationCount`` and not kept.
    public internal(set) var droppedOperationCount = 0

    /// The most operations one drawing keeps [chosen: 10,000, far past any control's `draw(_:)`,
    /// small enough that a runaway loop costs a few megabytes at most].
    public static let maximumOperationCount = 10_000

    /// An empty drawing of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    mutating func append(_ operation: Operation) {
        if operations.count < Drawing.maximumOperationCount {
            operations.append(operation)
        } else {
            droppedOperationCount += 1
        }
    }

    /// Whether nothing was drawn.
    public var isEmpty: Bool { operations.isEmpty && droppedOperationCount == 0 }
}
