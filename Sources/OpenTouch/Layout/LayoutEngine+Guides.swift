import Foundation

/// The rows of the system layout guides (LAY-8).
extension LayoutEngine {
    /// A system guide's rows: its edges inset from its view's bounds by the safe area or the
    /// margins; the readable guide no wider than ``UILayoutGuide/readableWidth``, centred (LAY-8).
    func defineGuide(_ guide: UILayoutGuide, _ frame: Frame) {
        guard let view = guide.owningView, guide.kind != .custom else { return }
        let owner = self.frame(of: view)
        if guide.kind == .scrollContent || guide.kind == .scrollFrame {
            // LAY-12: both start at the content's origin; the content guide's size is the content
            // size the constraints give, the frame guide's the scroll view's own.
            _ = try? solver.add(.init(terms: [frame.left: 1], constant: 0, relation: .equal, strength: 0))
            _ = try? solver.add(.init(terms: [frame.top: 1], constant: 0, relation: .equal, strength: 0))
            guard guide.kind == .scrollFrame else { return }
            _ = try? solver.add(.init(terms: [frame.width: 1, owner.width: -1], constant: 0, relation: .equal, strength: 0))
            _ = try? solver.add(.init(terms: [frame.height: 1, owner.height: -1], constant: 0, relation: .equal, strength: 0))
            return
        }
        if guide.kind == .keyboard, let keyboardGuide = guide as? UIKeyboardLayoutGuide {
            // LAY-14: the band from the keyboard's top (or the safe area's bottom) to the bottom,
            // across the whole width; the safe area read so that its changes rebuild the solver.
            _ = readSafeArea(of: view)
            let height = Double(keyboardGuide.height(in: view))
            for (terms, constant) in [([frame.left: 1.0], 0.0), ([frame.width: 1, owner.width: -1], 0), ([frame.height: 1], -height),
                                      ([frame.top: 1, owner.height: -1], height)] {
                _ = try? solver.add(.init(terms: terms, constant: constant, relation: .equal, strength: 0))
            }
            return
        }
        let insets = guide.kind == .margins || guide.kind == .readableContent ? readMargins(of: view) : readSafeArea(of: view)
        func require(_ terms: [Int: Double], _ constant: Double, _ relation: SimplexSolver.Relation = .equal, strength: Double = 0) {
            _ = try? solver.add(.init(terms: terms, constant: constant, relation: relation, strength: strength))
        }
        if guide.kind == .topLayoutSupport || guide.kind == .bottomLayoutSupport {
            // LAY-13: the band the safe area leaves at the top (or bottom), across the whole width.
            require([frame.left: 1], 0)
            require([frame.width: 1, owner.width: -1], 0)
            if guide.kind == .topLayoutSupport {
                require([frame.top: 1], 0)
                require([frame.height: 1], -Double(insets.top))
            } else {
                require([frame.top: 1, owner.height: -1], Double(insets.bottom))
                require([frame.height: 1], -Double(insets.bottom))
            }
            return
        }
        require([frame.top: 1], -Double(insets.top))
        require([frame.height: 1, owner.height: -1], Double(insets.top + insets.bottom))
        if guide.kind == .readableContent {
            require([frame.width: 1, owner.width: -1], Double(insets.left + insets.right), strength: 999)
            require([frame.width: -1], Double(UILayoutGuide.readableWidth), .greaterOrEqual)
            // Centred in the margins: left + width/2 == insets.left + (owner.width − l − r)/2
            require([frame.left: 1, frame.width: 0.5, owner.width: -0.5], -Double(insets.left - insets.right) / 2)
        } else {
            require([frame.left: 1], -Double(insets.left))
            require([frame.width: 1, owner.width: -1], Double(insets.left + insets.right))
        }
    }
}
