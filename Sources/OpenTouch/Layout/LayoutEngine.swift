import Foundation

/// The solver of one view tree, and the bookkeeping between constraints and it (LAY-2..6).
///
/// Each tree whose views have active constraints has one, kept by its root view. It is built
/// from the tree's active constraints, the pinned frames of the views in it that still translate
/// their frames into constraints, and the intrinsic sizes of those that do not. Activating,
/// deactivating a constraint and changing a constant (a constraint's, a pinned view's frame) are
/// incremental: the edits the Cassowary method makes cheap. A view moving into or out of the
/// tree, or a change of what a view contributes (its intrinsic size, priorities, margins, whether
/// it translates its frame) rebuilds the tree's solver at its next read. Frames go to the views
/// when their superview is laid out, before its `layoutSubviews` (LAY-4).
@MainActor
final class LayoutEngine {
    /// UIKit's standard spacing between siblings (`equalToSystemSpacingAfter:`), in points: 8.
    static let systemSpacing: CGFloat = 8

    /// How many constraints (and arranging stack views) are active anywhere: with none, layout
    /// costs nothing extra.
    static var activeCount = 0

    /// An item's four variables: a view's frame in its superview's coordinates, or a guide's in
    /// its owning view's.
    struct Frame {
        unowned(unsafe) let item: AnyObject
        let left: Int, top: Int, width: Int, height: Int
        /// The item when it is a view.
        var view: UIView? { item as? UIView }
    }

    private unowned(unsafe) let root: UIView
    private(set) var solver = SimplexSolver()
    @exclusivity(unchecked) private var frames: [ObjectIdentifier: Frame] = [:]
    /// The solver handle of each installed constraint.
    private var handles: [ObjectIdentifier: (constraint: NSLayoutConstraint, handle: Int)] = [:]
    /// Views pinned to their frames (they translate their frames into constraints): the four
    /// handles and the frame they hold.
    private var pins: [ObjectIdentifier: (frame: Frame, handles: [Int], rect: CGRect)] = [:]
    /// Whether the solver must be built anew from the tree before it is read.
    var needsRebuild = true
    /// Whether the last build installed any constraint: a tree laid out by frames alone has
    /// no constraint changes to explain.
    var holdsConstraints: Bool { !handles.isEmpty }

    /// A view whose frame stays free even though it translates its frame (the view being fitted).
    private let unpinned: UIView?

    private init(root: UIView, unpinned: UIView? = nil) {
        self.root = root
        self.unpinned = unpinned
        build = LayoutEngine.nextBuild()
    }

    /// Which build of which engine this is, unique in the process: views cache their variables
    /// under it.
    private var build: Int
    private static var builds = 0
    private static func nextBuild() -> Int {
        builds += 1
        return builds
    }

