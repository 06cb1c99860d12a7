// Nothing of one test reaches the next (TIM-5): the first test leaves a window key and visible, a
// controller presented, a text field first responder with the keyboard up, and timers,
// animations and main-queue work pending; the second finds none of it. XCTest runs a class's
// tests in the order of their names.
import XCTest
import UIKit

final class IsolationXCTests: XCTestCase {
    static var leftWindow: UIWindow?
    static var leftField: UITextField?
    static var fired: [String] = []
    static let performer = Performer()

    func test1LeavesEverythingBehind() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        root.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        root.present(UIViewController(), animated: false)
        UIView.animate(withDuration: 10, animations: { field.alpha = 0 }) { _ in IsolationXCTests.fired.append("animation") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { IsolationXCTests.fired.append("main queue") }
        let performer = IsolationXCTests.performer
        performer.perform(Selector(Performer.mark), with: nil, afterDelay: 0.1)
        _ = Timer.scheduledTimer(timeInterval: 0.1, target: performer, selector: Selector(Performer.mark), userInfo: nil, repeats: true)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertNotNil(root.presentedViewController)
        IsolationXCTests.leftWindow = window
        IsolationXCTests.leftField = field
    }

    /// TIM-5
    func test2FindsNoneOfIt() {
        XCTAssertTrue(UIApplication.shared.windows.isEmpty, "windows: \(UIApplication.shared.windows)")
        XCTAssertNil(UIApplication.shared.keyWindow)
        let window = IsolationXCTests.leftWindow
        XCTAssertEqual(window?.isHidden, true)
        XCTAssertNil(window?.rootViewController?.presentedViewController, "the presented controller was dismissed")
        XCTAssertEqual(IsolationXCTests.leftField?.isFirstResponder, false, "the first responder resigned, and the keyboard went down")
        // What came due while the first test was still XCTest's (on a loaded machine its 0.1 s
        // can pass before the boundary) is the first test's; none of it may run from here on.
        let firedBefore = IsolationXCTests.fired, marksBefore = IsolationXCTests.performer.marks
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
        XCTAssertEqual(IsolationXCTests.fired, firedBefore, "no pending work of the first test ran")
        XCTAssertEqual(IsolationXCTests.performer.marks, marksBefore, "nor its delayed perform and repeating timer")
        XCTAssertEqual(IsolationXCTests.leftField?.alpha, 0, "an animation's model value stays; its completion never comes")
    }
}
