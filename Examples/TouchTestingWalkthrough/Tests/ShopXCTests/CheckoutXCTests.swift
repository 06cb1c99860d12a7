import OpenTouchTesting
import Shop
import UIKit
import XCTest

/// The same checkout, tested in XCTest: a miss would fail the test at the line of the verb.
///
/// XCTest on Linux cannot call a test method isolated to the main actor, so each test runs its
/// body with `MainActor.assumeIsolated` (XCTest calls tests on the main thread) instead of
/// marking the class `@MainActor` as on iOS.
final class CheckoutXCTests: XCTestCase {
    func testBuyShowsTheReceipt() throws {
        try MainActor.assumeIsolated {
            let checkout = CheckoutController()
            let screen = TouchScreen(rootViewController: checkout, device: .iPhoneSE)
            let buy = try XCTUnwrap(screen.find(label: "Buy"))

            let outcome = screen.tap(buy)
            XCTAssertTrue(outcome.reachedTarget, "\(outcome)")
            XCTAssertTrue(screen.settle())
            XCTAssertEqual(checkout.purchases, 1)
            XCTAssertTrue(checkout.presentedViewController is ReceiptController)
        }
    }

    func testTheButtonIsStillThereInLandscape() throws {
        try MainActor.assumeIsolated {
            let checkout = CheckoutController()
            let screen = TouchScreen(rootViewController: checkout)
            screen.setOrientation(.landscape)
            let buy = try XCTUnwrap(screen.find(identifier: "buy"))
            XCTAssertTrue(expectTouch(screen.tap(buy), reaches: buy))
        }
    }
}
