import Foundation

/// How a cell's content says how big it wants to be (LST-20, LST-24).
@MainActor
enum SelfSizing {
    /// The size `contentView` asks for, the sides not in `axes` held at `size`'s: the intrinsic
    /// size of the view a content configuration made, margins included, where there is one;
    /// otherwise the content view's constraints solved, the held sides required.
    static func size(of contentView: UIView, configured: UIView?, holding size: CGSize, estimating axes: (width: Bool, height: Bool)) -> CGSize {
        if let configured {
            let intrinsic = configured.intrinsicContentSize
            return CGSize(width: axes.width && intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : size.width,
                          height: axes.height && intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : size.height)
        }
        return contentView.systemLayoutSizeFitting(CGSize(width: axes.width ? 0 : size.width, height: axes.height ? 0 : size.height),
                                                   withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                                   verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
    }
}
