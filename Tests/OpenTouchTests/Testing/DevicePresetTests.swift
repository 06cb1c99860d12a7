import Foundation
import Testing
@testable import OpenTouch

/// A controller whose view logs the sizes it is laid out at.
@MainActor
private final class SizesController: UIViewController {
    var sizes: [CGSize] = []
    var log: [String] = []
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if sizes.last != view.bounds.size { sizes.append(view.bounds.size) }
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will transition to \(Int(size.width)) × \(Int(size.height)), view \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            log.append("alongside, view \(Int(view.bounds.width))")
        }, completion: { [unowned self] context in
            log.append("completed after \(context.transitionDuration) s")
        })
    }
}

@Suite("Device presets and a screen made for a controller (TST-9)")
@MainActor
struct DevicePresetTests {
    @Test("TST-9 a screen for a controller is a current 6.1-inch iPhone by default, laid out and ready")
    func defaultDevice() {
        let controller = SizesController()
        let screen = TouchScreen(rootViewController: controller)
        #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && screen.window.screen.scale == 3)
        #expect(screen.window.isKeyWindow && controller.view.window === screen.window && controller.sizes == [CGSize(width: 390, height: 844)])
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(screen.maximumTouchCount == 5 && screen.orientation == .portrait)
        #expect(controller.traitCollection.userInterfaceIdiom == .phone && controller.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("TST-9 each preset gives its screen's size, scale, safe area and idiom")
    func presets() {
        let se = TouchScreen(rootViewController: UIViewController(), device: .iPhoneSE)
        #expect(se.window.bounds.size == CGSize(width: 375, height: 667) && se.window.screen.scale == 2)
        #expect(se.window.rootViewController?.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let sixteen = TouchScreen(rootViewController: UIViewController(), device: .iPhone16)
        #expect(sixteen.window.bounds.size == CGSize(width: 393, height: 852) && sixteen.window.safeAreaInsets.top == 59)
        let pad = TouchScreen(rootViewController: UIViewController(), device: .iPad, orientation: .landscape)
        #expect(pad.window.bounds.size == CGSize(width: 1180, height: 820) && pad.orientation == .landscape && pad.maximumTouchCount == 11)
        #expect(pad.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let traits = pad.window.traitCollection
        #expect(traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
    }

    @Test("TST-9 turning the screen tells the controller first, swaps its size, moves the safe area, compacts the height, lays it out again and completes on the clock")
    func rotation() {
        let controller = SizesController()
        let child = SizesController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let screen = TouchScreen(rootViewController: controller)
        screen.setOrientation(.landscape)
        #expect(controller.log == ["will transition to 844 × 390, view 390", "alongside, view 844"])
        #expect(child.log == ["will transition to 844 × 390, view 390", "alongside, view 390"], "children hear it through super")
        screen.advance(by: 0.3)
        #expect(controller.log.last == "completed after 0.3 s")
        #expect(screen.orientation == .landscape && screen.window.frame.size == CGSize(width: 844, height: 390))
        #expect(controller.sizes == [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)])
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.frame = CGRect(x: 700, y: 300, width: 100, height: 44)
        controller.view.addSubview(button)
        #expect(screen.tap(button).reachedTarget, "a point only landscape has")
        screen.setOrientation(.portrait)
        #expect(controller.sizes.last == CGSize(width: 390, height: 844) && controller.view.safeAreaInsets.top == 47)
    }
}
