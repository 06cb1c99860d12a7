// Written as iOS code is: a button that shrinks while pressed, with its own images and colours
// for each state and a stretchable background. Edits for Linux: `#selector(toggle)` became
// `Selector(PressableButton.toggle)`, and `@objc` went.
import UIKit

final class PressableButton: UIButton {
    override var isHighlighted: Bool {
        didSet {
            transform = isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        adjustsImageWhenHighlighted = false
        let plate = UIImage(named: "plate")?.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
        setBackgroundImage(plate, for: .normal)
        setBackgroundImage(plate?.withTintColor(.systemGray), for: .disabled)
        setImage(UIImage(systemName: "heart"), for: .normal)
        setImage(UIImage(systemName: "heart.fill"), for: .highlighted)
        setImage(UIImage(systemName: "heart.fill"), for: .selected)
        setTitleColor(.label, for: .normal)
        setTitleColor(.systemPink, for: .selected)
        setTitleColor(.tertiaryLabel, for: .disabled)
        titleLabel?.font = .preferredFont(forTextStyle: .headline)
        contentHorizontalAlignment = .leading
        addTarget(self, action: Selector(PressableButton.toggle), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isSelected.toggle()
    }
}
