// Written as iOS code is: a debugging window that shows every finger on a blurred badge, with
// the touch's phase and position, in a colour from a hex extension. Edits for Linux: none.
import UIKit

extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1.0) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255.0,
                  green: CGFloat((hex >> 8) & 0xff) / 255.0,
                  blue: CGFloat(hex & 0xff) / 255.0,
                  alpha: alpha)
    }

    static let inspectorTint = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(hex: 0x64D2FF) : UIColor(hex: 0x0A84FF)
    }
}

final class TouchInspectorWindow: UIWindow {
    private(set) var badges: [ObjectIdentifier: UIVisualEffectView] = [:]
    private(set) var history: [String] = []

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        guard event.type == .touches, let touches = event.allTouches else { return }
        for touch in touches {
            let key = ObjectIdentifier(touch)
            let point = touch.location(in: self)
            switch touch.phase {
            case .began:
                let badge = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
                badge.isUserInteractionEnabled = false
                badge.layer.cornerRadius = 22
                badge.clipsToBounds = true
                badge.layer.borderColor = UIColor.inspectorTint.cgColor
                badge.layer.borderWidth = 2
                let label = UILabel()
                label.font = .monospacedDigitSystemFont(ofSize: 9, weight: .medium)
                label.textColor = .label
                label.textAlignment = .center
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = 0.5
                badge.contentView.addSubview(label)
                addSubview(badge)
                badges[key] = badge
                fallthrough
            case .moved, .stationary:
                guard let badge = badges[key] else { continue }
                badge.frame = CGRect(x: point.x - 22, y: point.y - 22, width: 44, height: 44)
                let label = badge.contentView.subviews.first as? UILabel
                label?.frame = badge.contentView.bounds
                label?.text = "\(Int(point.x)),\(Int(point.y))"
            case .ended, .cancelled:
                badges.removeValue(forKey: key)?.removeFromSuperview()
            default:
                break
            }
            history.append("\(touch.phase == .began ? "began" : touch.phase == .moved ? "moved" : touch.phase == .ended ? "ended" : "other") \(Int(point.x)),\(Int(point.y))")
        }
    }
}
