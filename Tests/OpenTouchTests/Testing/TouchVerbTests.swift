import Foundation
import Testing
@testable import OpenTouch

/// Collects what the verbs report, as a test framework would.
@MainActor
final class CollectingTouchReporter: TouchIssueReporter {
    var messages: [String] = []
    init() {}
    func report(_ message: String, at location: TouchSourceLocation) {
        messages.append("\(location.line): \(message)")
    }
}

/// Runs `body` with the verbs' reports collected, and returns them.
@MainActor
func collectingTouchIssues(_ body: () -> Void) -> [String] {
    let saved = TouchScreen.issueReporter
    let reporter = CollectingTouchReporter()
    TouchScreen.issueReporter = reporter
    defer { TouchScreen.issueReporter = saved }
    body()
    return reporter.messages
}

@Suite("Verbs on views, and why a touch missed (TST-1..3, TST-6)")
@MainActor
struct TouchVerbTests {
    private let scene = Scene()

    private func button(_ identifier: String, _ frame: CGRect, in parent: UIView? = nil) -> (UIButton, () -> [String]) {
        let button = UIButton(type: .system)
        button.frame = frame
        button.accessibilityIdentifier = identifier
        button.setTitle(identifier.capitalized, for: .normal)
        var sent: [String] = []
        button.addAction(UIAction { _ in sent.append("tapped") }, for: .touchUpInside)
        (parent ?? scene.window).addSubview(button)
        return (button, { sent })
    }

    @Test("TST-1 TST-2 a tap on a view lands at the centre of its touchable part and says what it did")
    func tapReaches() {
        let (buy, taps) = button("buy", CGRect(x: 20, y: 100, width: 200, height: 44))
        var outcome: TouchOutcome?
        let issues = collectingTouchIssues { outcome = scene.screen.tap(buy) }
        let result = try! #require(outcome)
        #expect(issues.isEmpty && result.reachedTarget && taps() == ["tapped"])
        #expect(result.touches.map(\.finger) == [1] && result.touches.first?.view === buy && result.touches.first?.wasCancelled == false)
        #expect(result.events(sentBy: buy) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(result.controlEvents.map(\.name) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(result.description == "the touch went to `buy`; sent touchDown, touchUpInside, primaryActionTriggered")
        #expect(scene.screen.touchPoint(of: buy) == CGPoint(x: 120, y: 122))
        #expect(scene.screen.trace == nil, "tracing is put back off when the verb turned it on")
    }

