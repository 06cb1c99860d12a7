import UIKit
import QuartzCore

/// A photo that highlights while touched and reports a double tap, written as for iOS.
/// Edits for Linux: `#selector(doubleTapped)` -> `Selector(PhotoCell.doubleTapped)`, no `@objc`.
public final class PhotoCell: UIView {
    public let imageView = UIImageView(image: UIImage(size: CGSize(width: 100, height: 100)))
    public private(set) var events: [String] = []
    private var touchStart: CFTimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(PhotoCell.doubleTapped))
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds.insetBy(dx: 4, dy: 4)
        layer.cornerRadius = 8
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = CACurrentMediaTime()
        imageView.isHighlighted = true
        events.append("highlight")
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        imageView.isHighlighted = false
        events.append(String(format: "unhighlight after %.2f s", CACurrentMediaTime() - touchStart))
    }

    func doubleTapped() {
        events.append("double tap")
    }
}
