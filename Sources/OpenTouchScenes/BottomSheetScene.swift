import Foundation
import OpenTouch

/// A bottom sheet laid out by constraints: dragging its grabber changes one constraint's constant,
/// and the buttons of the stack view inside follow it (LAY-4, LAY-7, LAY-11).
///
/// Everything is placed with anchors, as app code does: the sheet is pinned to the window's sides
/// and bottom with its top at a constant from the window's top, the grabber is centred at the
/// sheet's top, and a horizontal stack view fills the sheet's margins with three buttons. A pan on
/// the grabber moves the top constraint; the layout pass before the next touch moves the sheet and
/// everything in it, and the trace says which constraint change did it.
@MainActor
public final class BottomSheetScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "bottom-sheet"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "a sheet placed by constraints: drag its grabber, tap the buttons where layout moved them (LAY-4, LAY-7, LAY-11)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Drag the sheet up or down by its grabber, then tap the buttons where the layout moved them."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The sheet, its grabber and the stack of buttons inside it.
    public let sheet = UIView(), grabber = UIView(), buttons = UIStackView()
    /// What the sheet dims as it rises (none collapsed, more the higher it is), and the
    /// grabber's visible handle: the grabber itself is the larger area a finger can take.
    public let dimming = UIView(), handle = UIView()
    /// The constraint the grabber's pan changes: the sheet's top from the window's top.
    public private(set) var sheetTop: NSLayoutConstraint!
    /// "button tapped" lines, in order.
    public private(set) var log: [String] = []
    /// Where the sheet's top rests: collapsed, and expanded.
    public static let collapsedTop: CGFloat = 600, expandedTop: CGFloat = 300
    private var topAtPanStart: CGFloat = 0

    /// Builds the scene in its window, shown and key.
    public init() {
        window.backgroundColor = .systemGroupedBackground
        dimming.accessibilityIdentifier = "dimming"
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.isUserInteractionEnabled = false
        // A sheet as iOS draws one: its top corners rounded, a shadow cast upwards, a handle.
        sheet.accessibilityIdentifier = "sheet"
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 12
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.shadowOpacity = 0.18
        sheet.layer.shadowRadius = 10
        sheet.layer.shadowOffset = CGSize(width: 0, height: -2)
        grabber.accessibilityIdentifier = "grabber"
        handle.accessibilityIdentifier = "handle"
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 2.5
        // The handle only shows where to take the sheet: touches fall through to the grabber.
        handle.isUserInteractionEnabled = false
        buttons.accessibilityIdentifier = "buttons"
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        buttons.isLayoutMarginsRelativeArrangement = true
        for title in ["Share", "Copy", "Delete"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = title.lowercased()
            button.addAction(UIAction { [unowned self] _ in
                log.append("\(title) tapped")
                UIApplication.shared.trace?.note(title.lowercased(), "tapped with the sheet's top at \(sheet.frame.minY)")
            }, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }
        for view in [dimming, sheet, grabber, handle, buttons] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(dimming)
        window.addSubview(sheet)
        sheet.addSubview(grabber)
        grabber.addSubview(handle)
        sheet.addSubview(buttons)
        sheetTop = sheet.topAnchor.constraint(equalTo: window.topAnchor, constant: Self.collapsedTop)
        sheetTop.identifier = "sheet-top"
        NSLayoutConstraint.activate([
            sheetTop,
            dimming.topAnchor.constraint(equalTo: window.topAnchor),
            dimming.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            dimming.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            dimming.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            handle.topAnchor.constraint(equalTo: grabber.topAnchor, constant: 6),
            handle.centerXAnchor.constraint(equalTo: grabber.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
            sheet.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            grabber.topAnchor.constraint(equalTo: sheet.topAnchor),
            grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 120),
            grabber.heightAnchor.constraint(equalToConstant: 32),
            buttons.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            buttons.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 60),
        ])
        let pan = UIPanGestureRecognizer()
        pan.name = "grabber pan"
        pan.addTarget(self, action: Selector(BottomSheetScene.follow))
        grabber.addGestureRecognizer(pan)
        window.makeKeyAndVisible()
    }

    /// The pan moves the sheet's top with the finger, between the two resting places.
    private func follow(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: topAtPanStart = sheetTop.constant
        case .changed:
            sheetTop.constant = min(Self.collapsedTop, max(Self.expandedTop, topAtPanStart + pan.translation(in: window).y))
            // Dimmer the higher the sheet: clear collapsed, 30% black expanded.
            dimming.alpha = 0.3 * (Self.collapsedTop - sheetTop.constant) / (Self.collapsedTop - Self.expandedTop)
        default: break
        }
    }

    /// Taps Copy, drags the grabber up 300 points, and taps Copy again, where layout moved it.
    public func play(on screen: TouchScreen) {
        screen.runLayoutPass()
        let copy = buttons.arrangedSubviews[1]
        screen.tap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil))
        screen.advance(by: 0.5)
        let grab = grabber.convert(CGPoint(x: grabber.bounds.midX, y: grabber.bounds.midY), to: nil)
        screen.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y - 300), duration: 0.3, steps: 6)
        screen.advance(by: 0.5)
        screen.tap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil))
    }
}
