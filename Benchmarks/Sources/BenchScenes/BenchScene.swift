import Foundation
import OpenTouch

/// A scene shaped like the Qt Quick peer's (`../shared/peers/qtquick`): a 1000×1000 window with
/// `flat` (N tiled siblings), `tree` (a 10-way tree tiled over the window, N leaves) or `deep`
/// (a chain of N full-size views); every leaf has a tap and a pan recognizer, the equivalent of
/// Qt's `tapdrag`.
@MainActor
public final class BenchScene {
    public enum Topology: String, CaseIterable, Sendable {
        case flat, tree, deep
    }

    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    public let screen: TouchScreen
    public private(set) var viewCount = 0
    private var random = SplitMix64(seed: 42)
    /// Its own generator, so that the press points are the same with and without changes.
    private var changes = SplitMix64(seed: 7)
    private var leaves: [UIView] = []
    /// One reusable frame of samples, so that driving the screen allocates nothing itself.
    private var frame: [TouchSample]

    public init(_ topology: Topology, count: Int, fingers: Int = 1) {
        screen = TouchScreen(window: window)
        window.makeKeyAndVisible()
        frame = (1...fingers).map { TouchSample(finger: $0, phase: .down, location: .zero) }
        switch topology {
        case .flat:
            let side = Int(Double(count).squareRoot().rounded(.up))
            let cell = 1000 / CGFloat(side)
            for index in 0..<count {
                addLeaf(to: window, CGRect(x: CGFloat(index % side) * cell, y: CGFloat(index / side) * cell, width: cell, height: cell))
            }
        case .tree:
            buildTree(in: window, rect: window.bounds, leaves: count, vertical: true)
        case .deep:
            var parent: UIView = window
            for index in 0..<count {
                let view = UIView(frame: window.bounds)
                parent.addSubview(view)
                viewCount += 1
                if index == count - 1 { addRecognizers(to: view) }
                parent = view
            }
        }
    }

    private func addLeaf(to parent: UIView, _ rect: CGRect) {
        let view = UIView(frame: rect)
        parent.addSubview(view)
        viewCount += 1
        leaves.append(view)
        addRecognizers(to: view)
    }

    private func addRecognizers(to view: UIView) {
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(UIPanGestureRecognizer())
    }

    /// Ten strips per level, alternating direction, until a strip holds one leaf.
    private func buildTree(in parent: UIView, rect: CGRect, leaves: Int, vertical: Bool) {
        let parts = min(10, leaves)
        let size = vertical ? rect.width / CGFloat(parts) : rect.height / CGFloat(parts)
        for part in 0..<parts {
            let share = leaves / parts + (part < leaves % parts ? 1 : 0)
            let local = vertical
                ? CGRect(x: CGFloat(part) * size, y: 0, width: size, height: rect.height)
                : CGRect(x: 0, y: CGFloat(part) * size, width: rect.width, height: size)
            if share <= 1 {
                addLeaf(to: parent, local)
            } else {
                let node = UIView(frame: local)
                parent.addSubview(node)
                viewCount += 1
                buildTree(in: node, rect: node.bounds, leaves: share, vertical: !vertical)
            }
        }
    }

    // MARK: Driving

    /// A random point, as the peer program chooses its press points.
    public func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat(random.next() % 900) + 20, y: CGFloat(random.next() % 980) + 10)
    }

    /// Sends one frame in which every finger does `phase` at `point`, fingers 12 pt apart.
    public func send(_ phase: TouchSample.Phase, at point: CGPoint) {
        for index in frame.indices {
            frame[index].phase = phase
            frame[index].location = CGPoint(x: point.x, y: point.y + CGFloat(index) * 12)
        }
        try! screen.send(frame)
    }

    /// Moves one leaf, chosen at random, by up to 8 pt: what a drag among many siblings does to
    /// its dragged view every frame.
    public func moveOneLeaf() {
        guard !leaves.isEmpty else { return }
        let leaf = leaves[Int(changes.next() % UInt64(leaves.count))]
        let dx = CGFloat(changes.next() % 17) - 8, dy = CGFloat(changes.next() % 17) - 8
        leaf.center = CGPoint(x: leaf.center.x + dx, y: leaf.center.y + dy)
    }

    /// Moves the clock by one 240 Hz sample.
    public func tick() {
        screen.advance(by: 1.0 / 240)
    }
}

/// A small seeded generator, so that every run presses the same points.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
