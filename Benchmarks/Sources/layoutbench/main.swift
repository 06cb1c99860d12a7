// layoutbench: OpenTouch's Auto Layout on the scenes of ../shared/peers/kiwi/LAYOUT_SCENES.md,
// built with the public API (views, anchors, NSLayoutConstraint), so that callgrind can count
// each phase against kiwi's (layout-compare.sh runs both in one go).
//
//   layoutbench <chain|grid|stack|nested> N [K] [swaps=1] [warmup=W] [frames]
//
// Phases, functions of their own for `--toggle-collect`:
//   layoutBuildPhase      make the views, activate every constraint, lay out, read every frame
//   layoutEditPhase       set the edited constraint's constant, lay out, read every frame
//   layoutRemoveAddPhase  deactivate one constraint of the middle view, activate another, lay out, read
//   layoutIdlePhase       a layout pass with nothing changed (`layoutIfNeeded()` on the window), K times
// The window's screen has a scale of 2^20, so that frames on its pixel grid equal the solver's
// values to the printed precision and the checksums can be compared with kiwi's.
import Foundation
import OpenTouch

enum Kind: String { case chain, grid, stack, nested }

struct Node { var parent: Int; var prev: Int; var last: Bool; var alongX: Bool }

@MainActor
final class Scene {
    let kind: Kind
    let n: Int
    var count = 0, cols = 0, rows = 0
    var nodes: [Node] = []
    var views: [UIView] = []
    var frames: [Double] = []
    var window: UIWindow!
    /// Held here: a window holds its scene weakly, as in UIKit.
    var windowScene: UIWindowScene!
    var edit: NSLayoutConstraint!
    var editBase: CGFloat = 0
    var swapA: NSLayoutConstraint!, swapB: NSLayoutConstraint!
    var swapped = false
    var constraints = 0

    init(kind: Kind, n: Int) {
        self.kind = kind
        self.n = n
        switch kind {
        case .chain, .stack: count = n
        case .grid:
            count = n
            cols = 1
            while cols * cols < n { cols += 1 }
            rows = (n + cols - 1) / cols
        case .nested:
            strips(parent: 0, leaves: n, alongX: true)
            count = nodes.count
        }
    }

    private func strips(parent: Int, leaves: Int, alongX: Bool) {
        let parts = min(10, leaves)
        var prev = -1
        for k in 0..<parts {
            let share = leaves / parts + (k < leaves % parts ? 1 : 0)
            nodes.append(Node(parent: parent, prev: prev, last: k == parts - 1, alongX: alongX))
            let me = nodes.count
            if share > 1 { strips(parent: me, leaves: share, alongX: !alongX) }
            prev = me
        }
    }

    func add(_ constraint: NSLayoutConstraint, priority: Float = 1000) {
        if priority < 1000 { constraint.priority = UILayoutPriority(priority) }
        constraint.isActive = true
        constraints += 1
    }

