import Foundation

extension LayoutEngine {
    /// Adds a stack view's arrangement to the solver as rows over its and its arranged views'
    /// variables (LAY-7). The arranged views are its subviews, so their positions are in its
    /// coordinates.
    func arrange(_ stack: UIStackView) {
        let views = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
        guard !views.isEmpty else { return }
        let box = frame(of: stack)
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement ? readMargins(of: stack) : .zero
        let (startInset, endInset) = horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
        let (crossStart, crossEnd) = horizontal ? (margins.top, margins.bottom) : (margins.left, margins.right)
        let length = horizontal ? box.width : box.height, breadth = horizontal ? box.height : box.width
        func position(_ view: UIView) -> Int { horizontal ? frame(of: view).left : frame(of: view).top }
        func size(_ view: UIView) -> Int { horizontal ? frame(of: view).width : frame(of: view).height }
        func crossPosition(_ view: UIView) -> Int { horizontal ? frame(of: view).top : frame(of: view).left }
        func crossSize(_ view: UIView) -> Int { horizontal ? frame(of: view).height : frame(of: view).width }
        func require(_ terms: [Int: Double], _ constant: Double, _ relation: SimplexSolver.Relation = .equal, strength: Double = 0) {
            var merged: [Int: Double] = [:]
            for (variable, coefficient) in terms { merged[variable, default: 0] += coefficient }
            _ = try? solver.add(.init(terms: merged, constant: constant, relation: relation, strength: strength))
        }

        // Along the axis: the ends at the edges (or margins).
        require([position(views[0]): 1], -Double(startInset))
        let last = views[views.count - 1]
        require([position(last): 1, size(last): 1, length: -1], Double(endInset))
        let gap = solver.makeVariable(), pitch = solver.makeVariable()
        for (previous, next) in zip(views, views.dropFirst()) {
            let space = Double(stack.spacing(after: previous))
            // next.start − previous.end
            let between: [Int: Double] = [position(next): 1, position(previous): -1, size(previous): -1]
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                require(between, -space)
            case .equalSpacing:
                require(between, -space, .greaterOrEqual)
                require(between.merging([gap: -1]) { $0 + $1 }, 0)
            case .equalCentering:
                require(between, -space, .greaterOrEqual)
                // next.centre − previous.centre == pitch
                require([position(next): 1, size(next): 0.5, position(previous): -1, size(previous): -0.5, pitch: -1], 0)
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in views.dropFirst() { require([size(view): 1, size(views[0]): -1], 0) }
        case .fillProportionally:
            let natural = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let first = natural.first, first > 0, natural.allSatisfy({ $0 > 0 }) {
                for (view, value) in zip(views.dropFirst(), natural.dropFirst()) {
                    require([size(view): 1, size(views[0]): -Double(value / first)], 0, strength: 999)
                }
            }
        default: break
        }

        // Across: as the alignment says, always inside the edges (or margins).
        for view in views {
            let start = crossPosition(view), extent = crossSize(view)
            require([start: 1], -Double(crossStart), .greaterOrEqual)
            require([breadth: 1, start: -1, extent: -1], -Double(crossEnd), .greaterOrEqual)
            switch stack.alignment {
            case .fill:
                require([start: 1], -Double(crossStart))
                require([breadth: 1, start: -1, extent: -1], -Double(crossEnd))
            case .leading:
                require([start: 1], -Double(crossStart))
            case .trailing, .firstBaseline, .lastBaseline:
                require([breadth: 1, start: -1, extent: -1], -Double(crossEnd))
            case .center:
                // start + extent/2 == crossStart + (breadth − crossStart − crossEnd)/2
                require([start: 1, extent: 0.5, breadth: -0.5], -Double(crossStart - crossEnd) / 2)
            }
        }
        // An unconstrained stack is as long as its views and as broad as the broadest (LAY-7):
        // the weakest pull toward zero, which every other preference outweighs.
        require([length: 1], 0, strength: 0.001)
        require([breadth: 1], 0, strength: 0.001)
    }
}
