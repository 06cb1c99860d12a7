// Written as iOS code is: a hexagonal button whose shape layer is both what it shows and where
// it can be tapped. Edits for Linux: none.
import UIKit

final class HexagonButton: UIButton {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    private var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    var fillColor: UIColor = .systemOrange {
        didSet { shapeLayer.fillColor = fillColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        shapeLayer.fillColor = fillColor.cgColor
        shapeLayer.strokeColor = UIColor.white.cgColor
        shapeLayer.lineWidth = 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        for corner in 0..<6 {
            let angle = CGFloat(corner) * .pi / 3
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            corner == 0 ? path.move(to: point) : path.addLine(to: point)
        }
        path.close()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shapeLayer.path = path.cgPath
        CATransaction.commit()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let path = shapeLayer.path else { return super.point(inside: point, with: event) }
        return path.contains(point)
    }

    override var isHighlighted: Bool {
        didSet { shapeLayer.opacity = isHighlighted ? 0.6 : 1 }
    }
}