    @Test("TST-3 a view under a transparent overlay: the tap went to the overlay, and the report is at the caller's line")
    func underOverlay() {
        let (buy, taps) = button("buy", CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = UIView(frame: scene.window.bounds)
        overlay.accessibilityIdentifier = "overlay"
        scene.window.addSubview(overlay)
        var outcome: TouchOutcome?
        let line = #line + 1
        let issues = collectingTouchIssues { outcome = scene.screen.tap(buy) }
        #expect(outcome?.explanation == "the touch went to `overlay`: it is above `buy` and takes touches (HIT-2); `buy` was never hit-tested")
        #expect(issues == ["\(line): tap on `buy` missed: the touch went to `overlay`: it is above `buy` and takes touches (HIT-2); `buy` was never hit-tested"])
        #expect(taps().isEmpty)
    }

    @Test("TST-3 a button in a scroll view, released after the drag began: the scroll view took the touch")
    func buttonInScrollView() {
        let scroll = UIScrollView(frame: scene.window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scroll)
        let (buy, taps) = button("buy", CGRect(x: 20, y: 200, width: 200, height: 44), in: scroll)
        var outcome: TouchOutcome?
        _ = collectingTouchIssues { outcome = scene.screen.drag(buy, by: CGVector(dx: 0, dy: -80), duration: 0.3) }
        #expect(outcome?.explanation == "`buy` got the touch, but the scroll view's pan began within its content-touch delay, so `buy` never heard of it (SCR-1, GR-12)")
        #expect(outcome?.recognized.contains { $0 === scroll.panGestureRecognizer } == true && taps().isEmpty)
        // Slowly, the button hears of the touch after the delay and keeps it: a scroll view does
        // not cancel a control's touch (SCR-3), so the drag is the button's.
        // A touch on a decelerating scroll view only stops it: let it come to rest first.
        #expect(scene.screen.settle())
        scroll.contentOffset = .zero
        _ = collectingTouchIssues { outcome = scene.screen.drag(buy, by: CGVector(dx: 0, dy: -50), duration: 2) }
        #expect(outcome?.reachedTarget == true && taps() == ["tapped"] && scroll.contentOffset == .zero, "\(String(describing: outcome))")
        // A row that is not a control loses its touch once the scroll view drags.
        let row = scene.view("row", CGRect(x: 0, y: 300, width: 400, height: 60), in: scroll)
        row.accessibilityIdentifier = "row"
        _ = collectingTouchIssues { outcome = scene.screen.drag(row, by: CGVector(dx: 0, dy: -80), duration: 2) }
        #expect(outcome?.explanation == "`row` got the touch, but the scroll view's pan recognized and cancelled it (SCR-3)")
    }

    @Test("TST-3 a tap on a label with user interaction off goes to the view behind it")
    func labelInteractionOff() {
        let card = scene.view("card", CGRect(x: 20, y: 100, width: 300, height: 200))
        card.accessibilityIdentifier = "card"
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        title.text = "Title"
        title.accessibilityIdentifier = "title"
        title.addGestureRecognizer(UITapGestureRecognizer())
        card.addSubview(title)
        let outcome = collectingTouchIssuesReturning { scene.screen.tap(title) }
        #expect(outcome.explanation == "the touch went to `card`, not `title`: it has user interaction turned off, so hit-testing passed it by (HIT-1)")
    }

    @Test("TST-3 a control outside its superview's bounds: the part inside is tapped; none inside, nothing is touched")
    func outsideSuperview() {
        let card = scene.view("card", CGRect(x: 100, y: 100, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        let (close, taps) = button("close", CGRect(x: -20, y: -20, width: 44, height: 44), in: card)
        let half = collectingTouchIssuesReturning { scene.screen.tap(close) }
        #expect(half.reachedTarget && taps() == ["tapped"], "the quarter of the button over the card is tapped (HIT-4)")
        #expect(scene.screen.touchPoint(of: close) == CGPoint(x: 112, y: 112))
        close.frame.origin = CGPoint(x: -60, y: -60)
        _ = scene.log.take()
        let none = collectingTouchIssuesReturning { scene.screen.tap(close) }
        #expect(none.explanation == "`close` cannot be touched anywhere: it lies outside `card`'s bounds, where hit-testing never looks (HIT-4); the tap touched nothing")
        #expect(none.touches.isEmpty && scene.log.take().isEmpty, "nothing half-delivered")
    }

    @Test("TST-3 a view hidden by a presented controller: the tap went to the presented controller's view")
    func presentedOver() {
        let root = UIViewController()
        let screen = TouchScreen(rootViewController: root)
        let (buy, _) = button("buy", CGRect(x: 20, y: 400, width: 200, height: 44), in: root.view)
        final class Sheet: UIViewController {}
        let sheet = Sheet()
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
        #expect(screen.settle())
        let outcome = collectingTouchIssuesReturning { screen.tap(buy) }
        #expect(outcome.explanation?.hasSuffix("it belongs to the presented `Sheet`, which covers `buy` (HIT-2); `buy` was never hit-tested") == true,
                "\(outcome)")
    }

    @Test("TST-3 TST-4 a double-tap recognizer makes a single tap wait; settle lets it recognize")
    func singleTapWaits() {
        let photo = scene.view("photo", CGRect(x: 20, y: 100, width: 200, height: 200))
        photo.accessibilityIdentifier = "photo"
        let single = UITapGestureRecognizer()
        single.name = "singleTap"
        let double = UITapGestureRecognizer()
        double.name = "doubleTap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logActions(of: single, as: "single", into: scene.log)
        photo.addGestureRecognizer(single)
        photo.addGestureRecognizer(double)
        let outcome = collectingTouchIssuesReturning { scene.screen.tap(photo) }
        #expect(outcome.explanation == "`photo` got the touch, but `singleTap` has not recognized yet: it requires doubleTap to fail (GR-10); settle(timeout:) lets it")
        #expect(outcome.waiting.first === single)
        #expect(scene.screen.settle())
        #expect(scene.log.take().contains("single ended"))
    }

    @Test("TST-2 a recognizer that recognizes is the outcome's; a swipe is taken by a swipe recognizer")
    func swipeRecognized() {
        let card = scene.view("card", CGRect(x: 20, y: 100, width: 300, height: 200))
        card.accessibilityIdentifier = "card"
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        card.addGestureRecognizer(swipe)
        let outcome = collectingTouchIssuesReturning { scene.screen.swipe(card, direction: .left) }
        #expect(outcome.reachedTarget && outcome.recognized.first === swipe, "\(outcome)")
        let wrong = collectingTouchIssuesReturning { scene.screen.swipe(card, direction: .right) }
        #expect(wrong.explanation?.hasPrefix("`card` got the touch, but none of its recognizers") == true)
    }

    @Test("TST-1 TST-2 a long press, a pinch, a rotation and a two-finger tap on a view each reach its recognizer")
    func otherVerbs() {
        let photo = scene.view("photo", CGRect(x: 50, y: 50, width: 300, height: 300))
        photo.accessibilityIdentifier = "photo"
        let press = UILongPressGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        for recognizer in [press, pinch, rotation, twoFingers] as [UIGestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        var angles: [CGFloat] = []
        rotation.addAction { angles.append(($0 as! UIRotationGestureRecognizer).rotation) }

        let held = collectingTouchIssuesReturning { scene.screen.longPress(photo, duration: 0.8) }
        #expect(held.reachedTarget && held.recognized.first === press, "\(held)")
        let pinched = collectingTouchIssuesReturning { scene.screen.pinch(photo, scale: 2) }
        #expect(pinched.reachedTarget && pinched.recognized.contains { $0 === pinch } && pinched.touches.count == 2, "\(pinched)")
        #expect(abs((scales.last ?? 0) - 2) < 0.01, "\(scales)")
        let turned = collectingTouchIssuesReturning { scene.screen.rotate(photo, angle: .pi / 4) }
        #expect(turned.reachedTarget && turned.recognized.contains { $0 === rotation }, "\(turned)")
        #expect(abs((angles.last ?? 0) - .pi / 4) < 0.01, "\(angles)")
        let tapped = collectingTouchIssuesReturning { scene.screen.tap(photo, fingers: 2) }
        #expect(tapped.reachedTarget && tapped.recognized.first === twoFingers && tapped.touches.count == 2, "\(tapped)")
    }

    @Test("TST-5 a swipe on a scroll view leaves it decelerating from the swipe's speed")
    func swipeScrolls() {
        let scroll = UIScrollView(frame: scene.window.bounds)
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 400, height: 20_000)
        scene.window.addSubview(scroll)
        var ended: CGPoint?
        scroll.panGestureRecognizer.addAction { pan in
            if pan.state == .ended { ended = (pan as! UIPanGestureRecognizer).velocity(in: nil) }
        }
        let outcome = collectingTouchIssuesReturning { scene.screen.swipe(scroll, direction: .up) }
        #expect(outcome.reachedTarget && scroll.isDecelerating, "\(outcome)")
        #expect(ended.map { abs($0.y + 1500) < 1e-6 && $0.x == 0 } == true, "\(String(describing: ended))")
    }

    @Test("TST-6 find by identifier and by label searches front to back, visible views first")
    func find() {
        let back = scene.view("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        back.accessibilityIdentifier = "twin"
        let front = scene.view("front", CGRect(x: 0, y: 0, width: 100, height: 100))
        front.accessibilityIdentifier = "twin"
        #expect(scene.screen.find(identifier: "twin") === front)
        front.isHidden = true
        #expect(scene.screen.find(identifier: "twin") === back, "a visible view before a hidden one")
        back.isHidden = true
        #expect(scene.screen.find(identifier: "twin") === front, "a hidden one when nothing visible matches")
        let (save, _) = button("save", CGRect(x: 0, y: 200, width: 100, height: 44))
        #expect(scene.screen.find(label: "Save") === save && scene.screen.find(identifier: "nothing") == nil)
    }

    /// The outcome of `verb`, its reports dropped.
    @Test("TST-10 a tap on a cell's label selects its row and is a hit on the cell; a button's title label sends the button's action")
    func labelsHandledByTheirAncestors() throws {
        let list = GroceryList(items: ["Milk", "Eggs"])
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 320, height: 200))
        table.dataSource = list
        table.delegate = list
        scene.window.addSubview(table)
        let (buy, sent) = button("buy", CGRect(x: 20, y: 300, width: 200, height: 44))
        scene.screen.runLayoutPass()

        let milk = try #require(scene.screen.find(label: "Milk"))
        #expect(milk is UILabel && !milk.isUserInteractionEnabled)
        var issues: [String] = []
        var outcome: TouchOutcome?
        issues = collectingTouchIssues { outcome = scene.screen.tap(milk) }
        let tapped = try #require(outcome)
        #expect(issues == [], "not reported as a miss")
        #expect(tapped.reachedTarget)
        #expect(tapped.handledBy is UITableViewCell)
        #expect(list.calls == ["willSelect 0", "didSelect 0"])
        #expect(tapped.description.hasPrefix("the touch went to `UIView`, and `UITableViewCell` used it for `Milk`, which takes no touches itself (HIT-1, TST-10)"))

        let title = try #require(buy.titleLabel)
        // OpenTouch makes a button's title label when first asked for it; it takes its place at
        // the next layout pass.
        scene.screen.runLayoutPass()
        issues = collectingTouchIssues { outcome = scene.screen.tap(title) }
        #expect(issues == [])
        #expect(outcome?.reachedTarget == true && outcome?.handledBy === buy)
        #expect(sent() == ["tapped"])
        #expect(outcome?.events(sentBy: buy) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    private func collectingTouchIssuesReturning(_ verb: () -> TouchOutcome) -> TouchOutcome {
        var outcome: TouchOutcome?
        _ = collectingTouchIssues { outcome = verb() }
        return outcome!
    }
}

/// A table's data source and delegate with one section of plain rows, logging selection.
@MainActor
final class GroceryList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let items: [String]
    var calls: [String] = []

