import Foundation
import Testing
@testable import OpenTouch

@Suite("ANI: in-flight values, curves and springs, property animators")
@MainActor
struct PropertyAnimatorTests {
    /// The card's centre on screen now.
    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    @Test("ANI-1 ANI-2 UIView.animate: the model value at once, the presentation layer on the way along the curve, hit-testing on the model")
    func presentationAlongTheCurve() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = scene.screen.now
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear, .allowUserInteraction]) { card.center.x = 250 }
        #expect(card.center.x == 250 && shown(card).x == 50, "the model moved, the screen has not yet")
        scene.screen.advance(by: start + 0.1 - scene.screen.now)
        #expect(abs(shown(card).x - 100) < 1e-6, "a quarter of the time, a quarter of the way (linear)")
        // Hit-testing reads the model: a touch where the card is drawn now misses it.
        scene.screen.tap(at: .at(100, 50))
        #expect(scene.log.take() == ["window began 1", "window ended 1"])
        scene.screen.tap(at: .at(250, 50))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
        scene.screen.advance(by: start + 0.4 - scene.screen.now)
        #expect(shown(card).x == 250)

        // Ease in and out: slower than linear at a quarter, the same at half.
        let eased = scene.view("eased", CGRect(x: 0, y: 200, width: 100, height: 100))
        let t0 = scene.screen.now
        UIView.animate(withDuration: 1) { eased.alpha = 0 }
        scene.screen.advance(by: t0 + 0.25 - scene.screen.now)
        let quarter = eased.layer.presentation()!.opacity
        scene.screen.advance(by: t0 + 0.5 - scene.screen.now)
        let half = eased.layer.presentation()!.opacity
        #expect(quarter > 0.75 && abs(half - 0.5) < 1e-3, "opacity \(quarter) at a quarter, \(half) at half")
    }

    @Test("ANI-2 two animations of one property add up, each from where the view was; a layer never shown has no presentation")
    func additiveAnimations() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = scene.screen.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.center.x = 150 }
        scene.screen.advance(by: start + 0.5 - scene.screen.now)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.center.x = 50 }
        // Halfway through the first (100 → 150 shown at 100) and at the start of the second.
        #expect(abs(shown(card).x - 100) < 1e-6)
        scene.screen.advance(by: 0.5)
        // The first has ended (+0); the second is halfway back from 150 to 50.
        #expect(abs(shown(card).x - 100) < 1e-6)
        scene.screen.advance(by: 0.5)
        #expect(shown(card).x == 50)
        #expect(CALayer().presentation() == nil)
        #expect(UIView(frame: .zero).layer.presentation() == nil)
    }

    @Test("ANI-3 a spring below critical damping overshoots its end; a critically damped one does not; a basic animation's presentation follows its timing function")
    func springsAndBasicAnimations() {
        let scene = Scene()
        let bouncy = scene.view("bouncy", CGRect(x: 0, y: 0, width: 10, height: 10))
        let firm = scene.view("firm", CGRect(x: 0, y: 20, width: 10, height: 10))
        let start = scene.screen.now
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: []) { bouncy.center.x = 105 }
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) { firm.center.x = 105 }
        var bouncyMost: CGFloat = 0, firmMost: CGFloat = 0
        for step in 1...100 {
            scene.screen.advance(by: start + Double(step) / 100 - scene.screen.now)
            bouncyMost = max(bouncyMost, shown(bouncy).x)
            firmMost = max(firmMost, shown(firm).x)
        }
        #expect(bouncyMost > 120, "overshoots: \(bouncyMost)")
        #expect(firmMost <= 105 + 1e-6, "never past the end: \(firmMost)")
        #expect(shown(bouncy).x == 105 && shown(firm).x == 105)

        let dot = CALayer()
        dot.position = CGPoint(x: 0, y: 0)
        scene.window.layer.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 1
        let t0 = scene.screen.now
        dot.add(move, forKey: "move")
        scene.screen.advance(by: t0 + 0.3 - scene.screen.now)
        #expect(abs(dot.presentation()!.position.x - 30) < 1e-6, "linear when no timing function is set")
        #expect(dot.position.x == 0, "the model value stays what code set")
    }

    @Test("ANI-4 an animator paused and scrubbed moves the views on screen; started, it runs the rest and finishes at the end")
    func scrubThenRun() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 250 }
        animator.addCompletion { log.append("completion \($0 == .end ? "end" : "other")") }
        #expect(animator.state == .inactive && !animator.isRunning && card.center.x == 50, "nothing runs before it starts")
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(card.center.x == 250 && shown(card).x == 150)
        animator.fractionComplete = 0.25
        #expect(shown(card).x == 100 && animator.fractionComplete == 0.25)
        let start = scene.screen.now
        animator.startAnimation()
        #expect(animator.isRunning)
        scene.screen.advance(by: start + 0.375 - scene.screen.now)
        #expect(abs(animator.fractionComplete - 0.625) < 1e-6 && abs(shown(card).x - 175) < 1e-6)
        scene.screen.advance(by: start + 0.76 - scene.screen.now)
        #expect(log == ["completion end"] && animator.state == .inactive && shown(card).x == 250)
    }

    @Test("ANI-4 reversed while running it goes back from where it is and finishes at the start, with the start values")
    func reversed() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.addCompletion { log.append($0) }
        let start = scene.screen.now
        animator.startAnimation()
        scene.screen.advance(by: start + 0.6 - scene.screen.now)
        animator.isReversed = true
        scene.screen.advance(by: 0.3)
        #expect(abs(card.layer.presentation()!.opacity - 0.7) < 1e-4 && log.isEmpty)
        scene.screen.advance(by: 0.31)
        #expect(log == [.start] && card.alpha == 1 && animator.state == .inactive)
    }

    @Test("ANI-5 stopAnimation(false) leaves the views where they are on screen and waits; finishAnimation(at:) ends it with its completions; stopAnimation(true) runs none")
    func stopAndFinish() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 250 }
        animator.addCompletion { log.append($0) }
        let start = scene.screen.now
        animator.startAnimation()
        scene.screen.advance(by: start + 0.5 - scene.screen.now)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && abs(card.center.x - 150) < 1e-6 && abs(shown(card).x - 150) < 1e-6 && log.isEmpty)
        scene.screen.advance(by: 1)
        #expect(log.isEmpty, "a stopped animator never ends by itself")
        animator.finishAnimation(at: .end)
        #expect(log == [.end] && card.center.x == 250 && animator.state == .inactive)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 50 }
        other.addCompletion { log.append($0) }
        let t0 = scene.screen.now
        other.startAnimation()
        scene.screen.advance(by: t0 + 0.25 - scene.screen.now)
        other.stopAnimation(true)
        #expect(other.state == .inactive && abs(card.center.x - 200) < 1e-6 && log == [.end], "stopped without finishing: no completion")
    }

    @Test("ANI-4 pausesOnCompletion keeps it active at the end; calls the state does not allow are reported and change nothing")
    func pausesOnCompletionAndReports() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { card.center.y = 300 }
        animator.pausesOnCompletion = true
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        scene.screen.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && log.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(reports.map(\.kind) == [.illegalStateTransition] && animator.state == .active && log.isEmpty)
        animator.isInterruptible = false
        #expect(reports.count == 2)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(log == [.current] && card.center.y == 300)
    }

    @Test("ANI-4 an animation added while it runs starts where the animator is and takes what is left; runningPropertyAnimator blocks touches without .allowUserInteraction (HIT-10)")
    func addedLateAndRunningAnimator() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = scene.view("badge", CGRect(x: 200, y: 200, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        let start = scene.screen.now
        animator.startAnimation()
        scene.screen.advance(by: start + 0.5 - scene.screen.now)
        animator.addAnimations { badge.alpha = 0 }
        #expect(badge.layer.presentation()!.opacity == 1)
        scene.screen.advance(by: 0.25)
        #expect(abs(badge.layer.presentation()!.opacity - 0.5) < 1e-4, "halfway through what was left")
        scene.screen.advance(by: 0.3)

        var done: [UIViewAnimatingPosition] = []
        let t0 = scene.screen.now
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.1, options: [], animations: { card.center.y = 60 },
                                                       completion: { done.append($0) })
        scene.screen.tap(at: .at(150, 60))
        #expect(scene.log.take() == ["window began 1", "window ended 1"])
        scene.screen.advance(by: t0 + 0.41 - scene.screen.now)
        #expect(done == [.end])
        scene.screen.tap(at: .at(150, 60))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
    }

    /// Calls a closure for each action of a recognizer.
    private final class Handler: NSObject {
        let body: (UIPanGestureRecognizer) -> Void
        init(_ body: @escaping (UIPanGestureRecognizer) -> Void) { self.body = body }
        func handle(_ pan: UIPanGestureRecognizer) { body(pan) }
    }

    @Test("ANI-5 a finger on the moving card's container pauses the animator where the card is shown, scrubs it, and lets it go on from there")
    func interruptedByTouch() {
        let scene = Scene()
        let container = scene.view("container", scene.window.bounds)
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100), in: container)
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.y = 350 }
        animator.addCompletion { log.append("completion \($0 == .end ? "end" : "start")") }
        let handler = Handler { pan in
            switch pan.state {
            case .began:
                animator.pauseAnimation()
                log.append(String(format: "paused at %.2f", animator.fractionComplete))
            case .changed:
                animator.fractionComplete = min(1, max(0, 0.5 + pan.translation(in: container).y / 300))
            case .ended:
                log.append(String(format: "let go at %.2f", animator.fractionComplete))
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            default: break
            }
        }
        let pan = UIPanGestureRecognizer(target: handler, action: Selector(Handler.handle))
        container.addGestureRecognizer(pan)
        let start = scene.screen.now
        animator.startAnimation()
        scene.screen.advance(by: start + 0.5 - scene.screen.now)
        #expect(abs(shown(card).y - 200) < 1e-6, "drawn halfway")
        scene.screen.drag(from: .at(50, 200), to: .at(50, 260), duration: 0.2, steps: 4)
        // The pan begins at the first move past its slop, 0.05 s into the drag.
        #expect(log == ["paused at 0.55", "let go at 0.70"])
        #expect(animator.isRunning && abs(shown(card).y - 260) < 1e-6)
        scene.screen.advance(by: 0.31)
        #expect(log.last == "completion end" && shown(card).y == 350)
        _ = handler
    }

    @Test("LYR-5 ANI-1 inside an animation block a view's layer hands out a basic animation with the block's duration and curve for an animatable key; outside, none")
    func layerActionInsideBlock() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(card.layer.action(forKey: "backgroundColor") == nil)
        var inside: CABasicAnimation?
        var custom: CAAction?
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn) {
            inside = card.layer.action(forKey: "backgroundColor") as? CABasicAnimation
            custom = card.layer.action(forKey: "radius")
            card.alpha = 0.5
        }
        #expect(inside?.duration == 0.3 && inside?.keyPath == "backgroundColor" && custom == nil)
        var points: [Float] = [0, 0]
        inside?.timingFunction?.getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0], "the ease-in curve's first control point")
    }

    @Test("LYR-5 a view's layer asks the view, its delegate: a subclass's action(for:forKey:) answers, NSNull means none, nil lets the layer look further")
    func viewAnswersItsLayersActions() {
        final class Glowing: UIView {
            var asked: [String] = []
            override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                asked.append(event)
                if event == "shadowOpacity" { return CABasicAnimation(keyPath: event) }
                return super.action(for: layer, forKey: event)
            }
        }
        let scene = Scene()
        let glow = Glowing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scene.window.addSubview(glow)
        let own = glow.layer.action(forKey: "shadowOpacity") as? CABasicAnimation
        #expect(own?.keyPath == "shadowOpacity")
        #expect(glow.layer.action(forKey: "opacity") == nil, "outside a block UIView answers NSNull, which the layer turns into none")
        #expect(glow.asked == ["shadowOpacity", "opacity"])
        let free = CALayer()
        #expect((free.action(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity", "a layer without a delegate has its implicit animation")
    }

    @Test("ANI-7 keyframes pass through each value in turn over their shares of the time; the views hold touches for the whole animation; the completion runs at its end")
    func keyframes() {
        let scene = Scene()
        let card = scene.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var done: [Bool] = []
        let start = scene.screen.now
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0.1 }
        } completion: { done.append($0) }
        #expect(abs(card.alpha - 0.1) < 1e-6 && abs(card.layer.presentation()!.opacity - 1) < 1e-6)
        for (time, expected) in [(0.25, 0.75), (0.5, 0.5), (0.75, 0.3)] {
            scene.screen.advance(by: start + time - scene.screen.now)
            #expect(abs(Double(card.layer.presentation()!.opacity) - expected) < 1e-4, "at \(time) s: \(card.layer.presentation()!.opacity)")
        }
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["window began 1", "window ended 1"], "held for the whole animation")
        scene.screen.advance(by: start + 1.01 - scene.screen.now)
        #expect(done == [true])
        scene.screen.tap(at: .at(50, 50))
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
    }

    @Test("ANI-7 a transition with a view changes it at once and holds its touches for the time; a transition from a view to another swaps them in place, or hides and shows them")
    func viewTransitions() {
        let scene = Scene()
        let back = scene.view("back", CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = scene.view("front", CGRect(x: 0, y: 0, width: 100, height: 100), in: back)
        let other = scene.view("other", CGRect(x: 0, y: 0, width: 100, height: 100))
        other.removeFromSuperview()
        var done: [String] = []
        let start = scene.screen.now
        UIView.transition(with: back, duration: 0.3, options: .transitionFlipFromLeft) { front.alpha = 0.5 } completion: { _ in done.append("flip") }
        #expect(front.alpha == 0.5 && abs(front.layer.presentation()!.opacity - 0.5) < 1e-6, "no property animation inside a transition")
        scene.screen.tap(at: .at(150, 150))
        #expect(scene.log.take() == ["window began 1", "window ended 1"])
        scene.screen.advance(by: start + 0.31 - scene.screen.now)
        #expect(done == ["flip"])
        UIView.transition(from: front, to: other, duration: 0.2, options: .transitionCrossDissolve) { _ in done.append("swap") }
        #expect(other.superview === back && front.superview == nil && back.subviews.last === other)
        scene.screen.advance(by: 0.21)
        UIView.transition(from: other, to: front, duration: 0.2, options: [.showHideTransitionViews]) { _ in done.append("hide") }
        #expect(other.isHidden && !front.isHidden && other.superview === back)
        scene.screen.advance(by: 0.21)
        #expect(done == ["flip", "swap", "hide"])
    }
}
