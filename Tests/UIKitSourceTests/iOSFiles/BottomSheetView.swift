// Written as iOS code is: a bottom sheet placed with anchors, dragged by a pan that changes its
// top constraint's constant, snapping open or closed; its rows are a stack view. Edits for
// Linux: `#selector(handlePan(_:))` became `Selector(BottomSheetView.handlePan)`, `@objc` went.
import UIKit

final class BottomSheetView: UIView {
    enum Position { case collapsed, expanded }

    let grabber = UIView()
    let rows = UIStackView()
    private var topConstraint: NSLayoutConstraint!
    private var startConstant: CGFloat = 0
    private(set) var position: Position = .collapsed
    var collapsedOffset: CGFloat = 600
    var expandedOffset: CGFloat = 200

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        grabber.backgroundColor = .tertiaryLabel
        grabber.translatesAutoresizingMaskIntoConstraints = false
        addSubview(grabber)
        rows.axis = .vertical
        rows.spacing = 12
        rows.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rows)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            rows.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            rows.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(BottomSheetView.handlePan)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func install(in parent: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(self)
        topConstraint = topAnchor.constraint(equalTo: parent.topAnchor, constant: collapsedOffset)
        NSLayoutConstraint.activate([
            topConstraint,
            leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.9),
        ])
    }

    func addRow(_ title: String, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.contentHorizontalAlignment = .leading
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        rows.addArrangedSubview(button)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startConstant = topConstraint.constant
        case .changed:
            let proposed = startConstant + pan.translation(in: superview).y
            topConstraint.constant = min(collapsedOffset, max(expandedOffset, proposed))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: superview).y
            let middle = (collapsedOffset + expandedOffset) / 2
            let expand = velocity < -500 || (abs(velocity) <= 500 && topConstraint.constant < middle)
            position = expand ? .expanded : .collapsed
            topConstraint.constant = expand ? expandedOffset : collapsedOffset
            UIView.animate(withDuration: 0.25) { self.superview?.layoutIfNeeded() }
        default:
            break
        }
    }
}
