import Foundation
import PropertyBased
import Testing
@testable import OpenTouch

@Suite("LAY-5 LAY-6 random constraint systems over random view trees")
@MainActor
struct RandomConstraintTests {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// `attribute` of `view` in `owner`'s coordinates, from the solver's exact frames, read without
    /// standardising them: constraints may give a view a negative size (LAY-5).
    func value(_ view: UIView, _ attribute: Attribute, in owner: UIView, engine: LayoutEngine) -> Double {
        var origin = CGPoint.zero
        var node: UIView? = view
        while let current = node, current !== owner {
            let frame = engine.exactFrame(of: current) ?? current.frame
            origin.x += frame.origin.x; origin.y += frame.origin.y
            node = current.superview
        }
        let size = (engine.exactFrame(of: view) ?? view.frame).size
        switch attribute {
        case .left, .leading: return Double(origin.x)
        case .right, .trailing: return Double(origin.x + size.width)
        case .centerX: return Double(origin.x + size.width / 2)
        case .top: return Double(origin.y)
        case .bottom: return Double(origin.y + size.height)
        case .centerY: return Double(origin.y + size.height / 2)
        case .width: return Double(size.width)
        case .height: return Double(size.height)
        default: return .nan
        }
    }

    @Test("LAY-5 LAY-6 every required constraint holds within 0.001 pt after layout, or is the one reported broken; nothing hangs")
    func randomSystems() async {
        await propertyCheck(count: 300, input: Gen.int(in: 2...12), Gen.int(in: 1...30), Gen<UInt64>.value()) { viewCount, constraintCount, seed in
            var rng = Xoshiro(seed: seed)
            var reports: [Diagnostics.Report] = []
            let saved = Diagnostics.handler
            Diagnostics.handler = { reports.append($0) }
            defer { Diagnostics.handler = saved }

            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var views: [UIView] = [window]
            for _ in 0..<viewCount {
                let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                view.translatesAutoresizingMaskIntoConstraints = Int.random(in: 0..<4, using: &rng) == 0
                views[Int.random(in: 0..<views.count, using: &rng)].addSubview(view)
                views.append(view)
            }
            let horizontal: [Attribute] = [.left, .right, .leading, .trailing, .centerX, .width]
            let vertical: [Attribute] = [.top, .bottom, .centerY, .height]
            var constraints: [NSLayoutConstraint] = []
            for _ in 0..<constraintCount {
                let axis = Bool.random(using: &rng) ? horizontal : vertical
                let first = views[Int.random(in: 1..<views.count, using: &rng)]
                let firstAttribute = axis.randomElement(using: &rng)!
                let relation: NSLayoutConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let constant = CGFloat(Int.random(in: -100...300, using: &rng))
                let constraint: NSLayoutConstraint
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    constraint = NSLayoutConstraint(item: first, attribute: firstAttribute == .width || firstAttribute == .height ? firstAttribute : (axis == horizontal ? .width : .height),
                                                    relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: abs(constant))
                } else {
                    let second = views[Int.random(in: 0..<views.count, using: &rng)]
                    let secondAttribute = firstAttribute == .width || firstAttribute == .height ? firstAttribute : axis.filter { $0 != .width && $0 != .height }.randomElement(using: &rng)!
                    constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                    attribute: secondAttribute, multiplier: [0.5, 1, 1, 2].randomElement(using: &rng)!, constant: constant)
                }
                constraint.priority = Int.random(in: 0..<3, using: &rng) == 0 ? UILayoutPriority(Float(Int.random(in: 1...999, using: &rng))) : .required
                constraint.isActive = true
                constraints.append(constraint)
            }
            window.layoutIfNeeded()
            window.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: window)
            let broken = Set(engine.broken.map(ObjectIdentifier.init))
            #expect(reports.filter { $0.kind == .unsatisfiableConstraints }.count == broken.count)
            for constraint in constraints where constraint.isActive && constraint.priority == .required && !broken.contains(ObjectIdentifier(constraint)) {
                guard let first = constraint.firstItem as? UIView, let owner = constraint.installedOn else { continue }
                let lhs = value(first, constraint.firstAttribute, in: owner, engine: engine)
                var rhs = Double(constraint.constant)
                if let second = constraint.secondItem as? UIView {
                    rhs += Double(constraint.multiplier) * value(second, constraint.secondAttribute, in: owner, engine: engine)
                }
                switch constraint.relation {
                case .equal: #expect(abs(lhs - rhs) < 0.001, "\(constraint): \(lhs) vs \(rhs), seed \(seed)")
                case .lessThanOrEqual: #expect(lhs <= rhs + 0.001, "\(constraint): \(lhs) vs \(rhs), seed \(seed)")
                case .greaterThanOrEqual: #expect(lhs >= rhs - 0.001, "\(constraint): \(lhs) vs \(rhs), seed \(seed)")
                }
            }
            NSLayoutConstraint.deactivate(constraints)
        }
    }
}
