import Foundation
import Testing
@testable import OpenTouch

/// The parts of UIKit that real iOS files named and OpenTouch lacked, each checked as UIKit
/// behaves: showing, the status bar, scenes, large titles, text size, accessibility, transaction
/// keys, self-sizing section headers, the old layout guides.
@Suite("The long tail real code named: showing, status bar, scenes, large titles, text size, accessibility")
@MainActor
struct LongTailTests {
    @Test("VC-14 show pushes on the nearest navigation controller, else presents; showDetail fills a split's secondary column")
    func showing() {
        let list = UIViewController(), detail = UIViewController(), lone = UIViewController(), sheet = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        list.show(detail, sender: nil)
        screen.advance(by: 1)
        #expect(navigation.viewControllers == [list, detail])

        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        let splitScreen = phoneScreen(root: split)
        primary.showDetailViewController(secondary, sender: nil)
        splitScreen.advance(by: 1)
        #expect(split.viewController(for: .secondary) === secondary)

        let loneScreen = phoneScreen(root: lone)
        lone.show(sheet, sender: nil)
        loneScreen.advance(by: 1)
        #expect(lone.presentedViewController === sheet, "with no container, show presents")
    }

    @Test("VC-15 the status bar follows the root, a full-screen presentation, and childForStatusBarStyle; read again on setNeeds…Update")
    func statusBar() {
        final class Styled: UIViewController {
            var style: UIStatusBarStyle = .darkContent
            var hidden = false
            var child: UIViewController?
            override var preferredStatusBarStyle: UIStatusBarStyle { style }
            override var prefersStatusBarHidden: Bool { hidden }
            override var childForStatusBarStyle: UIViewController? { child }
        }
        let root = Styled()
        let screen = phoneScreen(root: root)
        let window = screen.window
        let manager = window.windowScene!.statusBarManager!
        #expect(manager.statusBarStyle == .darkContent && !manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        root.style = .lightContent
        #expect(manager.statusBarStyle == .darkContent, "not read until the controller says it changed")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
        let inner = Styled()
        inner.style = .darkContent
        root.child = inner
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .darkContent && manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        let cover = Styled()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        screen.advance(by: 1)
        cover.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent && !manager.isStatusBarHidden)
    }

    @Test("VC-16 a scene is unattached until a screen shows it, then active: its delegate hears it, and the application lists it")
    func scenes() {
        final class Delegate: UIWindowSceneDelegate {
            var window: UIWindow?
            var log: [String] = []
            func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
            func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
        }
        let scene = UIWindowScene(screen: .main)
        let delegate = Delegate()
        scene.delegate = delegate
        final class SceneWindow: UIWindow {}
        let window = SceneWindow(windowScene: scene)
        delegate.window = window
        #expect(scene.activationState == .unattached && delegate.log.isEmpty)
        let screen = TouchScreen(window: window)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.log == ["willEnterForeground", "didBecomeActive"])
        #expect(screen.application.connectedScenes == [scene])
        #expect(window.windowScene === scene && window.frame == UIScreen.main.bounds && window.isHidden)
    }

    @Test("VC-5 a large title makes the bar 96 points and starts the content's safe area lower; .never on a pushed item takes it back")
    func largeTitles() {
        let list = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let screen = phoneScreen(root: navigation)
        #expect(list.view.safeAreaInsets.top == 91)
        navigation.navigationBar.prefersLargeTitles = true
        screen.runLayoutPass()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(list.view.safeAreaInsets.top == 143)
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        screen.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 91)
        navigation.popViewController(animated: false)
        screen.advance(by: 1)
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test("TXT-1 a text-style font follows the text size where the view adjusts it; the trait change and the notification follow")
    func textSize() {
        final class Observed: UIView {
            var seen: [String] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                seen.append("\(previousTraitCollection?.preferredContentSizeCategory == .large) \(traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)")
            }
        }
        let root = Observed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let adjusting = UILabel(), fixed = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(adjusting)
        root.addSubview(fixed)
        let screen = phoneScreen(showing: root)
        var posted: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { posted.append(category == .extraExtraExtraLarge ? "XXXL" : "?") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        root.seen = []
        // The main screen is shared by every test: give it back its text size.
        defer { screen.setPreferredContentSizeCategory(.large) }
        screen.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        #expect(adjusting.font.pointSize == 23 && fixed.font.pointSize == 17)
        #expect(root.seen == ["true true"] && posted == ["XXXL"])
        #expect(screen.application.preferredContentSizeCategory == .extraExtraExtraLarge)
    }

    @Test("ACC-2 posts are recorded in order; settings are off until set, and each change posts its notification")
    func accessibility() {
        let screen = phoneScreen(showing: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(screen.accessibilityNotificationsPosted.map(\.description) == ["announcement: Saved", "screenChanged: nil"])
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        var heard: [String] = []
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
                     UIAccessibility.boldTextStatusDidChangeNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { heard.append(raw) }
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        var settings = screen.accessibilitySettings
        settings.isVoiceOverRunning = true
        settings.isReduceMotionEnabled = true
        screen.accessibilitySettings = settings
        #expect(UIAccessibility.isVoiceOverRunning && UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
        #expect(heard == ["UIAccessibilityVoiceOverStatusDidChangeNotification", "UIAccessibilityReduceMotionStatusDidChangeNotification"])
    }

    @Test("LYR-5 the transaction keys set and read the settings they name")
    func transactionKeys() {
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
    }

    @Test("LST-12 a header view whose constraints give it a height takes it; an estimate of 0 turns self-sizing off")
    func selfSizingHeader() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 1 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = UIView()
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: header.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -10),
                    label.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                    label.heightAnchor.constraint(equalToConstant: 40),
                ])
                return header
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = source
        table.delegate = source
        _ = phoneScreen(showing: table)
        #expect(table.rectForHeader(inSection: 0).height == 60)
        table.estimatedSectionHeaderHeight = 0
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == UITableView.defaultSectionHeaderHeight)
    }

    @Test("LAY-13 topLayoutGuide and bottomLayoutGuide are the bands outside the safe area; a subclass of NSLayoutConstraint inherits init(item:…)")
    func layoutSupport() {
        final class Named: NSLayoutConstraint {
            var label: String?
        }
        let controller = UIViewController()
        let screen = phoneScreen(root: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let top = Named(item: box, attribute: .top, relatedBy: .equal, toItem: controller.topLayoutGuide, attribute: .bottom,
                        multiplier: 1, constant: 0)
        top.label = "top"
        NSLayoutConstraint.activate([
            top,
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        screen.runLayoutPass()
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        #expect(box.frame == CGRect(x: 0, y: 47, width: 10, height: 844 - 47 - 34))
    }

    @Test("IMG-2 an activity indicator is hidden while stopped, so a tap passes through it to the button below; started, it takes the tap")
    func activityIndicator() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = button.center
        root.addSubview(button)
        root.addSubview(spinner)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let screen = phoneScreen(showing: root)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        screen.tap(at: CGPoint(x: 50, y: 50))
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        screen.tap(at: CGPoint(x: 50, y: 50))
        spinner.stopAnimating()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 2, "the first and third taps reach the button; the second lands on the spinning indicator")
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .gray).color == .gray)
    }

    @Test("IMG-1 TXT-1 CLR-1 a list row's symbol takes the preferred symbol configuration; the older names UIKit kept answer as it does")
    func smallNames() {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "star")
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let view = UIListContentView(configuration: content)
        let shown = view.imageView.image?.symbolConfiguration
        #expect(shown?.pointSize == 30 && shown?.weight == .bold)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }

    @Test("HIT-10 ANI-3 a spring animation described by duration and bounce lasts until its spring settles, and holds touches meanwhile")
    func springAnimation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        var log: [String] = []
        card.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        let screen = phoneScreen(showing: root)
        UIView.animate(springDuration: 0.4, bounce: 0.3, animations: { card.alpha = 0.5 }, completion: { finished in log.append("done \(finished)") })
        #expect(card.alpha == 0.5)
        screen.tap(at: CGPoint(x: 50, y: 50))
        // The perceptual duration is 0.4 s; with a bounce of 0.3 the spring settles later (Apple:
        // "for springs with non-zero bounce values, this is the duration of the first bounce").
        screen.advance(by: 0.5)
        #expect(log.isEmpty)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["done true", "tap"])
    }

    @Test("ACC-3 a container's elements and a custom action performed as VoiceOver picks it; ACC-4 haptics recorded in order")
    func accessibilityActionsAndHaptics() {
        final class Row: UIView {
            var log: [String] = []
            func delete(_ action: UIAccessibilityCustomAction) -> Bool { log.append("delete via \(action.name)"); return true }
        }
        let row = Row(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let screen = phoneScreen(showing: row)
        let first = UIView(), second = UIView()
        row.accessibilityElements = [first, second]
        #expect(row.accessibilityElementCount() == 2 && row.accessibilityElement(at: 1) as? UIView === second)
        #expect(row.index(ofAccessibilityElement: second) == 1 && row.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(row.accessibilityElement(at: 2) == nil && UIView().accessibilityElementCount() == 0)
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete", target: row, selector: Selector(Row.delete)),
            UIAccessibilityCustomAction(name: "Flag") { _ in row.log.append("flag"); return false },
        ]
        #expect(screen.performAccessibilityCustomAction(named: "Delete", on: row))
        #expect(!screen.performAccessibilityCustomAction(named: "Flag", on: row))
        #expect(!screen.performAccessibilityCustomAction(named: "Archive", on: row))
        #expect(row.log == ["delete via Delete", "flag"])

        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(screen.hapticFeedbackGiven == ["impact heavy", "impact heavy 0.5", "selection", "notification success"])
    }

    @Test("TXT-8 boundingRect: one line, or wrapped lines with usesLineFragmentOrigin; LYR-7 a mask view is its layer's mask; CTL-12 an overridden titleRect moves the title")
    func measuringMasksAndButtonRects() {
        let font = UIFont.systemFont(ofSize: 20)
        let one = "Hello world".boundingRect(with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude), options: [],
                                             attributes: [.font: font], context: nil)
        #expect(one == CGRect(x: 0, y: 0, width: font.estimatedSize(of: "Hello world").width, height: font.lineHeight))
        let context = NSStringDrawingContext()
        let wrapped = "Hello world".boundingRect(with: CGSize(width: 70, height: CGFloat.greatestFiniteMagnitude),
                                                 options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(wrapped.height == 2 * font.lineHeight && wrapped.width <= 70 && context.totalBounds == wrapped)
        let capped = "one two three four".boundingRect(with: CGSize(width: 40, height: font.lineHeight * 2), options: .usesLineFragmentOrigin,
                                                       attributes: [.font: font], context: nil)
        #expect(capped.height == 2 * font.lineHeight, "no more lines than the height holds")
        #expect("x".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil).height > 0, "a zero size wraps nowhere")

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.mask = shape
        #expect(view.mask === shape && view.layer.mask === shape.layer && shape.superview == nil)

        final class OffsetTitle: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                super.titleRect(forContentRect: contentRect).offsetBy(dx: 0, dy: 10)
            }
        }
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let moved = OffsetTitle(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for button in [plain, moved] {
            button.setTitle("Go", for: .normal)
            _ = button.titleLabel   // made on first use, laid out from then on
            root.addSubview(button)
        }
        _ = phoneScreen(showing: root)
        for button in [plain, moved] {
            button.setNeedsLayout()
            button.layoutIfNeeded()
        }
        #expect(moved.titleLabel!.frame == plain.titleLabel!.frame.offsetBy(dx: 0, dy: 10))
        #expect(plain.contentRect(forBounds: plain.bounds) == plain.bounds)
    }
}
