import Foundation
import Testing
@testable import OpenTouch

@Suite("Auto Layout: constraints place views, and touches land where they put them (LAY-1..6)")
@MainActor
struct ConstraintLayoutTests {
    /// A 390 × 844 window, shown, and its screen.
    private func scene() -> (UIWindow, TouchScreen) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return (window, TouchScreen(window: window))
    }

    @Test("LAY-1 LAY-2 anchors place views in the window's frame, nested views in their superview's, and the first touch hits them there")
    func anchorsPlaceViews() {
        let (window, screen) = scene()
        let card = UIView(), button = UIButton(type: .system)
        card.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        card.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
            button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            button.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(card.frame == .zero, "nothing moves before layout")
        screen.tap(at: CGPoint(x: 195, y: 268))
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
        #expect(isClose(button.frame, CGRect(x: 263.0 / 3, y: 146, width: 175, height: 44)), "87.5 on the 3× pixel grid (LAY-2)")
        #expect(taps == 1, "the layout pass ran before the touch was hit-tested")
        #expect(window.constraints.count == 3 && card.constraints.count == 4 && button.constraints.count == 1,
                "each held by its items' nearest common ancestor; a constant one by its view")
    }

    @Test("LAY-4 LAY-5 a constant changed in a touch handler moves the view before the next touch")
    func constantMovesBeforeNextTouch() {
        let (window, screen) = scene()
        let drawer = UIView()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(drawer)
        let top = drawer.topAnchor.constraint(equalTo: window.topAnchor, constant: 700)
        NSLayoutConstraint.activate([top, drawer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     drawer.widthAnchor.constraint(equalTo: window.widthAnchor), drawer.heightAnchor.constraint(equalToConstant: 400)])
        let handle = UIButton(type: .custom)
        handle.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        drawer.addSubview(handle)
        handle.addAction(UIAction { _ in top.constant = top.constant == 700 ? 444 : 700 }, for: .touchUpInside)
        screen.runLayoutPass()
        #expect(drawer.frame.minY == 700)
        screen.tap(at: CGPoint(x: 100, y: 720))
        #expect(drawer.frame.minY == 700, "not yet: the pass runs before the next event")
        screen.advance(by: 0.01)
        #expect(drawer.frame.minY == 444)
        screen.tap(at: CGPoint(x: 100, y: 460))
        screen.advance(by: 0.01)
        #expect(drawer.frame.minY == 700, "the second tap found the handle where the constraint had put it")
    }

    @Test("LAY-3 intrinsic sizes with hugging and compression resistance: the label hugs, the field takes the rest; the stronger resistance wins a squeeze")
    func intrinsicSizes() {
        let (window, screen) = scene()
        let label = UILabel(), field = UIView()
        label.text = "Name"              // 17 pt: 4 × 9.35 → 38 wide, 21 high
        label.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.runLayoutPass()
        #expect(label.frame == CGRect(x: 16, y: 100, width: 38, height: 21))
        #expect(isClose(field.frame, CGRect(x: 62, y: 287.0 / 3, width: 312, height: 30)), "centred at 95.5, on the pixel grid")
        // A longer text grows the label; the field gives way.
        label.text = "Full name"
        screen.runLayoutPass()
        #expect(label.frame.width == 85 && field.frame.minX == 109)
        // Squeezed into 60 points, the label's compression resistance (750) loses to a required width.
        let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
        squeeze.isActive = true
        screen.runLayoutPass()
        #expect(label.frame.width == 60)
        squeeze.isActive = false
        screen.runLayoutPass()
        #expect(label.frame.width == 85)
    }

    @Test("LAY-6 unsatisfiable required constraints: UIKit's message, the conflicting ones listed, one broken, the rest laid out")
    func unsatisfiable() {
        let (window, screen) = scene()
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        wide.identifier = "wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        NSLayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leftAnchor.constraint(equalTo: window.leftAnchor), box.topAnchor.constraint(equalTo: window.topAnchor)])
        screen.runLayoutPass()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(reports.map(\.kind) == [.unsatisfiableConstraints])
        let message = reports.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("<NSLayoutConstraint 'wide' box.width == 100   (active)>"))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'narrow' box.width == 50   (active)>"))
        // Views in different trees have no common ancestor: a programming error UIKit reports.
        let stray = UIView()
        box.widthAnchor.constraint(equalTo: stray.widthAnchor).isActive = true
        #expect(reports.last?.kind == .invalidArgument && reports.last!.message.contains("no common ancestor"))
    }

    @Test("LAY-1 removing a view deactivates its constraints to the rest, keeps those inside it; a required/optional priority flip is refused")
    func removalDeactivates() {
        let (window, screen) = scene()
        let panel = UIView(), inner = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        panel.addSubview(inner)
        let outer = [panel.topAnchor.constraint(equalTo: window.topAnchor), panel.leftAnchor.constraint(equalTo: window.leftAnchor),
                     panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 100)]
        let inside = [inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5), inner.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 5),
                      inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate(outer + inside)
        screen.runLayoutPass()
        panel.removeFromSuperview()
        #expect(outer.filter(\.isActive).count == 2 && inside.allSatisfy(\.isActive), "the two to the window went; size and inner stay")
        panel.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 10, height: 10), "a detached tree lays out on its own")
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        inside[2].priority = .defaultHigh
        #expect(inside[2].priority == .required && reports.map(\.kind) == [.invalidArgument])
    }

    @Test("LAY-4 updateConstraints runs before layout, subviews first, once per request")
    func updateConstraintsCycle() {
        final class Badge: UIView {
            static var log: [String] = []
            let name: String
            var width: NSLayoutConstraint?
            init(_ name: String) { self.name = name; super.init(frame: .zero); translatesAutoresizingMaskIntoConstraints = false }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                Badge.log.append("update \(name)")
                if width == nil { width = widthAnchor.constraint(equalToConstant: 30); width?.isActive = true }
                super.updateConstraints()
            }
            override func layoutSubviews() { Badge.log.append("layout \(name)"); super.layoutSubviews() }
        }
        let (window, screen) = scene()
        let outer = Badge("outer"), inner = Badge("inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([outer.heightAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 20),
                                     outer.leftAnchor.constraint(equalTo: window.leftAnchor), outer.topAnchor.constraint(equalTo: window.topAnchor),
                                     inner.leftAnchor.constraint(equalTo: outer.leftAnchor), inner.topAnchor.constraint(equalTo: outer.topAnchor)])
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        Badge.log = []
        screen.runLayoutPass()
        #expect(Array(Badge.log.prefix(2)) == ["update inner", "update outer"])
        #expect(outer.frame.width == 30 && inner.frame.width == 30)
        Badge.log = []
        screen.runLayoutPass()
        #expect(!Badge.log.contains { $0.hasPrefix("update") })
    }

    @Test("LAY-3 systemLayoutSizeFitting: a cell's content decides its height, at fitting priority or with a required width")
    func fitting() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UILabel()
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 79, height: 45))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 45))
        #expect(cell.frame.size == CGSize(width: 320, height: 44), "fitting does not resize the view")
    }

    @Test("LAY-3 controls' intrinsic sizes: a button's title and insets, a switch's 51 × 31, a slider's height")
    func controlSizes() {
        let (window, screen) = scene()
        let button = UIButton(type: .system), toggle = UISwitch(), slider = UISlider()
        button.setTitle("Save", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        for (index, view) in [button, toggle, slider].enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(100 * (index + 1))).isActive = true
        }
        slider.widthAnchor.constraint(equalToConstant: 200).isActive = true
        screen.runLayoutPass()
        #expect(button.frame.size == CGSize(width: 38 + 20, height: 21 + 8), "4 × 9.35 → 38, a 17-point line, and the insets")
        #expect(toggle.frame.size == CGSize(width: 51, height: 31) && slider.frame.size == CGSize(width: 200, height: 31))
        button.setTitle("Save changes", for: .normal)
        screen.runLayoutPass()
        #expect(button.frame.width == CGFloat(113 + 20), "a new title resizes it at the next pass")
    }

    @Test("LAY-4 a controller's layout callbacks: updateViewConstraints before layout, viewWillLayoutSubviews before the solved frames, viewDidLayoutSubviews after")
    func controllerLayoutCallbacks() {
        final class Controller: UIViewController {
            var log: [String] = []
            let box = UIView()
            var width: NSLayoutConstraint?
            override func updateViewConstraints() {
                log.append("updateViewConstraints")
                if width == nil {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    width = box.widthAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([width!, box.heightAnchor.constraint(equalToConstant: 10),
                                                 box.leftAnchor.constraint(equalTo: view.leftAnchor), box.topAnchor.constraint(equalTo: view.topAnchor)])
                }
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() { log.append("will layout, box \(box.frame.width)") }
            override func viewDidLayoutSubviews() { log.append("did layout, box \(box.frame.width)") }
        }
        let (window, screen) = scene()
        let controller = Controller()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        controller.view.setNeedsUpdateConstraints()
        screen.runLayoutPass()
        #expect(controller.log == ["updateViewConstraints", "will layout, box 0.0", "did layout, box 100.0"])
    }

    @Test("LAY-9 autoresizing masks: a view not under constraints follows its superview's size by its flexible margins and sizes")
    func autoresizing() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretch.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 80, y: 70, width: 40, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        [stretch, pinnedRight, centred, fixed].forEach(container.addSubview)
        container.frame.size = CGSize(width: 300, height: 150)
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 40, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 130, y: 70, width: 40, height: 20))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        container.autoresizesSubviews = false
        container.frame.size = CGSize(width: 100, height: 100)
        #expect(stretch.frame.width == 280)
    }

    @Test("LAY-4 a constant changed inside UIView.animate, with layoutIfNeeded() in the block, moves the model frame at once; a touch finds the view there once it ends")
    func constantInsideAnimation() {
        let (window, screen) = scene()
        let banner = UIButton(type: .custom)
        banner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(banner)
        var taps = 0
        banner.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let top = banner.topAnchor.constraint(equalTo: window.topAnchor, constant: -100)
        NSLayoutConstraint.activate([top, banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     banner.widthAnchor.constraint(equalTo: window.widthAnchor), banner.heightAnchor.constraint(equalToConstant: 80)])
        screen.runLayoutPass()
        #expect(banner.frame.minY == -100)
        top.constant = 60
        UIView.animate(withDuration: 0.3) { window.layoutIfNeeded() }
        #expect(banner.frame.minY == 60, "the model value moves at once; the animation is the presentation's")
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0, "while it animates without .allowUserInteraction it takes no touches (HIT-10)")
        screen.advance(by: 0.4)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }

    @Test("LAY-6 hasAmbiguousLayout: a view with no width is ambiguous until one is given; views no constraint places are not")
    func ambiguity() {
        let (window, screen) = scene()
        let box = UIView(), plain = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        window.addSubview(plain)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: window.topAnchor), box.heightAnchor.constraint(equalToConstant: 20)])
        screen.runLayoutPass()
        #expect(box.hasAmbiguousLayout, "nothing decides its width")
        box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
        #expect(box.hasAmbiguousLayout, "at least 10 still leaves it free")
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        #expect(!box.hasAmbiguousLayout && !plain.hasAmbiguousLayout && !window.hasAmbiguousLayout)
    }

    @Test("LAY-6 exerciseAmbiguityInLayout moves an ambiguous view to another frame its constraints allow, and back; an unambiguous one stays")
    func exerciseAmbiguity() {
        let (window, screen) = scene()
        let box = UIView(), fixed = UIView()
        [box, fixed].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; window.addSubview($0) }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20), box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalToConstant: 40), box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            fixed.leadingAnchor.constraint(equalTo: window.leadingAnchor), fixed.topAnchor.constraint(equalTo: window.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.runLayoutPass()
        let before = box.frame
        #expect(before.minX == 20 && before.minY == 100 && before.height == 40 && before.width >= 50 && box.hasAmbiguousLayout)
        box.exerciseAmbiguityInLayout()
        let exercised = box.frame
        #expect(exercised.width == before.width + 100 && exercised.origin == before.origin && exercised.height == 40,
                "only the width is free, and it moves at once, every constraint still holding")
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.width == max(50, exercised.width - 100), "the other way, as far as width >= 50 allows")
        screen.runLayoutPass()
        #expect(box.frame.width == max(50, exercised.width - 100), "a layout pass keeps the frame the solver holds")
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("LAY-5 constraints that squeeze a view to a negative width give it that width, with no report, as UIKit's engine does")
    func negativeSize() {
        let (window, screen) = scene()
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let squeezed = UIView()
        squeezed.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(squeezed)
        NSLayoutConstraint.activate([
            squeezed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            squeezed.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 60),
            squeezed.topAnchor.constraint(equalTo: window.topAnchor), squeezed.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.runLayoutPass()
        #expect(LayoutEngine.engine(for: window).exactFrame(of: squeezed)?.size.width == -40)
        #expect(squeezed.frame.width == 40 && squeezed.frame.minX == 60, "a CGRect reads a negative width standardised")
        #expect(reports.isEmpty)
    }

    /// A sheet handle that follows the finger by changing its top constraint's constant.
    final class HandleView: UIView {
        var top: NSLayoutConstraint!
        var log: [String] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let superview else { return }
            let location = touch.location(in: superview), previous = touch.previousLocation(in: superview)
            top.constant += location.y - previous.y
            log.append("moved, frame.minY \(frame.minY), constant \(top.constant)")
        }
    }

    @Test("LAY-11 the trace says which layout pass moved a view under a finger, and which constraint change did it")
    func traceExplainsMoves() {
        let (window, screen) = scene()
        let handle = HandleView()
        handle.accessibilityIdentifier = "handle"
        handle.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(handle)
        handle.top = handle.topAnchor.constraint(equalTo: window.topAnchor, constant: 400)
        handle.top.identifier = "handle-top"
        NSLayoutConstraint.activate([handle.top, handle.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     handle.widthAnchor.constraint(equalToConstant: 390), handle.heightAnchor.constraint(equalToConstant: 44)])
        screen.runLayoutPass()
        let trace = screen.startTracing()
        let finger = screen.touchDown(at: CGPoint(x: 100, y: 420))
        finger.move(to: CGPoint(x: 100, y: 450))
        finger.move(to: CGPoint(x: 100, y: 470))
        finger.lift()
        #expect(handle.log == ["moved, frame.minY 400.0, constant 430.0", "moved, frame.minY 430.0, constant 450.0"],
                "each move finds the view where the previous one's constraint change put it")
        let moves = trace.events.filter { $0.topic == .layout }
        #expect(moves.map(\.action) == ["moved from (0, 400, 390 × 44) to (0, 430, 390 × 44) by the layout pass",
                                         "moved from (0, 430, 390 × 44) to (0, 450, 390 × 44) by the layout pass"])
        #expect(moves.allSatisfy { $0.subject == "handle" && $0.finger == finger.id })
        #expect(moves.first?.reason?.contains("handle-top") == true && moves.first?.reason?.contains("constant 400 → 430") == true,
                "\(moves.first?.reason ?? "")")
        // The layout events sit between the touch events: after the move that changed the constant, before the next one.
        let order = trace.events.filter { $0.topic == .layout || ($0.topic == .delivery && $0.subject == "handle") }.map(\.action)
        #expect(order.prefix(3).map { $0.hasPrefix("moved from") ? "layout" : $0 } == ["touchesBegan", "touchesMoved", "layout"], "\(order)")
    }

    @Test("LAY-4 a window laid out by frames explains its first constrained views the same whether or not other windows hold constraints")
    func traceReasonsKeepToTheirWindow() {
        func firstReasons(withConstraintsElsewhere elsewhere: Bool) -> [String?] {
            let other = UIView()
            let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if elsewhere {
                other.translatesAutoresizingMaskIntoConstraints = false
                otherWindow.addSubview(other)
                other.widthAnchor.constraint(equalToConstant: 10).isActive = true
            }
            defer { other.removeFromSuperview() }
            let (window, screen) = scene()
            let list = UIView(frame: window.bounds)
            window.addSubview(list)
            screen.runLayoutPass()
            let trace = screen.startTracing()
            // A page arrives, its views placed by constraints, as a pushed controller's are.
            let page = UIView(frame: window.bounds)
            let row = UIView()
            row.accessibilityIdentifier = "row"
            row.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(row)
            NSLayoutConstraint.activate([row.topAnchor.constraint(equalTo: page.topAnchor, constant: 20),
                                         row.leadingAnchor.constraint(equalTo: page.leadingAnchor),
                                         row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 48)])
            window.addSubview(page)
            screen.runLayoutPass()
            return trace.events.filter { $0.topic == .layout && $0.subject == "row" }.map(\.reason)
        }
        let alone = firstReasons(withConstraintsElsewhere: false)
        #expect(alone == ["its constraints place it (LAY-4)"])
        #expect(firstReasons(withConstraintsElsewhere: true) == alone)
    }

    @Test("LAY-15 distances between anchors: equal gaps around a view in a nested card, a gap twice another, a gap of a constant; the common ancestor holds them; a view leaving deactivates them")
    func anchorsWithOffset() {
        let (window, screen) = scene()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 100))
        window.addSubview(card)
        let left = UIView(), middle = UIView(), right = UIView()
        for view in [left, middle, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
            view.heightAnchor.constraint(equalToConstant: 40).isActive = true
            view.topAnchor.constraint(equalTo: card.topAnchor, constant: 10).isActive = true
        }
        left.leadingAnchor.constraint(equalTo: card.leadingAnchor).isActive = true
        right.trailingAnchor.constraint(equalTo: card.trailingAnchor).isActive = true
        // The middle view sits with equal gaps either side.
        let gaps = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor))
        gaps.isActive = true
        screen.runLayoutPass()
        #expect(middle.frame == CGRect(x: 150, y: 10, width: 50, height: 40), "100-point gaps either side")
        #expect(gaps.installedOn === card && card.constraints.contains { $0 === gaps })

        gaps.isActive = false
        let twice = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor), multiplier: 2)
        twice.isActive = true
        screen.runLayoutPass()
        #expect(isClose(middle.frame, CGRect(x: 50 + 400.0 / 3, y: 10, width: 50, height: 40)), "the first gap twice the second: 133.3 and 66.7")
        twice.isActive = false

        // Between views of different superviews: the window, their common ancestor, holds it.
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
        badge.leadingAnchor.constraint(equalTo: card.leadingAnchor).isActive = true
        let below = middle.bottomAnchor.anchorWithOffset(to: badge.topAnchor).constraint(equalToConstant: 30)
        below.isActive = true
        middle.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 150).isActive = true
        screen.runLayoutPass()
        #expect(badge.frame == CGRect(x: 20, y: 100 + 10 + 40 + 30, width: 20, height: 20))
        #expect(below.installedOn === window)
        middle.removeFromSuperview()
        #expect(!below.isActive, "a view of the distance left: the constraint went with it")
    }
}
