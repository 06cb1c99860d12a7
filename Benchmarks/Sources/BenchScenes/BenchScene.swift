import Foundation
import OpenTouch

/// A scene built to `../shared/peers/qtquick/SCENES.md`, the spec the Qt Quick peer follows too:
/// a 1000×1000 window holding `flat` (N tiled siblings), `tree` (N leaves in strips of at most
/// ten, alternating direction) or `deep` (a chain of N full-size views). Every leaf has a tap and
/// a pan recognizer, the equivalent of Qt's `TapHandler {} DragHandler { target: null }`; with
/// `drag`, the pan moves its view by the finger's translation, as a collage's drag does.
/// `recognizers:` leaves one of the two, or neither, for measurements of OpenTouch alone.
@MainActor
public final class BenchScene {
    public enum Topology: String, CaseIterable, Sendable {
        case flat, tree, deep
    }

    /// What each leaf carries: a tap and a pan (SCENES.md, the default), one of them, or nothing,
    /// so that a plain tap, a tap with a recognizer and a pan can each be measured on its own.
    public enum LeafRecognizers: String, CaseIterable, Sendable {
        case both, tap, pan, none
    }

    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    public let screen: TouchScreen
    /// Views below the window, as Qt's harness counts its items.
    public private(set) var viewCount = 0
    /// How many times a dragged view moved (`drag` only).
    public private(set) var draggedFrames = 0
    /// A gesture's moves and their step, which also bound the press points (SCENES.md).
    public let moves: Int
    public let step: CGFloat
    private let drag: Bool
    private let leafRecognizers: LeafRecognizers
    private var points = SplitMix64(seed: 42)
    /// One reusable frame of samples, so that driving the screen allocates nothing itself.
    private var frame: [TouchSample]
    /// SCENES.md's mutation target, the root's middle child, and the frame it was built with.
    /// `@exclusivity(unchecked)`: the mutate phase reads both, and their run-time access checks
    /// (about 250 instructions a call) were the harness's cost, not the engine's.
    @exclusivity(unchecked) public private(set) var mutationTarget: UIView?
    @exclusivity(unchecked) private var home = CGRect.zero

    public init(_ topology: Topology, count: Int, fingers: Int = 1, moves: Int = 20, step: CGFloat = 5, drag: Bool = false,
                recognizers: LeafRecognizers = .both) {
        screen = TouchScreen(window: window)
        self.moves = moves
        self.step = step
        self.drag = drag
        leafRecognizers = recognizers
        frame = (1...fingers).map { TouchSample(finger: $0, phase: .down, location: .zero) }
        window.makeKeyAndVisible()
        switch topology {
        case .flat:
            let columns = Int(Double(count).squareRoot().rounded(.up)), rows = (count + columns - 1) / columns
            let width = 1000 / CGFloat(columns), height = 1000 / CGFloat(rows)
            for index in 0..<count {
                addView(to: window, CGRect(x: CGFloat(index % columns) * width, y: CGFloat(index / columns) * height,
                                           width: width, height: height), leaf: true)
            }
        case .tree:
            buildStrips(in: window, size: window.bounds.size, leaves: count, vertical: true)
        case .deep:
            var parent: UIView = window
            for index in 0..<count {
                parent = addView(to: parent, window.bounds, leaf: index == count - 1)
            }
        }
        let children = window.subviews
        mutationTarget = children.isEmpty ? nil : children[children.count / 2]
        home = mutationTarget?.frame ?? .zero
    }

    @discardableResult
    private func addView(to parent: UIView, _ rect: CGRect, leaf: Bool) -> UIView {
        let view = UIView(frame: rect)
        parent.addSubview(view)
        viewCount += 1
        if leaf && (leafRecognizers == .both || leafRecognizers == .tap) {
            view.addGestureRecognizer(UITapGestureRecognizer())
        }
        if leaf && (leafRecognizers == .both || leafRecognizers == .pan) {
            view.addGestureRecognizer(drag ? UIPanGestureRecognizer(target: self, action: Selector(BenchScene.dragView))
                                           : UIPanGestureRecognizer())
        }
        return view
    }

    /// SCENES.md's strips: at most ten a level, vertical at the top and alternating below.
    private func buildStrips(in parent: UIView, size: CGSize, leaves: Int, vertical: Bool) {
        let parts = min(10, leaves)
        let length = (vertical ? size.width : size.height) / CGFloat(parts)
        for part in 0..<parts {
            let share = leaves / parts + (part < leaves % parts ? 1 : 0)
            let rect = vertical
                ? CGRect(x: CGFloat(part) * length, y: 0, width: length, height: size.height)
                : CGRect(x: 0, y: CGFloat(part) * length, width: size.width, height: length)
            let view = addView(to: parent, rect, leaf: share <= 1)
            if share > 1 { buildStrips(in: view, size: rect.size, leaves: share, vertical: !vertical) }
        }
    }

    /// The pan's action with `drag`: the view follows the finger, as in a collage.
    private func dragView(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view, let parent = view.superview else { return }
        let translation = pan.translation(in: parent)
        guard translation != .zero else { return }
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        pan.setTranslation(.zero, in: parent)
        draggedFrames += 1
    }

    // MARK: Driving

    /// The next press point, drawn as SCENES.md says (two SplitMix64 draws, x then y), so that a
    /// gesture stays inside the window and both engines press the same points.
    public func nextPressPoint() -> CGPoint {
        let span = UInt64(max(1, 960 - moves * Int(step)))
        let x = 20 + points.next() % span
        return CGPoint(x: CGFloat(x), y: CGFloat(10 + points.next() % 980))
    }

    /// Whether the deepest view under `point` is a leaf; walked here from the frames, so that
    /// checking leaves the engine's hit-test caches exactly as the measured phases left them.
    public func hitsLeaf(_ point: CGPoint) -> Bool {
        var current: UIView = window, local = point
        while let child = current.subviews.last(where: { !$0.isHidden && $0.frame.contains(local) }) {
            local = CGPoint(x: local.x - child.frame.minX, y: local.y - child.frame.minY)
            current = child
        }
        return current !== window && current.subviews.isEmpty
    }

    /// Sends one frame in which every finger does `phase` at `point`, fingers 12 pt apart.
    public func send(_ phase: TouchSample.Phase, at point: CGPoint) {
        for index in frame.indices {
            frame[index].phase = phase
            frame[index].location = CGPoint(x: point.x, y: point.y + CGFloat(index) * 12)
        }
        try! screen.send(frame)
    }

    /// SCENES.md's mutation before a press: sets the root's middle child's frame, its width one
    /// less than built on even gestures when `changing`, else the frame it already has.
    public func mutate(gesture: Int, changing: Bool) {
        guard let target = mutationTarget else { return }
        let width = changing && gesture % 2 == 0 ? home.width - 1 : home.width
        target.frame = CGRect(x: home.minX, y: home.minY, width: width, height: home.height)
    }

    /// Moves the clock by one 240 Hz sample, with no timer due.
    public func tick() {
        screen.advance(by: 1.0 / 240)
    }

    /// What runs between gestures: one second on the clock, past every recognizer's timer.
    public func idle() {
        screen.advance(by: 1)
    }
}

/// SCENES.md's generator (SplitMix64), so that every run and both engines press the same points.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
