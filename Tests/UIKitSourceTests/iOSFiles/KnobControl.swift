// Written as iOS code is: a rotary knob that draws its track and indicator with Core Graphics
// and turns with the finger. Edits for Linux: none.
import UIKit

class KnobControl: UIControl {
    private(set) var value: CGFloat = 0
    var minimumAngle: CGFloat = -.pi * 3 / 4
    var maximumAngle: CGFloat = .pi * 3 / 4
    var trackColor: UIColor = .lightGray
    private var lastAngle: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setValue(_ newValue: CGFloat) {
        value = min(1, max(0, newValue))
        setNeedsDisplay()
    }

    private var indicatorAngle: CGFloat {
        minimumAngle + value * (maximumAngle - minimumAngle) - .pi / 2
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 6

        context.saveGState()
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.setStrokeColor(trackColor.cgColor)
        context.addArc(center: center, radius: radius, startAngle: minimumAngle - .pi / 2,
                       endAngle: maximumAngle - .pi / 2, clockwise: false)
        context.strokePath()
        context.restoreGState()

        let indicator = UIBezierPath()
        indicator.move(to: center)
        indicator.addLine(to: CGPoint(x: center.x + radius * cos(indicatorAngle), y: center.y + radius * sin(indicatorAngle)))
        indicator.lineWidth = 3
        indicator.lineCapStyle = .round
        tintColor.setStroke()
        indicator.stroke()
    }

    private func angle(of touch: UITouch) -> CGFloat {
        let point = touch.location(in: self)
        return atan2(point.y - bounds.midY, point.x - bounds.midX)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastAngle = angle(of: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let current = angle(of: touch)
        var delta = current - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        lastAngle = current
        setValue(value + delta / (maximumAngle - minimumAngle))
        sendActions(for: .valueChanged)
        return true
    }
}