    func build() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100_000, height: 100_000), scale: 1_048_576)
        windowScene = UIWindowScene(screen: screen)
        window = UIWindow(windowScene: windowScene)
        views = (0...count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        window.addSubview(views[0])
        switch kind {
        case .chain, .grid, .stack:
            for view in views.dropFirst() { views[0].addSubview(view) }
        case .nested:
            for (index, node) in nodes.enumerated() { views[node.parent].addSubview(views[index + 1]) }
        }
        let root = views[0]
        add(root.leftAnchor.constraint(equalTo: window.leftAnchor))
        add(root.topAnchor.constraint(equalTo: window.topAnchor))
        switch kind {
        case .chain: buildChain(root)
        case .grid: buildGrid(root)
        case .stack: buildStack(root)
        case .nested: buildNested(root)
        }
        layOutAndRead()
    }

    private func buildChain(_ root: UIView) {
        let m = n / 2
        add(root.widthAnchor.constraint(equalToConstant: 48 * CGFloat(n)))
        add(root.heightAnchor.constraint(equalToConstant: 44))
        for i in 0..<n {
            let v = views[1 + i]
            if i == 0 {
                add(v.leftAnchor.constraint(equalTo: root.leftAnchor))
                editBase = 40
                edit = v.widthAnchor.constraint(equalToConstant: 40)
                add(edit, priority: 999)
            } else {
                let p = views[i]
                let a = v.leftAnchor.constraint(equalTo: p.rightAnchor, constant: 8)
                add(a)
                if i == m { swapA = a; swapB = v.leftAnchor.constraint(equalTo: p.leftAnchor, constant: 60) }
                add(v.widthAnchor.constraint(equalToConstant: 40))
            }
            add(v.topAnchor.constraint(equalTo: root.topAnchor))
            add(v.heightAnchor.constraint(equalToConstant: 44))
        }
    }

    private func buildGrid(_ root: UIView) {
        let target = max(n / 2, cols)
        editBase = 1000
        edit = root.widthAnchor.constraint(equalToConstant: 1000)
        add(edit, priority: 999)
        add(root.heightAnchor.constraint(equalToConstant: 52 * CGFloat(rows) - 8))
        for i in 0..<n {
            let r = i / cols, c = i % cols
            let v = views[1 + i]
            let left: UIView? = c > 0 ? views[i] : nil
            let above: UIView? = r > 0 ? views[1 + i - cols] : nil
            if let left { add(v.leftAnchor.constraint(equalTo: left.rightAnchor, constant: 8)) } else { add(v.leftAnchor.constraint(equalTo: root.leftAnchor)) }
            if let above {
                let a = v.widthAnchor.constraint(equalTo: above.widthAnchor)
                add(a)
                if i == target { swapA = a; swapB = v.widthAnchor.constraint(equalTo: above.widthAnchor, multiplier: 0.5) }
            } else {
                if let left { add(v.widthAnchor.constraint(equalTo: left.widthAnchor)) }
                if c == cols - 1 { add(v.rightAnchor.constraint(equalTo: root.rightAnchor)) }
            }
            if let above { add(v.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8)) } else { add(v.topAnchor.constraint(equalTo: root.topAnchor)) }
            add(v.heightAnchor.constraint(equalToConstant: 44))
        }
    }

    private func buildStack(_ root: UIView) {
        let m = n / 2
        add(root.widthAnchor.constraint(equalToConstant: 1000))
        editBase = 40 * CGFloat(n)
        edit = root.heightAnchor.constraint(equalToConstant: editBase)
        add(edit, priority: 999)
        for i in 0..<n {
            let v = views[1 + i]
            add(v.leftAnchor.constraint(equalTo: root.leftAnchor))
            add(v.rightAnchor.constraint(equalTo: root.rightAnchor))
            if i == 0 { add(v.topAnchor.constraint(equalTo: root.topAnchor)) } else { add(v.topAnchor.constraint(equalTo: views[i].bottomAnchor, constant: 8)) }
            add(v.heightAnchor.constraint(lessThanOrEqualToConstant: 44), priority: 250)
            let resist = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
            add(resist, priority: 750 - Float(n - 1 - i) / 64)
            if i == m {
                swapA = resist
                swapB = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
                swapB.priority = UILayoutPriority(800)
            }
            add(v.heightAnchor.constraint(greaterThanOrEqualToConstant: 22))
        }
        add(views[n].bottomAnchor.constraint(equalTo: root.bottomAnchor))
    }

    private func buildNested(_ root: UIView) {
        editBase = 1000
        edit = root.widthAnchor.constraint(equalToConstant: 1000)
        add(edit, priority: 999)
        add(root.heightAnchor.constraint(equalToConstant: 1000))
        let rootChildren = nodes.filter { $0.parent == 0 }.count
        var rootChild = 0
        for (i, node) in nodes.enumerated() {
            let v = views[1 + i], p = views[node.parent]
            let x = node.alongX
            func lead(_ view: UIView) -> NSLayoutConstraint.Attribute { x ? .left : .top }
            let leadA: NSLayoutConstraint.Attribute = x ? .left : .top, trailA: NSLayoutConstraint.Attribute = x ? .right : .bottom
            let sizeA: NSLayoutConstraint.Attribute = x ? .width : .height
            let crossLeadA: NSLayoutConstraint.Attribute = x ? .top : .left, crossTrailA: NSLayoutConstraint.Attribute = x ? .bottom : .right
            if node.prev < 0 {
                add(NSLayoutConstraint(item: v, attribute: leadA, relatedBy: .equal, toItem: p, attribute: leadA, multiplier: 1, constant: 4))
            } else {
                let q = views[node.prev]
                add(NSLayoutConstraint(item: v, attribute: leadA, relatedBy: .equal, toItem: q, attribute: trailA, multiplier: 1, constant: 4))
                let a = NSLayoutConstraint(item: v, attribute: sizeA, relatedBy: .equal, toItem: q, attribute: sizeA, multiplier: 1, constant: 0)
                add(a)
                if node.parent == 0 && rootChild == rootChildren / 2 {
                    swapA = a
                    swapB = NSLayoutConstraint(item: v, attribute: sizeA, relatedBy: .equal, toItem: q, attribute: sizeA, multiplier: 2, constant: 0)
                }
            }
            if node.last { add(NSLayoutConstraint(item: v, attribute: trailA, relatedBy: .equal, toItem: p, attribute: trailA, multiplier: 1, constant: -4)) }
            add(NSLayoutConstraint(item: v, attribute: crossLeadA, relatedBy: .equal, toItem: p, attribute: crossLeadA, multiplier: 1, constant: 4))
            add(NSLayoutConstraint(item: v, attribute: crossTrailA, relatedBy: .equal, toItem: p, attribute: crossTrailA, multiplier: 1, constant: -4))
            if node.parent == 0 { rootChild += 1 }
        }
    }

    func layOutAndRead() {
        window.layoutIfNeeded()
        frames.removeAll(keepingCapacity: true)
        for view in views {
            let f = view.frame
            frames += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
        }
    }

    func setEdit(_ value: CGFloat) {
        edit.constant = value
        layOutAndRead()
    }

    func removeAdd() {
        (swapped ? swapB : swapA).isActive = false
        (swapped ? swapA : swapB).isActive = true
        swapped.toggle()
        layOutAndRead()
    }

    func editValue(_ k: Int) -> CGFloat { editBase + (k % 2 == 0 ? 10 : -10) }
    var checksum: Double { frames.reduce(0, +) }
}

