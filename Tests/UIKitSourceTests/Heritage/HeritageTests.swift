// An XCTestCase as iOS developers write them: a plain class, plain test methods, no actor
// annotations, calling UIKit from code that is not isolated to the main actor (Swift 5 mode,
// where UIKit's `@preconcurrency @MainActor` types allow it, as on iOS). XCTest calls each test
// on the main thread.
import XCTest
import UIKit
import os

final class HeritageTests: XCTestCase {
    private func showing(_ root: UIView) -> TouchScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.frame = window.bounds
        window.addSubview(root)
        window.makeKeyAndVisible()
        return TouchScreen(window: window)
    }

    /// RUN-1
    func testAssociatedObjectsFollowTheirPolicies() {
        let view = UIView()
        let other = UIView()
        view.badgeCount = 3
        XCTAssertEqual([view.badgeCount, other.badgeCount], [3, 0], "RETAIN: kept per object")

        let source = NSMutableArray(array: ["a"])
        view.tags = source
        source.add("b")
        XCTAssertEqual(view.tags?.count, 1, "COPY: the value stored is a copy")

        let kept = Tracked()
        view.weakOwner = kept
        XCTAssertTrue(view.weakOwner === kept)
        view.weakOwner = Tracked()
        XCTAssertNil(view.weakOwner, "ASSIGN: a value nothing else holds is gone")
        XCTAssertEqual(Tracked.alive, 1)

        var key: UInt8 = 0
        var holder: UIView? = UIView()
        objc_setAssociatedObject(holder!, &key, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(Tracked.alive, 2, "RETAIN keeps the value alive")
        holder = nil
        XCTAssertEqual(Tracked.alive, 1, "the value goes with its view")

        objc_removeAssociatedObjects(view)
        XCTAssertEqual([view.badgeCount], [0])
        XCTAssertNil(view.weakOwner)
        _ = kept
    }

    /// RUN-2 RUN-5
    func testNonisolatedHelpersLiteralsAndClassNames() {
        let badge = Styling.makeBadge(text: "9")
        XCTAssertEqual(badge.font.fontName, ".SFMono-Semibold")
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        XCTAssertTrue(badge.textColor.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a].map { ($0 * 10).rounded() }, [10, 2, 2, 10])
        let image = Styling.placeholder()
        XCTAssertEqual(image.name, "placeholder")
        XCTAssertEqual(image.size, .zero, "no asset of that name is registered")
        XCTAssertEqual(NSStringFromClass(BadgeView.self), "UIKitSourceTests.BadgeView")
        XCTAssertEqual(type(of: badge).description(), "UILabel")
        XCTAssertEqual(BadgeView.description(), "UIKitSourceTests.BadgeView")
    }

    /// RUN-4 RUN-7 NTF-1 LOG-1 TXT-5
    func testKeyboardNotificationsReachAnObserverMadeOffTheMainActor() throws {
        let watcher = KeyboardWatcher()
        let root = UIView()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        root.addSubview(field)
        let screen = showing(root)
        screen.tap(at: CGPoint(x: 40, y: 120))
        screen.advance(by: 1)
        field.resignFirstResponder()
        screen.advance(by: 1)
        NotificationCenter.default.post(name: Notification.Name("Heritage.ping"), object: nil)
        XCTAssertEqual(watcher.log, ["will show 508 true", "did hide UIKeyboardDidHideNotification", "ping"])

        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries()
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "com.example.heritage" }
        XCTAssertEqual(entries.map(\.composedMessage).suffix(3), [
            "keyboard will show at 508, over 336 points",
            "keyboard hidden for <private>",
            "ping for public-part and <private>",
        ])
        XCTAssertEqual(entries.map(\.level).suffix(3), [.info, .debug, .error])
        XCTAssertEqual(entries.map(\.category).suffix(3), ["keyboard", "keyboard", "ping"])
        NotificationCenter.default.removeObserver(watcher)
    }

    /// TIM-1 RUN-3 RUN-7
    func testSelectorsOfEveryShapeFireOnTheApplicationClock() {
        let root = UIView()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.addSubview(field)
        root.addSubview(button)
        let screen = showing(root)
        // An action that returns a value: UIKit ignores the result.
        button.addTarget(field, action: Selector(UITextField.becomeFirstResponder), for: .touchUpInside)

        let ticker = Ticker()
        ticker.start()
        screen.advance(by: 5)
        XCTAssertEqual(ticker.ticks, ["tick every second", "tick every second", "once", "tick every second", "later done"])
        XCTAssertEqual(ticker.timer?.isValid, false)

        XCTAssertFalse(field.isFirstResponder)
        screen.tap(at: CGPoint(x: 100, y: 120))
        XCTAssertTrue(field.isFirstResponder)

        XCTAssertTrue(ticker.responds(to: Selector(Ticker.once)))
        XCTAssertFalse(field.responds(to: Selector(Ticker.once)))
        ticker.perform(Selector(Ticker.once))
        XCTAssertEqual(ticker.ticks.last, "once")

        // Foundation's unscheduled selector timer: performs on fire(), handing the method its userInfo.
        let manual = Timer(timeInterval: 10, target: ticker, selector: Selector(Ticker.tick(_:)), userInfo: "by hand", repeats: true)
        manual.fire()
        XCTAssertEqual(ticker.ticks.suffix(2), ["once", "tick by hand"])
        XCTAssertFalse(manual.isValid, "the stand-in's invalidate() ends the timer it stands for")
    }

    /// RUN-8 LAY-4 LAY-8 GR-9
    func testOverridesOfUIKitMembersAreCalled() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        let asView: UIView = badge
        asView.addSubview(child)
        child.removeFromSuperview()
        asView.setNeedsUpdateConstraints()
        XCTAssertEqual(badge.calls, ["addSubview", "willRemoveSubview", "setNeedsUpdateConstraints"])
        XCTAssertEqual(asView.systemLayoutSizeFitting(.zero), CGSize(width: 44, height: 22))
        XCTAssertTrue(type(of: asView).requiresConstraintBasedLayout)
        XCTAssertEqual(asView.safeAreaLayoutGuide.layoutFrame.minY, 5, "the guide reads the overridden insets")

        let layer = CountingLayer()
        let sublayer = CALayer()
        sublayer.name = "dot"
        (layer as CALayer).addSublayer(sublayer)
        XCTAssertEqual(layer.added, ["dot"])

        let cell = SwipeCell(style: .default, reuseIdentifier: nil)
        let other = UITapGestureRecognizer()
        let delegate: UIGestureRecognizerDelegate? = cell.pan.delegate
        XCTAssertTrue(delegate === cell)
        XCTAssertEqual(delegate?.gestureRecognizer(cell.pan, shouldRecognizeSimultaneouslyWith: other), true)
    }

    /// VC-15 VC-16
    func testStatusBarAndScenes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = DarkController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let scene = window.windowScene
        controller.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(scene?.statusBarManager?.statusBarStyle, .lightContent)
        XCTAssertEqual(scene?.statusBarManager?.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertTrue(screen.application.connectedScenes.contains { $0 === scene })
    }
}
