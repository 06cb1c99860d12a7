import Foundation

extension UIView {
    /// Which of a view's margins and sizes stretch when its superview's size changes (LAY-9).
    /// Raw values are UIKit's.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The view's size changed from `oldSize`: each subview that translates its frame and has a
    /// mask shares the change among its flexible margins and size, in proportion to their
    /// current lengths (equally when they are all zero), as UIKit's autoresizing does (LAY-9).
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews {
            let mask = subview.extras?.autoresizingMask ?? []
            guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
            var frame = subview.frame
            func share(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                       _ flexibleLead: Bool, _ flexibleSize: Bool, _ flexibleTrail: Bool) -> (CGFloat, CGFloat) {
                let parts = [(flexibleLead, lead), (flexibleSize, size), (flexibleTrail, trail)].filter(\.0).map(\.1)
                guard !parts.isEmpty, delta != 0 else { return (lead, size) }
                let total = parts.reduce(0, +)
                func portion(_ length: CGFloat) -> CGFloat { total > 0 ? delta * length / total : delta / CGFloat(parts.count) }
                return (lead + (flexibleLead ? portion(lead) : 0), size + (flexibleSize ? portion(size) : 0))
            }
            let (x, width) = share(newSize.width - oldSize.width, lead: frame.minX, size: frame.width, trail: oldSize.width - frame.maxX,
                                   mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            let (y, height) = share(newSize.height - oldSize.height, lead: frame.minY, size: frame.height, trail: oldSize.height - frame.maxY,
                                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            subview.frame = frame
        }
    }
}
