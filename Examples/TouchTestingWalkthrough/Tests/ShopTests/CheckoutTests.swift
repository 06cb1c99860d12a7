import OpenTouchSnapshotTesting
import OpenTouchTesting
import Shop
import SnapshotTesting
import Testing
import UIKit

/// The checkout screen, touched as a user would: find the button, tap it, let the sheet come up.
@MainActor
struct CheckoutTests {
    @Test func buyShowsTheReceiptAndDoneDismissesIt() throws {
        let checkout = CheckoutController()
        let screen = TouchScreen(rootViewController: checkout)
        let buy = try #require(screen.find(identifier: "buy"))

        screen.tap(buy)
        screen.settle()
        #expect(checkout.purchases == 1)
        let receipt = try #require(checkout.presentedViewController as? ReceiptController)

        screen.tap(receipt.doneButton)
        screen.settle()
        #expect(checkout.presentedViewController == nil)
    }

    @Test func draggingTheDetailsScrollsAndBuysNothing() {
        let checkout = CheckoutController()
        let screen = TouchScreen(rootViewController: checkout)
        let outcome = screen.drag(checkout.scrollView, by: CGVector(dx: 0, dy: -200), duration: 0.3)
        #expect(outcome.recognized.contains { $0 === checkout.scrollView.panGestureRecognizer })
        screen.settle()
        #expect(checkout.scrollView.contentOffset.y > 150 && checkout.purchases == 0)
    }

    @Test func aTapThatMissesSaysWhy() throws {
        let checkout = CheckoutController()
        let screen = TouchScreen(rootViewController: checkout)
        // A banner laid over the screen by mistake takes the touches meant for Buy.
        let banner = UIView(frame: checkout.view.bounds)
        banner.accessibilityIdentifier = "banner"
        checkout.view.addSubview(banner)
        let buy = try #require(screen.find(identifier: "buy"))

        withKnownIssue {
            let outcome = screen.tap(buy)
            #expect(outcome.explanation == "the touch went to `banner`: it is above `buy` and takes touches (HIT-2); `buy` was never hit-tested")
        }
        #expect(checkout.purchases == 0)
    }

    @Test func theTapOnBuyIsPinnedDown() throws {
        let checkout = CheckoutController()
        let screen = TouchScreen(rootViewController: checkout)
        let buy = try #require(screen.find(identifier: "buy"))
        let trace = screen.startTracing()
        screen.tap(buy)
        assertSnapshot(of: trace, as: .lanes)
    }
}