@inline(never) @MainActor func layoutBuildPhase(_ s: Scene) { s.build() }
@inline(never) @MainActor func layoutEditPhase(_ s: Scene, _ value: CGFloat) { s.setEdit(value) }
@inline(never) @MainActor func layoutRemoveAddPhase(_ s: Scene) { s.removeAdd() }
@inline(never) @MainActor func layoutIdlePhase(_ s: Scene) { s.window.layoutIfNeeded() }
@inline(never) @MainActor func layoutWarmup(_ kind: Kind, _ n: Int, _ swaps: Int) {
    let s = Scene(kind: kind, n: n)
    s.build()
    for k in 0..<2 { s.setEdit(s.editValue(k)) }
    for _ in 0..<swaps { s.removeAdd() }
    NSLayoutConstraint.deactivate(s.views.flatMap(\.constraints) + s.window.constraints)
}

@MainActor func run() -> Int32 {
    let args = CommandLine.arguments
    let usage = "usage: layoutbench <chain|grid|stack|nested> N [K] [swaps=1] [warmup=W] [frames]\n"
    guard args.count >= 3, let kind = Kind(rawValue: args[1]), let n = Int(args[2]), n >= 4 else {
        FileHandle.standardError.write(Data(usage.utf8))
        return 2
    }
    var k = 10, swaps = 1, warm = n, printFrames = false
    for (index, arg) in args.dropFirst(3).enumerated() {
        if arg.hasPrefix("warmup="), let value = Int(arg.dropFirst(7)) { warm = value }
        else if arg.hasPrefix("swaps="), let value = Int(arg.dropFirst(6)) { swaps = value }
        else if arg == "frames" { printFrames = true }
        else if index == 0, let value = Int(arg) { k = value }
        else { FileHandle.standardError.write(Data("layoutbench: unknown argument \(arg)\n\(usage)".utf8)); return 2 }
    }
    if warm > 0 { layoutWarmup(kind, warm, swaps) }
    let s = Scene(kind: kind, n: n)
    func dump(_ stage: String) {
        guard printFrames else { return }
        for i in 0..<(s.frames.count / 4) {
            print(String(format: "frame %@ %d %.3f %.3f %.3f %.3f", stage, i, s.frames[4 * i], s.frames[4 * i + 1], s.frames[4 * i + 2], s.frames[4 * i + 3]))
        }
    }
    let start = Date()
    layoutBuildPhase(s)
    let buildMs = Date().timeIntervalSince(start) * 1000
    let csBuild = s.checksum
    dump("build")
    var editMs: [Double] = []
    for step in 0..<k {
        let t = Date()
        layoutEditPhase(s, s.editValue(step))
        editMs.append(Date().timeIntervalSince(t) * 1000)
    }
    let csEdit = s.checksum
    dump("edit")
    var swapMs: [Double] = [], csSwap = 0.0
    for step in 0..<swaps {
        let t = Date()
        layoutRemoveAddPhase(s)
        swapMs.append(Date().timeIntervalSince(t) * 1000)
        if step == 0 { csSwap = s.checksum; dump("swap") }
    }
    for _ in 0..<k { layoutIdlePhase(s) }
    func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
    print(String(format: "scene=%@ N=%d views=%d constraints=%d K=%d swaps=%d warmup=%d | build %.3f ms | edit med %.1f us | remove+add med %.1f us",
                 kind.rawValue, n, s.count + 1, s.constraints, k, swaps, warm, buildMs, median(editMs) * 1000, median(swapMs) * 1000))
    print(String(format: "RESULT engine=opentouch scene=%@ n=%d k=%d swaps=%d views=%d constraints=%d build=%.3f edit=%.3f swap=%.3f checksum=%.3f",
                 kind.rawValue, n, k, swaps, s.count + 1, s.constraints, csBuild, csEdit, csSwap, s.checksum))
    return 0
}

exit(MainActor.assumeIsolated { run() })
