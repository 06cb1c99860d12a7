// Written as iOS code is: five stars, filled up to the rating by a layer masked with the stars'
// shape; tapping or dragging sets the rating. Edits for Linux: none.
import UIKit

protocol StarRatingViewDelegate: AnyObject {
    func ratingView(_ view: StarRatingView, didChangeRating rating: Int)
}

final class StarRatingView: UIView {
    weak var delegate: StarRatingViewDelegate?
    private(set) var rating = 0
    let starCount = 5

    private let emptyLayer = CAShapeLayer()
    private let fillLayer = CALayer()
    private let starMask = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        emptyLayer.fillColor = UIColor.systemGray.cgColor
        fillLayer.backgroundColor = UIColor.systemYellow.cgColor
        layer.addSublayer(emptyLayer)
        layer.addSublayer(fillLayer)
        fillLayer.mask = starMask
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func starsPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let side = rect.width / CGFloat(starCount)
        for index in 0..<starCount {
            let center = CGPoint(x: side * (CGFloat(index) + 0.5), y: rect.midY)
            let outer = min(side, rect.height) / 2, inner = outer * 0.4
            for point in 0..<10 {
                let radius = point % 2 == 0 ? outer : inner
                let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
                let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                point == 0 ? path.move(to: p) : path.addLine(to: p)
            }
            path.close()
        }
        return path
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let stars = starsPath(in: bounds)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emptyLayer.frame = bounds
        emptyLayer.path = stars.cgPath
        updateFill()
        starMask.frame = fillLayer.bounds
        starMask.path = stars.cgPath
        CATransaction.commit()
    }

    private func updateFill() {
        fillLayer.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(rating) / CGFloat(starCount), height: bounds.height)
    }

    private func setRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        let newRating = max(0, min(starCount, Int(ceil(x / (bounds.width / CGFloat(starCount))))))
        guard newRating != rating else { return }
        rating = newRating
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        updateFill()
        starMask.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        CATransaction.commit()
        delegate?.ratingView(self, didChangeRating: rating)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { setRating(for: touch) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { setRating(for: touch) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }
}
