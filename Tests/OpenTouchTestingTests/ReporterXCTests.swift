import OpenTouch
import OpenTouchTesting
import XCTest

/// TST-3 in XCTest: a miss is one failure at the verb's line, saying why, and nothing about a
/// host application (there is none on Linux).
final class ReporterXCTests: XCTestCase {
    private var recorded: [(description: String, line: Int)] = []
    private var capturing = false

    // While the verb runs, a failure is recorded here instead of failing the test, so that the test
    // reads what a miss reports; the test's own assertions fail as usual.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, lineNumber))
    }

    // `@MainActor` and `async`: the form of a main-actor test that XCTest on Linux can call (TIM-3).
    @MainActor
    func testAMissIsOneFailureAtTheVerbsLineWithoutAHostApplicationNote() async {
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let target = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            target.accessibilityIdentifier = "target"
            let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            cover.accessibilityIdentifier = "cover"
            window.addSubview(target)
            window.addSubview(cover)
            window.makeKeyAndVisible()
            let screen = TouchScreen(window: window)
            capturing = true
            let line = #line + 1
            let outcome = screen.tap(target)
            capturing = false
            XCTAssertFalse(outcome.reachedTarget)
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertTrue(recorded.first?.description.contains("the touch went to `cover`") == true, "\(recorded)")
            XCTAssertFalse(recorded.contains { $0.description.contains("host application") }, "\(recorded)")
        }
    }

    /// TST-10 in XCTest: a tap on a button's title label is the button's, and no failure.
    @MainActor
    func testATapOnAButtonsTitleIsNoMiss() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.setTitle("Save", for: .normal)
        var saved = 0
        button.addAction(UIAction { _ in saved += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        XCTAssertTrue(screen.find(label: "Save") === button, "the button is found by its title first")
        let title = try XCTUnwrap(button.titleLabel)
        screen.runLayoutPass()
        capturing = true
        let outcome = screen.tap(title)
        capturing = false
        XCTAssertTrue(recorded.isEmpty, "\(recorded)")
        XCTAssertTrue(outcome.reachedTarget)
        XCTAssertTrue(outcome.handledBy === button)
        XCTAssertEqual(saved, 1)
    }
}
