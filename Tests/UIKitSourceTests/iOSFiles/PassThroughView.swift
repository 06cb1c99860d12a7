// Written as iOS code is: a container that lets touches through to what is behind it, except
// on its own subviews. Edits for Linux: none.
import UIKit

class PassThroughView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

/// A round button: only the circle inside its square bounds takes touches.
class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let path = UIBezierPath(ovalIn: bounds.inset(by: UIEdgeInsets(top: -4, left: -4, bottom: -4, right: -4)))
        return path.contains(point)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        layer.borderColor = tintColor.cgColor
        layer.borderWidth = 1
    }
}
