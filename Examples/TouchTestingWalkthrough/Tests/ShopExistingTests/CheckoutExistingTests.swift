import UIKit
import XCTest
@testable import Shop

/// Tests as an iOS team already has them: a plain XCTestCase in Swift 5 mode, a window built in
/// `setUp`, actions sent to controls, and UIKit's time passing while the test waits, as on the
/// simulator. Nothing here names OpenTouch: the target depends on the `UIKit` product only.
final class CheckoutExistingTests: XCTestCase {
    var window: UIWindow!
    var checkout: CheckoutController!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: UIScreen.main.bounds)
        checkout = CheckoutController()
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        checkout.loadViewIfNeeded()
    }

    override func tearDown() {
        window = nil
        checkout = nil
        super.tearDown()
    }

    func testTheCheckoutFillsTheKeyWindow() {
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertEqual(UIApplication.shared.windows.count, 1, "the windows of earlier tests are gone")
        window.layoutIfNeeded()
        XCTAssertEqual(checkout.view.frame, UIScreen.main.bounds)
        XCTAssertEqual(checkout.buyButton.frame, CGRect(x: 20, y: 360, width: 350, height: 50))
    }

    func testBuyPresentsTheReceipt() {
        checkout.buyButton.sendActions(for: .touchUpInside)
        let presented = expectation(description: "the receipt is up")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { presented.fulfill() }
        wait(for: [presented], timeout: 5)
        XCTAssertEqual(checkout.purchases, 1)
        XCTAssertTrue(checkout.presentedViewController is ReceiptController)
    }

    func testDoneDismissesTheReceipt() throws {
        checkout.buyButton.sendActions(for: .touchUpInside)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.6))
        let receipt = try XCTUnwrap(checkout.presentedViewController as? ReceiptController)
        receipt.doneButton.sendActions(for: .touchUpInside)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.6))
        XCTAssertNil(checkout.presentedViewController)
    }

    func testScrollingToTheButtonAnimates() {
        checkout.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertNotEqual(checkout.scrollView.contentOffset.y, 300, "an animated scroll takes time")
        let scrolled = expectation(description: "the scroll finishes")
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in scrolled.fulfill() }
        waitForExpectations(timeout: 5)
        XCTAssertEqual(checkout.scrollView.contentOffset.y, 300)
    }

    func testMakingTheScreenIsCheap() {
        measure {
            let controller = CheckoutController()
            controller.loadViewIfNeeded()
        }
    }
}
