import Foundation
import Testing
@testable import OpenTouch

/// A layer class that logs its layout before handing it to the view, as UIKit's layer does.
@MainActor
private final class LoggingLayer: CALayer {
    static var log: CallbackLog?
    override func layoutSublayers() {
        LoggingLayer.log?.append("layer layoutSublayers")
        super.layoutSublayers()
    }
}

@MainActor
private final class LoggingLayerView: UIView {
    override class var layerClass: AnyClass { LoggingLayer.self }
    var log: CallbackLog?
    override func layoutSubviews() {
        log?.append("view layoutSubviews")
    }
}

/// Hears an animation start and stop, into a log.
@MainActor
private final class AnimationListener: CAAnimationDelegate {
    let log: CallbackLog
    init(_ log: CallbackLog) { self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag) \(CACurrentMediaTime())") }
}

#if os(Linux) && arch(x86_64)
/// glibc's size of a heap block, to weigh an object as the allocator does.
@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

@Suite("LYR: the layer tree, its geometry, transactions and animations")
@MainActor
struct LayerTreeTests {
    @Test("LYR-1 a view's layer's sublayers follow its subviews through every add, insert, reorder, exchange and remove, with layers of its own mixed in")
    func treeFollowsViews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        let own = CALayer()
        parent.layer.addSublayer(own)
        func order() -> [String] {
            (parent.layer.sublayers ?? []).map { layer in
                layer === a.layer ? "a" : layer === b.layer ? "b" : layer === c.layer ? "c" : layer === own ? "own" : "?"
            }
        }
        #expect(order() == ["a", "own"])
        #expect(a.layer.superlayer === parent.layer && own.superlayer === parent.layer)
        parent.addSubview(b)
        #expect(order() == ["a", "own", "b"], "addSubview puts the layer above every sublayer")
        parent.insertSubview(c, belowSubview: a)
        #expect(order() == ["c", "a", "own", "b"])
        parent.bringSubviewToFront(c)
        #expect(order() == ["a", "own", "b", "c"])
        parent.sendSubviewToBack(b)
        #expect(order() == ["b", "a", "own", "c"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, a, b])
        #expect(order() == ["c", "a", "own", "b"])
        parent.insertSubview(b, at: 1)
        #expect(parent.subviews == [c, b, a])
        #expect(order() == ["c", "b", "a", "own"], "just below the layer of the subview that follows")
        a.removeFromSuperview()
        #expect(order() == ["c", "b", "own"])
        #expect(a.layer.superlayer == nil)
        let other = UIView()
        other.addSubview(b)
        #expect(order() == ["c", "own"])
        #expect(b.layer.superlayer === other.layer)
        own.removeFromSuperlayer()
        #expect(order() == ["c"] && own.superlayer == nil)
        c.removeFromSuperview()
        #expect(parent.layer.sublayers == nil, "nil when empty, as in Core Animation")
    }

    @Test("LYR-1 layers of their own: insert at an index, below and above a sibling, replace, and no cycles")
    func ownLayers() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let root = CALayer(), x = CALayer(), y = CALayer(), z = CALayer(), w = CALayer()
        root.addSublayer(x)
        root.insertSublayer(y, at: 0)
        root.insertSublayer(z, above: y)
        #expect(root.sublayers == [y, z, x])
        root.insertSublayer(w, below: x)
        #expect(root.sublayers == [y, z, w, x])
        root.replaceSublayer(z, with: CALayer())
        #expect(root.sublayers?.count == 4 && z.superlayer == nil)
        x.addSublayer(root)
        #expect(reports.map(\.kind) == [.invalidArgument], "a layer can't contain its own ancestor")
        #expect(root.superlayer == nil)
    }

    @Test("LYR-1 moving a view's layer by hand is refused and reported; both trees stay as they were")
    func viewLayersMoveWithTheirViews() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let parent = UIView(), child = UIView(), stranger = CALayer()
        parent.addSubview(child)
        stranger.addSublayer(child.layer)
        child.layer.removeFromSuperlayer()
        #expect(reports.count == 2)
        #expect(child.layer.superlayer === parent.layer && stranger.sublayers == nil)
    }

    @Test("LYR-1 a view whose layer nothing reads has none: plain views in a window cost no layer")
    func layersAreMadeWhenRead() {
        let scene = Scene()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.window.addSubview(plain)
        scene.screen.tap(at: .at(10, 10))
        #expect(plain.layerStorage == nil)
        _ = plain.layer.cornerRadius
        #expect(plain.layerStorage != nil)
    }

    #if os(Linux) && arch(x86_64)
    @Test("LYR-1 a view whose layer nothing reads takes the heap block it took before views had layer trees: 408 bytes")
    func viewCostsNoMore() {
        // 408 is what `UIView(frame: .zero)` took at commit 2f7aceb, before layers and drawing
        // (glibc, x86-64); the layer (a further block) is made only when read.
        let view = UIView(frame: .zero)
        #expect(mallocUsableSize(Unmanaged.passUnretained(view).toOpaque()) <= 408)
        #expect(view.layerStorage == nil)
    }
    #endif

    @Test("LYR-2 moving the anchor point moves the frame, keeps the position, and touches follow the view")
    func anchorPoint() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(card.layer.position == .at(150, 125))
        card.layer.anchorPoint = .at(0, 0)
        #expect(card.center == .at(150, 125))
        #expect(card.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(card.layer.frame == card.frame)
        scene.screen.tap(at: .at(110, 110))   // inside the old frame only
        scene.screen.tap(at: .at(240, 170))   // inside the new frame only
        #expect(scene.log.take() == ["window began 1", "window ended 1", "card began 1", "card ended 1"])
        // A rotation now turns about the top left corner.
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = card.convert(CGPoint.at(0, 0), to: scene.window)
        #expect(abs(corner.x - 150) < 1e-9 && abs(corner.y - 125) < 1e-9)
        let far = card.convert(CGPoint.at(100, 0), to: scene.window)
        #expect(abs(far.x - 150) < 1e-9 && abs(far.y - 225) < 1e-9)
        card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(card.center == .at(0, 0), "the frame setter places the anchor point")
    }

    @Test("LYR-2 a view's layer's transform is the view's; depth is kept but moves no touch")
    func transform3D() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        view.layer.transform = turned
        #expect(!CATransform3DIsAffine(view.layer.transform))
        #expect(view.layer.transform == turned, "kept whole")
        #expect(view.transform == CATransform3DGetAffineTransform(view.layer.transform))
        let t = CATransform3DMakeTranslation(5, 6, 7)
        let product = CATransform3DConcat(turned, CATransform3DInvert(turned))
        #expect(abs(product.m11 - 1) < 1e-12 && abs(product.m13) < 1e-12 && abs(product.m34) < 1e-12 && abs(product.m44 - 1) < 1e-12)
        #expect(abs(CATransform3DInvert(t).m41 + 5) < 1e-12 && abs(CATransform3DInvert(t).m43 + 7) < 1e-12)
    }

    @Test("LYR-3 a layer's hitTest takes the superlayer's point and answers the farthest sublayer; convert goes through anchor, transform and position")
    func layerHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 90, y: 90, width: 40, height: 40)   // sticks out of the card
        root.addSublayer(card)
        card.addSublayer(dot)
        #expect(root.hitTest(.at(60, 60)) === card)
        #expect(root.hitTest(.at(145, 145)) === dot)
        #expect(root.hitTest(.at(175, 175)) === dot, "outside the card, found since the card does not mask")
        card.masksToBounds = true
        #expect(root.hitTest(.at(175, 175)) === root)
        let cover = CALayer()
        cover.frame = root.bounds
        root.insertSublayer(cover, at: 0)
        #expect(root.hitTest(.at(60, 60)) === card, "the first sublayer is at the back")
        cover.zPosition = 1
        #expect(root.hitTest(.at(60, 60)) === cover, "a higher zPosition is in front")
        cover.removeFromSuperlayer()
        dot.isHidden = true
        #expect(root.hitTest(.at(145, 145)) === card)
        #expect(root.hitTest(.at(300, 300)) == nil)
        card.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        let p = card.convert(CGPoint.at(0, 0), to: root)
        #expect(p == .at(0, 0), "scaled about its middle (100, 100)")
        #expect(root.convert(CGPoint.at(0, 0), to: card) == .at(0, 0))
        #expect(card.convert(CGPoint.at(100, 100), to: nil) == .at(200, 200))
    }

    @Test("LYR-8 a view's layerClass makes its layer, and the layer's layoutSublayers runs the view's layoutSubviews")
    func layerClass() {
        let scene = Scene()
        let log = CallbackLog()
        LoggingLayer.log = log
        defer { LoggingLayer.log = nil }
        let view = LoggingLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.log = log
        #expect(view.layer is LoggingLayer && view.layer.delegate === view)
        scene.window.addSubview(view)
        scene.screen.advance(by: 0.01)
        #expect(log.take() == ["layer layoutSublayers", "view layoutSubviews"])
    }

    @Test("LYR-5 a transaction's completion runs after its implicit animation, on the application clock")
    func transactionCompletionAfterImplicitAnimation() {
        let scene = Scene()
        let ring = CAShapeLayer()
        scene.window.layer.addSublayer(ring)
        scene.screen.advance(by: 0.01)   // the implicit transaction of the addition commits
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { scene.log.append("completion at \(scene.screen.now)") }
        ring.strokeEnd = 0.5
        CATransaction.commit()
        #expect(ring.strokeEnd == 0.5, "the model value is the new one at once")
        #expect(ring.animationKeys() == ["strokeEnd"])
        #expect((ring.animation(forKey: "strokeEnd") as? CABasicAnimation)?.fromValue as? CGFloat == 1)
        scene.screen.advance(by: 0.39)
        #expect(scene.log.take().isEmpty)
        scene.screen.advance(by: 0.02)
        #expect(scene.log.take() == ["completion at 0.41000000000000003"])
        #expect(ring.animationKeys() == nil)
    }

    @Test("LYR-5 with actions disabled, or nothing animated, the completion runs at commit; a view's layer has no implicit animation")
    func completionAtCommit() {
        let scene = Scene()
        let ring = CAShapeLayer()
        scene.window.layer.addSublayer(ring)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { scene.log.append("completion") }
        ring.strokeEnd = 0.2
        #expect(ring.animationKeys() == nil)
        CATransaction.commit()
        #expect(scene.log.take() == ["completion"])

        let view = scene.view("v", CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setCompletionBlock { scene.log.append("view completion") }
        view.layer.opacity = 0.5
        CATransaction.commit()
        #expect(view.layer.animationKeys() == nil)
        #expect(scene.log.take() == ["view completion"])

        ring.actions = ["strokeEnd": NSNull()]
        ring.strokeEnd = 0.7
        #expect(ring.animationKeys() == nil, "NSNull turns the implicit animation off")
    }

    @Test("LYR-5 a UIView.animate block inside a transaction holds its completion until the block's animation ends")
    func transactionWaitsForViewAnimation() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.begin()
        CATransaction.setCompletionBlock { scene.log.append("transaction done") }
        UIView.animate(withDuration: 0.3, animations: { card.alpha = 0.5 }, completion: { _ in scene.log.append("animation done") })
        CATransaction.commit()
        #expect(scene.log.take().isEmpty)
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["animation done", "transaction done"])
    }

    @Test("LYR-6 an added animation leaves the model alone; its delegate hears start and stop on the clock, or stop false when removed")
    func explicitAnimation() {
        let scene = Scene()
        let knob = scene.view("knob", CGRect(x: 0, y: 0, width: 40, height: 40))
        let listener = AnimationListener(scene.log)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.beginTime = CACurrentMediaTime() + 0.5
        spin.delegate = listener
        CATransaction.begin()
        CATransaction.setCompletionBlock { scene.log.append("completion \(CACurrentMediaTime())") }
        knob.layer.add(spin, forKey: "spin")
        CATransaction.commit()
        #expect(knob.layer.animationKeys() == ["spin"] && knob.transform == .identity)
        scene.screen.advance(by: 0.4)
        #expect(scene.log.take().isEmpty)
        scene.screen.advance(by: 0.2)
        #expect(scene.log.take() == ["start 0.5"])
        scene.screen.advance(by: 1)
        #expect(scene.log.take() == ["stop true 1.5", "completion 1.5"])
        #expect(knob.layer.animationKeys() == nil)

        let again = CABasicAnimation(keyPath: "opacity")
        again.duration = 2
        again.repeatCount = 2
        again.autoreverses = true
        again.isRemovedOnCompletion = false
        again.delegate = listener
        knob.layer.add(again, forKey: "pulse")
        scene.screen.advance(by: 1)
        #expect(scene.log.take() == ["start 1.6"])
        knob.layer.removeAnimation(forKey: "pulse")
        #expect(scene.log.take() == ["stop false 2.6"], "removed before its 8 seconds")
        #expect(knob.layer.animationKeys() == nil)
    }

    @Test("LYR-6 a finished animation that is not removed on completion stays under its key; a new one under the same key stops it")
    func keepsAndReplaces() {
        let scene = Scene()
        let layer = CALayer()
        scene.window.layer.addSublayer(layer)
        let listener = AnimationListener(scene.log)
        let first = CABasicAnimation(keyPath: "position")
        first.duration = 0.2
        first.isRemovedOnCompletion = false
        first.delegate = listener
        layer.add(first, forKey: "move")
        scene.screen.advance(by: 0.3)
        #expect(layer.animationKeys() == ["move"] && layer.animation(forKey: "move") === first)
        let second = CABasicAnimation(keyPath: "position")
        second.duration = 1
        second.delegate = listener
        layer.add(second, forKey: "move")
        let third = CABasicAnimation(keyPath: "position")
        third.delegate = listener
        layer.add(third, forKey: "move")
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take() == ["start 0.0", "stop true 0.2", "stop false 0.3", "start 0.3", "stop true 0.55"],
                "the second never started; the third lasts the default 0.25 s")
    }

    @Test("LYR-6 a spring's settling duration follows its damping: a stiffer damping settles sooner")
    func springSettling() {
        let loose = CASpringAnimation(keyPath: "position.y")
        loose.damping = 5
        let firm = CASpringAnimation(keyPath: "position.y")
        firm.damping = 20   // critically damped for mass 1, stiffness 100
        #expect(loose.settlingDuration > firm.settlingDuration)
        #expect(firm.settlingDuration > 0.5 && firm.settlingDuration < 1.5)
        #expect(loose.settlingDuration > 2 && loose.settlingDuration < 4)
    }
}
