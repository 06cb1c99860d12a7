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
    public nonisolated static let name = "bottom-sheet"
    public nonisolated static let summary = "a sheet placed by constraints: drag its grabber, tap the buttons where layout moved them (LAY-4, LAY-7, LAY-11)"
    public nonisolated static let suggestion = "Drag the sheet up or down by its grabber, then tap the buttons where the layout moved them."

    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The sheet, its grabber and the stack of buttons inside it.
    public let sheet = UIView(), grabber = UIView(), buttons = UIStackView()
    /// The constraint the grabber's pan changes: the sheet's top from the window's top.
    public private(set) var sheetTop: NSLayoutConstraint!
    /// "button tapped" lines, in order.
    public private(set) var log: [String] = []
    /// Where the sheet's top rests: collapsed, and expanded.
    public static let collapsedTop: CGFloat = 600, expandedTop: CGFloat = 300
    private var topAtPanStart: CGFloat = 0

    public init() {
        sheet.accessibilityIdentifier = "sheet"
        sheet.backgroundColor = .secondarySystemBackground
        grabber.accessibilityIdentifier = "grabber"
        grabber.backgroundColor = .systemGray3
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
        for view in [sheet, grabber, buttons] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(sheet)
        sheet.addSubview(grabber)
        sheet.addSubview(buttons)
        sheetTop = sheet.topAnchor.constraint(equalTo: window.topAnchor, constant: Self.collapsedTop)
        sheetTop.identifier = "sheet-top"
        NSLayoutConstraint.activate([
            sheetTop,
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
