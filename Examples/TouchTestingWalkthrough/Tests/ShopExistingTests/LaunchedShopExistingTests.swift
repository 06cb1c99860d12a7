import UIKit
import XCTest
@testable import Shop

/// Tests of the whole app as an iOS team writes them for a test host: the app is launched from
/// its own delegates (the one line Linux needs: iOS launches the host app before the tests),
/// and the tests wait with expectations while UIKit lays out, animates and scrolls.
final class LaunchedShopExistingTests: XCTestCase {
    var appDelegate: ShopAppDelegate!
    var sceneDelegate: ShopSceneDelegate!

    override func setUpWithError() throws {
        try super.setUpWithError()
        appDelegate = ShopAppDelegate()
        sceneDelegate = ShopSceneDelegate()
        try UIApplication.shared.launch(delegate: appDelegate, sceneDelegate: sceneDelegate)
    }

    func testTheAppLaunchesIntoTheCart() throws {
        XCTAssertTrue(appDelegate.launched)
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first { $0.delegate === sceneDelegate } as? UIWindowScene)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        let navigation = try XCTUnwrap(sceneDelegate.window?.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is CartController)
        XCTAssertTrue(UIApplication.shared.keyWindow === sceneDelegate.window)
    }

    func testAPushedCheckoutIsLaidOutWhileTheTestWaits() throws {
        let navigation = try XCTUnwrap(sceneDelegate.window?.rootViewController as? UINavigationController)
        let checkout = CheckoutController()
        navigation.pushViewController(checkout, animated: true)
        let pushed = expectation(description: "the push is over")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { pushed.fulfill() }
        wait(for: [pushed], timeout: 5)
        XCTAssertTrue(navigation.topViewController === checkout)
        XCTAssertEqual(checkout.view.frame, sceneDelegate.window!.bounds, "laid out while the run loop turned")
        XCTAssertEqual(checkout.buyButton.frame.width, 350)
    }

    func testTheCheckoutScrollIsObservedThroughKeyValueObserving() throws {
        let navigation = try XCTUnwrap(sceneDelegate.window?.rootViewController as? UINavigationController)
        let checkout = CheckoutController()
        navigation.pushViewController(checkout, animated: false)
        var offsets: [CGFloat] = []
        let observation = checkout.scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue!.y)
        }
        let scrolled = expectation(description: "the scroll is over")
        checkout.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { scrolled.fulfill() }
        wait(for: [scrolled], timeout: 5)
        observation.invalidate()
        XCTAssertGreaterThan(offsets.count, 2, "the animated scroll was seen frame by frame")
        XCTAssertEqual(offsets.last, 200)
        XCTAssertEqual(offsets, offsets.sorted(), "each frame further down")
    }
}
