import Foundation

/// Intrinsic sizes as the solver holds them: hugging and compression resistance (LAY-3).
extension LayoutEngine {
    /// Whether `view`'s intrinsic size differs from the one its tree's solver holds.
    static func intrinsicSizeChanged(_ view: UIView) -> Bool {
        guard let engine = currentEngine(of: view), let held = engine.intrinsicSizes[ObjectIdentifier(view)] else { return true }
        return held != view.intrinsicContentSize
    }

    func addIntrinsicSize(of frame: Frame) {
        guard let view = frame.view else { return }
        let size = view.intrinsicContentSize
        intrinsicSizes[ObjectIdentifier(view)] = size
        let hugging = view.extras?.contentHugging ?? (.defaultLow, .defaultLow)
        let compression = view.extras?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        func prefer(_ variable: Int, _ value: CGFloat, hug: UILayoutPriority, resist: UILayoutPriority) {
            guard value != UIView.noIntrinsicMetric, value >= 0 else { return }
            // LAY-3: no larger than the content (hugging), no smaller (compression resistance).
            _ = try? solver.add(.init(terms: [variable: -1], constant: Double(value), relation: .greaterOrEqual, strength: strength(hug)))
            _ = try? solver.add(.init(terms: [variable: 1], constant: -Double(value), relation: .greaterOrEqual, strength: strength(resist)))
        }
        prefer(frame.width, size.width, hug: hugging.horizontal, resist: compression.horizontal)
        prefer(frame.height, size.height, hug: hugging.vertical, resist: compression.vertical)
    }
}