    /// `systemLayoutSizeFitting`: the view's subtree solved alone, its size asked to be the
    /// target at the given priorities (LAY-3).
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, unpinned: view)
        engine.needsRebuild = false
        var constraints: [NSLayoutConstraint] = []
        engine.collect(view, into: &constraints)
        let frame = engine.frame(of: view)
        for constraint in constraints { engine.install(constraint) }
        for stack in engine.stacks { engine.arrange(stack) }
        _ = try? engine.solver.add(.init(terms: [frame.width: 1], constant: -Double(target.width), relation: .equal, strength: engine.strength(horizontal)))
        _ = try? engine.solver.add(.init(terms: [frame.height: 1], constant: -Double(target.height), relation: .equal, strength: engine.strength(vertical)))
        return CGSize(width: engine.solver.value(of: frame.width), height: engine.solver.value(of: frame.height))
    }

    // MARK: Finding engines

    /// The root of `view`'s tree.
    static func root(of view: UIView) -> UIView {
        var node = view
        while let up = node.superview { node = up }
        return node
    }

    /// The engine of `view`'s tree, made if it has none.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = root(of: view)
        if let engine = root.extras?.layoutEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.writableExtras.layoutEngine = engine
        return engine
    }

    // MARK: Activation (LAY-1)

    /// The view an item lives in: a view itself, a guide's owning view.
    static func anchorView(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    static func activate(_ constraint: NSLayoutConstraint) {
        guard let first = anchorView(of: constraint.firstItem) else {
            Diagnostics.report(.invalidArgument, "\(constraint): its first item is neither a view nor a guide added to a view (LAY-1)")
            return
        }
        var owner = first
        // The second item, and the ends of any distance (LAY-15), share the owner too.
        for other in constraint.allItems.dropFirst() {
            guard let secondView = anchorView(of: other) else {
                Diagnostics.report(.invalidArgument, "\(constraint): its second item is neither a view nor a guide added to a view (LAY-1)")
                return
            }
            guard let common = nearestCommonAncestor(owner, secondView) else {
                Diagnostics.report(.invalidArgument, "Unable to activate constraint with anchors \(constraint) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. (LAY-6)")
                return
            }
            owner = common
        }
        owner.writableExtras.installedConstraints.append(constraint)
        constraint.installedOn = owner
        activeCount += 1
        markLayout(around: constraint)
        noteCause(at: owner) { "\(constraint) activated" }
        // LAY-5: added to a current solver at once; a solver due for a rebuild takes it then.
        if let engine = currentEngine(of: owner) {
            engine.install(constraint)
            engine.markPlacingViews()
        }
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let owner = constraint.installedOn else { return }
        noteCause(at: owner) { "\(constraint) deactivated" }
        if let engine = currentEngine(of: owner) { engine.uninstall(constraint) }
        owner.extras?.installedConstraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        activeCount -= 1
        markLayout(around: constraint)
    }

    /// The solver of `view`'s tree when it exists and needs no rebuild.
    static func currentEngine(of view: UIView) -> LayoutEngine? {
        guard let engine = root(of: view).extras?.layoutEngine, !engine.needsRebuild else { return nil }
        return engine
    }

    /// A constraint's priority changed: the solver takes it again at its new weight.
    static func structureDidChange(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
        markLayout(around: constraint)
        guard let owner = constraint.installedOn else { return }
        noteCause(at: owner) { "\(constraint) priority \(old.rawValue) → \(constraint.priority.rawValue)" }
        guard let engine = currentEngine(of: owner) else { return }
        engine.uninstall(constraint)
        engine.install(constraint)
        engine.markPlacingViews()
    }

    /// Takes a constraint out of this solver.
    private func uninstall(_ constraint: NSLayoutConstraint) {
        if let entry = handles.removeValue(forKey: ObjectIdentifier(constraint)) {
            solver.remove(entry.handle)
            markPlacingViews()
        }
        broken.removeAll { $0 === constraint }
    }

    /// Views waiting for `updateConstraints()`; counted so that a pass with none costs nothing.
    static var pendingConstraintUpdates = 0

    /// Calls `updateConstraints()` on every view of `root`'s tree that asked for it, subviews
    /// before their superviews, as UIKit does before layout (LAY-4).
    static func updateConstraints(in root: UIView) {
        guard pendingConstraintUpdates > 0 else { return }
        func visit(_ view: UIView) {
            for subview in view.subviews { visit(subview) }
            if view.extras?.needsUpdateConstraints == true { view.updateConstraintsIfNeeded() }
        }
        visit(root)
    }

    /// A view left its superview: constraints between its subtree and the rest are deactivated,
    /// as UIKit does; those inside it go with it (LAY-1).
    static func viewWillLeave(_ view: UIView) {
        guard activeCount > 0 else { return }
        var ancestor = view.superview
        while let current = ancestor {
            for constraint in current.extras?.installedConstraints ?? [] {
                let items = constraint.allItems.compactMap { anchorView(of: $0) }
                if items.contains(where: { $0 === view || $0.isDescendant(of: view) }) { constraint.isActive = false }
            }
            ancestor = current.superview
        }
        // The constraints inside the subtree leave the old tree's solver with it.
        root(of: view).extras?.layoutEngine?.needsRebuild = true
    }

    /// A view moved, or its intrinsic size or priorities changed: rebuild, if anything is
    /// constrained at all.
    static func viewDidChange(_ view: UIView) {
        guard activeCount > 0 else { return }
        noteCause(at: view) { "\(traceName(of: view)) changed what it gives the solver (its superview, intrinsic size, priorities or frame translation)" }
        root(of: view).extras?.layoutEngine?.needsRebuild = true
        // A pass must run; the rebuild then marks every view whose subviews it places.
        (view.superview ?? view).setNeedsLayout()
    }

    /// An active constraint's constant changed: an edit of the solver if its engine is current.
    static func constantDidChange(_ constraint: NSLayoutConstraint, from old: CGFloat) {
        markLayout(around: constraint)
        guard let owner = constraint.installedOn else { return }
        noteCause(at: owner) { "\(constraint) constant \(String(format: "%g", Double(old))) → \(String(format: "%g", Double(constraint.constant)))" }
        guard let engine = currentEngine(of: owner),
              let entry = engine.handles[ObjectIdentifier(constraint)],
              let row = engine.row(for: constraint) else { return }
        engine.solver.setConstant(row.constant, of: entry.handle)
        engine.markPlacingViews()
    }

    /// Marks for layout every view whose subviews take frames from the solver: after a solve,
    /// any of them may have moved.
    func markPlacingViews() {
        for parent in placingParents { parent.object?.setNeedsLayout() }
    }

    /// The superviews of the views the solver places, each once: those `markPlacingViews()` marks.
    /// Weakly: the root is one of them, and holds this engine.
    private var placingParents: [WeakReference<UIView>] = []
    private var placingParentIDs: Set<ObjectIdentifier> = []

    /// Marks the superviews of a constraint's views, whose layout applies solved frames.
    private static func markLayout(around constraint: NSLayoutConstraint) {
        for item in constraint.allItems {
            guard let view = anchorView(of: item) else { continue }
            (view.superview ?? view).setNeedsLayout()
        }
    }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var ancestors = Set<ObjectIdentifier>()
        var node: UIView? = a
        while let view = node { ancestors.insert(ObjectIdentifier(view)); node = view.superview }
        node = b
        while let view = node {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            node = view.superview
        }
        return nil
    }

    /// What changed since frames were last applied, in words, while some application traces:
    /// the reason a trace gives for the views the next pass moves (LAY-11; `LayoutEngine+Trace`).
    var causes: [String] = []

    // MARK: Applying (LAY-4)

    /// Before `view` lays out its subviews: the solved frames of its subviews that take them.
    static func applySolvedFrames(toSubviewsOf view: UIView) {
        guard activeCount > 0, !view.subviews.isEmpty else { return }
        let engine = engine(for: view)
        engine.updateIfNeeded()
        let window = view.window
        let scale = Double((window?.screen ?? .main).scale)
        let trace = window?.application?.trace
        // Where no view can have a safe area, a move changes nobody's unless margins are preserved.
        let safeAreas = UIView.safeAreasPossible(in: window)
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            // The frame read back may differ from the one set in the last bits (it is kept as
            // a centre and bounds): only a real move counts.
            guard let frame = engine.solvedFrame(of: subview, scale: scale), !frame.isClose(to: subview.frame) else { continue }
            if let trace { engine.traceMove(of: subview, to: frame, in: trace) }
            subview.frame = frame
            // A move without a resize does not lay the view out, but may change its safe area.
            if !subview.needsLayoutFlag, safeAreas || subview.preservesSuperviewLayoutMargins { subview.reportInsetChanges() }
        }
        if let scrollView = view as? UIScrollView { engine.applyContentSize(to: scrollView, scale: scale) }
    }

    /// Whether any of `view`'s four variables could take another value at the same cost (LAY-6);
    /// false for a view the solver does not hold.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let frame = frames[ObjectIdentifier(view)] else { return false }
        return [frame.left, frame.top, frame.width, frame.height].contains { solver.isAmbiguous($0) }
    }

    /// Which way the next `exerciseAmbiguityInLayout()` pulls, and the pulls held since the last.
    private var exerciseSign = 1.0
    private var exercisePulls: [Int] = []

    /// Pulls each ambiguous variable of `view` 100 points from where it is, alternately up and
    /// down, at a weight far below any priority, so that it moves only as far as its constraints
    /// leave it free (LAY-6). The pulls stay, so that the next passes keep the frame, until the
    /// next exercise or the next rebuild; below every priority, they only break ties.
    func exerciseAmbiguity(of view: UIView) {
        guard let frame = frames[ObjectIdentifier(view)] else { return }
        for pull in exercisePulls { solver.remove(pull) }
        let free = [frame.left, frame.top, frame.width, frame.height].filter { solver.isAmbiguous($0) }
        let targets = free.map { solver.value(of: $0) + 100 * exerciseSign }
        exercisePulls = zip(free, targets).compactMap { variable, target in
            try? solver.add(.init(terms: [variable: 1], constant: -target, relation: .equal, strength: SimplexSolver.tieBreakStrength))
        }
        exerciseSign = -exerciseSign
        markPlacingViews()
    }

    /// The solver's frame for a view or guide, unrounded (guides' `layoutFrame`, and tests that
    /// check constraints exactly).
    func exactFrame(of item: AnyObject) -> CGRect? {
        guard let frame = frames[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: solver.value(of: frame.left), y: solver.value(of: frame.top),
                      width: solver.value(of: frame.width), height: solver.value(of: frame.height))
    }

    /// The frame the solver gives `view`, if it is in the solver, its edges on the screen's
    /// pixel grid as UIKit puts them (LAY-2): a third of a point on the default 3× screen.
    func solvedFrame(of view: UIView, scale: Double) -> CGRect? {
        var cached: Frame?
        if let extras = view.extras, extras.solverBuild == build { cached = extras.solverFrame }
        guard let frame = cached ?? frames[ObjectIdentifier(view)] else { return nil }
        // Adding zero turns a -0 (a tiny negative rounded) into 0.
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale + 0 }
        let left = solver.value(of: frame.left), top = solver.value(of: frame.top)
        let x = pixel(left), y = pixel(top)
        return CGRect(x: x, y: y, width: pixel(left + solver.value(of: frame.width)) - x,
                      height: pixel(top + solver.value(of: frame.height)) - y)
    }

    /// Rebuilds if the trees changed since the last build; else brings pinned frames up to date.
    func updateIfNeeded() {
        if needsRebuild {
            rebuild()
            return
        }
        for (key, pin) in pins {
            guard let view = pin.frame.view else { continue }
            let now = view.frame
            guard now != pin.rect else { continue }
            let values = [now.minX, now.minY, now.width, now.height]
            for (handle, value) in zip(pin.handles, values) { solver.setConstant(-Double(value), of: handle) }
            note("the frame of \(Self.traceName(of: view)) was set by code (LAY-2)")
            pins[key]!.rect = now
            markPlacingViews()
        }
    }

    // MARK: Building (LAY-2, LAY-3)

    private func rebuild() {
        needsRebuild = false
        build = LayoutEngine.nextBuild()
        solver = SimplexSolver()
        frames = [:]
        handles = [:]
        pins = [:]
        placingParents = []
        placingParentIDs = []
        broken = []
        intrinsicSizes = [:]
        insetsRead = [:]
        exercisePulls = []
        var constraints: [NSLayoutConstraint] = []
        stacks = []
        collect(root, into: &constraints)
        for constraint in constraints { install(constraint) }
        for stack in stacks { arrange(stack) }
        markPlacingViews()
    }

    private func collect(_ view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if let installed = view.extras?.installedConstraints { constraints += installed }
        if let stack = view as? UIStackView { stacks.append(stack) }
        for subview in view.subviews { collect(subview, into: &constraints) }
    }

    /// The stack views of the tree, whose arrangements the solver also holds (LAY-7).
    private var stacks: [UIStackView] = []

    /// The variables of a view or guide, made on first use: a view that translates its frame is
    /// pinned to it (LAY-2), a system guide is tied to its view's edges (LAY-8).
    func frame(of item: AnyObject) -> Frame {
        if let frame = frames[ObjectIdentifier(item)] { return frame }
        let frame = Frame(item: item, left: solver.makeVariable(), top: solver.makeVariable(),
                          width: solver.makeVariable(), height: solver.makeVariable())
        frames[ObjectIdentifier(item)] = frame
        if let view = item as? UIView {
            view.writableExtras.solverFrame = frame
            view.writableExtras.solverBuild = build
        }
        if let guide = item as? UILayoutGuide {
            defineGuide(guide, frame)
        } else if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, view !== unpinned {
            // LAY-2: its frame becomes required constraints, updated when the frame changes.
            let rect = view.frame
            let values = [rect.minX, rect.minY, rect.width, rect.height]
            let variables = [frame.left, frame.top, frame.width, frame.height]
            let pinned = zip(variables, values).compactMap { variable, value in
                try? solver.add(.init(terms: [variable: 1], constant: -Double(value), relation: .equal, strength: 0))
            }
            pins[ObjectIdentifier(view)] = (frame, pinned, rect)
        } else {
            // A view that takes its frame from constraints gets its intrinsic size's preferences
            // (LAY-3), and its superview's layout applies its frame.
            addIntrinsicSize(of: frame)
            if let view = item as? UIView, let parent = view.superview, placingParentIDs.insert(ObjectIdentifier(parent)).inserted {
                placingParents.append(WeakReference(object: parent))
            }
        }
        return frame
    }

    /// The margins and safe areas the solver's rows were built from, per view, to know whether a
    /// change of them concerns it (LAY-10; `LayoutEngine+Margins`).
    var insetsRead: [ObjectIdentifier: (view: UIView, margins: UIEdgeInsets?, safeArea: UIEdgeInsets?)] = [:]

    /// The intrinsic sizes the solver holds, per view.
    var intrinsicSizes: [ObjectIdentifier: CGSize] = [:]

    /// The solver's weight for a priority: 0 marks a required constraint.
    func strength(_ priority: UILayoutPriority) -> Double {
        priority >= .required ? 0 : Double(priority.rawValue)
    }

    /// The solver's form of a constraint: `first − (m · second + c)` compared with zero, with the
    /// views' positions taken in their nearest common ancestor's coordinates.
    private func row(for constraint: NSLayoutConstraint) -> SimplexSolver.Constraint? {
        guard let first = constraint.firstItem, let owner = constraint.installedOn else { return nil }
        var terms: [Int: Double] = [:]
        var constant = 0.0
        func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ factor: Double) {
            // LAY-12: seen from inside a scroll view, its edges are its content's.
            let item = LayoutEngine.contentGuide(standingFor: item, attribute, in: owner) ?? item
            let frame = self.frame(of: item)
            let horizontal = attribute.isHorizontal
            let size = horizontal ? frame.width : frame.height
            guard let view = LayoutEngine.anchorView(of: item) else { return }
            if !attribute.isDimension {
                // The item's origin in the owner's coordinates: a guide's in its view, then the
                // view's own and its ancestors' below the owner.
                if item is UILayoutGuide { terms[horizontal ? frame.left : frame.top, default: 0] += factor }
                var node: UIView? = view
                while let current = node, current !== owner {
                    let f = self.frame(of: current)
                    terms[horizontal ? f.left : f.top, default: 0] += factor
                    node = current.superview
                }
            }
            var margins: UIEdgeInsets { item is UILayoutGuide ? .zero : readMargins(of: view) }
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            switch attribute {
            case .width, .height: terms[size, default: 0] += factor
            case .left, .top: break
            case .leading: if rightToLeft { terms[size, default: 0] += factor }
            case .trailing: if !rightToLeft { terms[size, default: 0] += factor }
            case .right, .bottom, .lastBaseline, .firstBaseline: terms[size, default: 0] += factor
            case .centerX, .centerY: terms[size, default: 0] += factor / 2
            case .leftMargin: constant += factor * Double(margins.left)
            case .topMargin: constant += factor * Double(margins.top)
            case .rightMargin: terms[size, default: 0] += factor; constant -= factor * Double(margins.right)
            case .bottomMargin: terms[size, default: 0] += factor; constant -= factor * Double(margins.bottom)
            case .leadingMargin:
                if rightToLeft { terms[size, default: 0] += factor; constant -= factor * Double(margins.right) } else { constant += factor * Double(margins.left) }
            case .trailingMargin:
                if rightToLeft { constant += factor * Double(margins.left) } else { terms[size, default: 0] += factor; constant -= factor * Double(margins.right) }
            case .centerXWithinMargins:
                terms[size, default: 0] += factor / 2; constant += factor * Double(margins.left - margins.right) / 2
            case .centerYWithinMargins:
                terms[size, default: 0] += factor / 2; constant += factor * Double(margins.top - margins.bottom) / 2
            case .notAnAttribute: break
            }
        }
        // LAY-15: a distance between two anchors is the second's position less the first's.
        func addSide(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ span: LayoutSpan?, _ factor: Double) {
            guard let span else { return add(item, attribute, factor) }
            if let to = span.toItem { add(to, span.toAttribute, factor) }
            if let from = span.fromItem { add(from, span.fromAttribute, -factor) }
        }
        addSide(first, constraint.firstAttribute, constraint.firstOffset, 1)
        if let second = constraint.secondItem {
            addSide(second, constraint.secondAttribute, constraint.secondOffset, -Double(constraint.multiplier))
        }
        constant -= Double(constraint.constant)
        let strength = self.strength(constraint.priority)
        switch constraint.relation {
        case .equal: return .init(terms: terms, constant: constant, relation: .equal, strength: strength)
        case .greaterThanOrEqual: return .init(terms: terms, constant: constant, relation: .greaterOrEqual, strength: strength)
        case .lessThanOrEqual:
            return .init(terms: terms.mapValues { -$0 }, constant: -constant, relation: .greaterOrEqual, strength: strength)
        }
    }

    private func install(_ constraint: NSLayoutConstraint) {
        guard let row = row(for: constraint) else { return }
        do {
            let handle = try solver.add(row)
            handles[ObjectIdentifier(constraint)] = (constraint, handle)
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            // LAY-6: as UIKit does, say so, list the constraints involved, and break the new one.
            let byHandle = Dictionary(uniqueKeysWithValues: handles.values.map { ($0.handle, $0.constraint) })
            let listed = (conflicting.compactMap { byHandle[$0] } + [constraint]).map { "    \"\($0)\"" }
            Diagnostics.report(.unsatisfiableConstraints, """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                \(listed.joined(separator: ",\n"))
                )

                Will attempt to recover by breaking constraint
                \(constraint)
                """)
            broken.append(constraint)
        }
    }

    /// Constraints refused as unsatisfiable at the last build, which therefore do not apply.
    private(set) var broken: [NSLayoutConstraint] = []
}
