import Foundation
import OpenTouch

/// Controllers moving touches between screens (VC-2..13, TXT-4, TXT-5): a list on a navigation
/// stack pushes a profile with a text field; the profile presents a sheet with a scrolling list at
/// its medium detent; a drag on the list raises the sheet to large, then scrolls; dragged down,
/// the list scrolls back to its top and hands the drag to the sheet, which is dismissed; a swipe
/// from the left edge goes back, the views following the finger.
@MainActor
public final class ControllersScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "controllers"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "push a profile, type into its field, scroll and drag a sheet away, swipe back (VC-4..13, TXT-4, TXT-5)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Tap a row to push a profile, type in its field, open the sheet and drag it away, then swipe back from the left edge."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The navigation controller whose root is the list (VC-5).
    public let navigation: UINavigationController
    /// The root screen, titled Settings, with the button that pushes the profile.
    public let list = UIViewController()
    /// The profile shown by the list's button, made once.
    public let profile = ProfileController()

    /// Builds the scene in its window, shown and key.
    public init() {
        list.title = "Settings"
        navigation = UINavigationController(rootViewController: list)
        let open = UIButton(type: .system)
        open.setTitle("Profile ›", for: .normal)
        open.accessibilityIdentifier = "open profile"
        open.frame = CGRect(x: 20, y: 120, width: 350, height: 44)
        open.addAction(UIAction { [unowned self] _ in
            navigation.pushViewController(profile, animated: true)
        }, for: .touchUpInside)
        list.view.addSubview(open)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// Opens the profile, types a name, shows the sheet and drags it away, then swipes back.
    public func play(on screen: TouchScreen) {
        screen.runLayoutPass()
        screen.tap(at: CGPoint(x: 195, y: 142))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 195, y: 128))
        try? screen.type("Ada")
        screen.tap(at: CGPoint(x: 195, y: 200))
        screen.advance(by: 0.6)
        // Up on the list: the sheet rises to large first, then the list scrolls.
        screen.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 260), duration: 1, steps: 13)
        screen.advance(by: 0.2)
        // Down: the list back to its top, then the sheet, flicked away.
        screen.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 840), duration: 0.4, steps: 8)
        screen.advance(by: 0.6)
        if profile.presentedViewController != nil {
            screen.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 840), duration: 0.2, steps: 4)
            screen.advance(by: 0.6)
        }
        screen.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.4, steps: 8)
        screen.advance(by: 0.5)
    }
}

/// The pushed screen: a name field and a button that presents a sheet.
@MainActor
public final class ProfileController: UIViewController {
    /// The profile's name field (TXT-4, TXT-5).
    public let nameField = UITextField()
    /// The button that presents the sheet (VC-10).
    public let showSheet = UIButton(type: .system)

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.accessibilityIdentifier = "name"
        nameField.frame = CGRect(x: 20, y: 111, width: 350, height: 34)
        showSheet.setTitle("Show sheet", for: .normal)
        showSheet.accessibilityIdentifier = "show sheet"
        showSheet.frame = CGRect(x: 20, y: 178, width: 350, height: 44)
        showSheet.addAction(UIAction { [unowned self] _ in
            present(Self.makeSheet(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(nameField)
        view.addSubview(showSheet)
    }

    /// A sheet at medium and large detents, filled by a list of 30 rows that scrolls (VC-10, VC-11).
    static func makeSheet() -> UIViewController {
        let sheet = UIViewController()
        sheet.title = "Sheet"
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        let list = UIScrollView(frame: sheet.view.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.accessibilityIdentifier = "sheet list"
        list.contentSize = CGSize(width: 390, height: 30 * 44)
        for row in 0..<30 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(row) * 44, width: 350, height: 44))
            label.text = row == 0 ? "Drag me up, then down" : "Row \(row)"
            list.addSubview(label)
        }
        sheet.view.addSubview(list)
        return sheet
    }
}
