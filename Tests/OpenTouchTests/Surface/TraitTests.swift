import Foundation
import Testing
@testable import OpenTouch

/// A view that records the style it sees in each traitCollectionDidChange.
@MainActor
final class TraitView: UIView {
    static var log: [String] = []
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { fatalError() }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        TraitView.log.append("\(name): \(previous?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle), current \(UITraitCollection.current.userInterfaceStyle)")
    }
}

@Suite("Traits: screens, windows, views and controllers (TRT-1..4)")
@MainActor
struct TraitTests {
    @Test("TRT-1 the main screen is a light, compact-by-regular phone at 3×; landscape and iPad sizes change the size classes")
    func screenTraits() {
        let phone = UIScreen.main.traitCollection
        #expect(phone.userInterfaceStyle == .light && phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        #expect(phone.displayScale == 3 && phone.preferredContentSizeCategory == .large && phone.userInterfaceIdiom == .phone)
        let landscape = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 3).traitCollection
        #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
        let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2).traitCollection
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.userInterfaceIdiom == .pad)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityLarge)
        let combined = UITraitCollection(traitsFrom: [phone, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(combined.userInterfaceStyle == .dark && combined.horizontalSizeClass == .compact && combined.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: phone) && !phone.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    @Test("TRT-2 an override is inherited down the tree; changing it tells each view whose traits change, parents first, with the new collection current")
    func overrideNotifies() {
        TraitView.log = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = TraitView("outer"), inner = TraitView("inner"), pinned = TraitView("pinned")
        pinned.overrideUserInterfaceStyle = .light
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(pinned)
        #expect(TraitView.log == [], "same traits in the window as out of it: no call")
        outer.overrideUserInterfaceStyle = .dark
        #expect(TraitView.log == ["outer: light → dark, current dark", "inner: light → dark, current dark"], "pinned keeps its own")
        #expect(inner.traitCollection.userInterfaceStyle == .dark && pinned.traitCollection.userInterfaceStyle == .light)
        TraitView.log = []
        outer.overrideUserInterfaceStyle = .dark
        #expect(TraitView.log == [], "no change, no call")
        // Moving into a dark window tells the moved subtree.
        let darkWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        darkWindow.overrideUserInterfaceStyle = .dark
        outer.overrideUserInterfaceStyle = .unspecified
        TraitView.log = []
        darkWindow.addSubview(outer)
        #expect(TraitView.log == ["outer: light → dark, current dark", "inner: light → dark, current dark"])
        TraitView.log = []
        outer.removeFromSuperview()
        #expect(TraitView.log == ["outer: dark → light, current light", "inner: dark → light, current light"])
    }

    @Test("TRT-2 a controller's override reaches its view's subtree, and the controller hears first")
    func controllerOverride() {
        final class Controller: UIViewController {
            var heard: [String] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                heard.append("controller \(traitCollection.userInterfaceStyle)")
                TraitView.log.append("controller")
            }
        }
        TraitView.log = []
        let controller = Controller()
        let child = TraitView("child")
        controller.view.addSubview(child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(controller.view)
        controller.overrideUserInterfaceStyle = .dark
        #expect(TraitView.log == ["controller", "child: light → dark, current dark"])
        #expect(controller.heard == ["controller dark"] && controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("TRT-4 semantic content attributes decide the layout direction; leading insets and alignments follow it")
    func layoutDirection() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        let button = UIButton(type: .system)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
    }

    @Test("TRT-2 TST-9 a phone turned to landscape tells its controllers and views that the vertical size class became compact, controllers first, and again when it turns back")
    func rotationChangesSizeClasses() {
        final class Watching: UIViewController {
            var heard: [String] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                heard.append("controller \(previousTraitCollection?.verticalSizeClass == .regular ? "regular" : "compact") → \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
            }
        }
        final class WatchingView: UIView {
            weak var log: Watching?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                log?.heard.append("view → \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
            }
        }
        let controller = Watching()
        let view = WatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = controller
        controller.view.addSubview(view)
        let screen = TouchScreen(rootViewController: controller, device: .iPhone16e)
        screen.settle()
        controller.heard = []
        screen.setOrientation(.landscape)
        #expect(controller.heard == ["controller regular → compact", "view → compact"])
        screen.setOrientation(.portrait)
        #expect(controller.heard == ["controller regular → compact", "view → compact", "controller compact → regular", "view → regular"])
    }
}
