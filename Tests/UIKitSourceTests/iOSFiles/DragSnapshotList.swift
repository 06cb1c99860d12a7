// Written as iOS code is: rows that, after a long press, are snapshotted into an image view that
// follows the finger while the row itself is hidden. Edits for Linux:
// `#selector(handleLongPress(_:))` -> `Selector(DragSnapshotList.handleLongPress)`, no `@objc`.
import UIKit

final class DragSnapshotList: UIView {
    private(set) var rows: [UIView] = []
    private var snapshot: UIImageView?
    private var draggedRow: UIView?
    private var grabOffset: CGPoint = .zero
    private(set) var lastSnapshotImage: UIImage?

    init(frame: CGRect, titles: [String]) {
        super.init(frame: frame)
        for (index, title) in titles.enumerated() {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: frame.width, height: 44))
            row.backgroundColor = .white
            let label = UILabel(frame: row.bounds.insetBy(dx: 16, dy: 0))
            label.text = title
            row.addSubview(label)
            addSubview(row)
            rows.append(row)
        }
        let longPress = UILongPressGestureRecognizer(target: self, action: Selector(DragSnapshotList.handleLongPress))
        addGestureRecognizer(longPress)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeSnapshot(of view: UIView) -> UIImageView {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
        defer { UIGraphicsEndImageContext() }
        if let context = UIGraphicsGetCurrentContext() {
            view.layer.render(in: context)
        }
        let image = UIGraphicsGetImageFromCurrentImageContext()
        lastSnapshotImage = image
        let imageView = UIImageView(image: image)
        imageView.frame = view.frame
        imageView.layer.shadowOpacity = 0.3
        imageView.layer.shadowRadius = 6
        return imageView
    }

    func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: self)
        switch gesture.state {
        case .began:
            guard let row = rows.first(where: { $0.frame.contains(location) }) else { return }
            let image = makeSnapshot(of: row)
            addSubview(image)
            snapshot = image
            draggedRow = row
            grabOffset = CGPoint(x: location.x - row.center.x, y: location.y - row.center.y)
            row.isHidden = true
        case .changed:
            snapshot?.center = CGPoint(x: location.x - grabOffset.x, y: location.y - grabOffset.y)
        case .ended, .cancelled:
            draggedRow?.isHidden = false
            snapshot?.removeFromSuperview()
            snapshot = nil
            draggedRow = nil
        default:
            break
        }
    }

    var snapshotCenter: CGPoint? { snapshot?.center }
}