    init(items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
}

@Suite("The verbs' verdict on a tap that begins editing (TST-3)")
@MainActor
struct EditingVerdictTests {
    @Test("TST-3 TXT-4 a tap on a text view that makes it first responder and brings the keyboard up is a hit, not a miss of its recognizers")
    func tapBeginsEditing() {
        let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        let screen = phoneScreen(showing: notes)
        var outcome: TouchOutcome?
        let issues = collectingTouchIssues { outcome = screen.tap(notes) }
        #expect(notes.isFirstResponder && notes.window?.keyboard != nil)
        #expect(outcome?.explanation == nil && issues.isEmpty)
    }
}

@Suite("The verbs' verdict on a drag that moves what holds the view (TST-3)")
@MainActor
struct AncestorDragVerdictTests {
    @Test("TST-3 VC-10 a drag on a sheet's navigation bar that takes the sheet to its large detent is a hit, not a miss taken by the sheet's pan")
    func dragMovesTheSheet() throws {
        let root = UIViewController()
        let screen = phoneScreen(root: root)
        let list = UIViewController()
        list.title = "Filters"
        let navigation = UINavigationController(rootViewController: list)
        let sheet = try #require(navigation.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(navigation, animated: true)
        screen.advance(by: 0.6)
        #expect(navigation.view.frame.minY == 422)
        var outcome: TouchOutcome?
        let issues = collectingTouchIssues { outcome = screen.drag(navigation.navigationBar, by: CGVector(dx: 0, dy: -300)) }
        screen.advance(by: 1)
        #expect(navigation.view.frame.minY == 57, "at the large detent")
        #expect(outcome?.explanation == nil && issues.isEmpty)
    }
}
