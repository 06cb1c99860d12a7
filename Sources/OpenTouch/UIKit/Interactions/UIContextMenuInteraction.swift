import Foundation

/// A context menu on a view (INT-2): a long press asks the delegate for a menu at the press's
/// location; the menu shows over the window, its actions are tapped, or chosen by sliding the
/// pressing finger onto them and lifting, and a touch anywhere else dismisses it.
///
/// ```swift
/// let interaction = UIContextMenuInteraction(delegate: self)
/// photo.addInteraction(interaction)
/// ```
///
/// [chosen] UIKit's press duration is private: the press takes 0.5 seconds, a long press's
/// default; the menu's appearing and going take 0.25 seconds, after which the animators'
/// completions run. A chosen action's handler runs as the menu goes, after the delegate's
/// `willEndFor`.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks.
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich, compact
    }

    static let pressDuration: TimeInterval = 0.5
    static let transitionDuration: TimeInterval = 0.25

    /// The object that gives the menus.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// How the menu looks; always `.rich` here (a menu with its preview).
    open var menuAppearance: Appearance { .rich }

    /// The press that brings the menu up.
    let press = UILongPressGestureRecognizer()
    /// The press begins only where the delegate gives a menu (INT-2).
    private lazy var pressDelegate = InteractionPressDelegate(shouldBegin: { [unowned self] press in
        prepareMenu(at: press.location(in: view))
    })
    /// The menu the delegate gave for the press under way, shown when the press begins.
    private var pending: UIContextMenuConfiguration?
    /// The menu shown, and where.
    private(set) var overlay: ContextMenuOverlay?
    private var shown: (configuration: UIContextMenuConfiguration, preview: UIViewController?)?
    /// Where the last menu was asked for, in the view.
    private var lastLocation: CGPoint?
    /// Whether the finger that brought the menu up has slid since, so that its lift chooses.
    private var fingerSlid = false
    /// The object actions' `sender` is (a button for its own menu); the interaction otherwise.
    weak var actionSender: AnyObject?
    /// Told of each action chosen (a button that shows its selection, INT-3).
    var didChoose: ((UIAction) -> Void)?
    /// The view the menu is placed by, when not the interaction's view (a list's pressed cell, INT-4).
    var sourceView: (() -> UIView?)?

    /// An interaction whose menus `delegate` gives.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.name = "UIContextMenuInteraction press"
        press.minimumPressDuration = Self.pressDuration
        press.delegate = pressDelegate
        press.addTarget(self, action: UIContextMenuInteraction.handlePress)
    }

    /// Called before the interaction moves to `view`; leaving its view, it dismisses any menu it shows (INT-1).
    open func willMove(to view: UIView?) {
        if view == nil {
            dismiss(reason: "the interaction was removed from its view (INT-1)")
            self.view?.removeGestureRecognizer(press)
        }
    }

    /// Called after the interaction moved to `view`: its long press goes with it (INT-1).
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let lastLocation else { return .zero }
        return own.convert(lastLocation, to: view)
    }

    /// Dismisses the menu shown, if any.
    open func dismissMenu() {
        dismiss(reason: "dismissMenu() was called (INT-2)")
    }

    /// Replaces the menu shown with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let overlay else { return }
        overlay.show(block(overlay.menu))
    }

    // MARK: Showing (INT-2)

    /// Asks the delegate for a menu at `location` (in the view); whether it gave one.
    func prepareMenu(at location: CGPoint) -> Bool {
        guard let view, overlay == nil else { return false }
        lastLocation = location
        pending = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        if pending == nil {
            view.trace?.recordInteraction(view, "shows no context menu", reason: "its delegate gave no configuration for (\(Int(location.x)), \(Int(location.y))) (INT-2)")
        }
        return pending != nil
    }

    /// Shows the menu ``prepareMenu(at:)`` got.
    func presentPreparedMenu(reason: String) {
        guard let configuration = pending, let view, let window = view.window else { return }
        pending = nil
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let source = sourceView?() ?? view
        let overlay = ContextMenuOverlay(interaction: self, menu: menu, preview: preview, source: source.convert(source.bounds, to: nil), window: window)
        let animator = ContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        window.addSubview(overlay)
        self.overlay = overlay
        shown = (configuration, preview)
        fingerSlid = false
        view.trace?.recordInteraction(view, "shows a context menu of \(overlay.items.count) rows", reason: reason)
        animator.finish(after: Self.transitionDuration, on: window.applicationClock)
    }

    private func handlePress(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began: presentPreparedMenu(reason: String(format: "a press of %.2f s (INT-2)", Self.pressDuration))
        case .changed: follow(press.location(in: nil))
        case .ended: lift(at: press.location(in: nil))
        default: break
        }
    }

    /// The finger that brought the menu up slid to `point` (in the window).
    func follow(_ point: CGPoint) {
        guard let overlay else { return }
        fingerSlid = true
        overlay.highlight(at: point)
    }

    /// The finger that brought the menu up lifted at `point`: on a row it slid onto, that row
    /// is chosen; otherwise the menu stays.
    func lift(at point: CGPoint) {
        guard let overlay else { return }
        let item = fingerSlid ? overlay.item(at: point) : nil
        overlay.highlight(at: CGPoint(x: -1, y: -1))
        if let item { choose(item) }
    }

    /// A row was chosen: a submenu opens in the menu's place; an action runs, and the menu goes
    /// unless the action keeps it.
    func choose(_ item: ContextMenuItemView) {
        guard let overlay, let view else { return }
        if let submenu = item.element as? UIMenu {
            view.trace?.recordInteraction(view, "opens the submenu \(submenu.title)", reason: "its row was chosen (INT-2)")
            return overlay.show(submenu)
        }
        guard let action = item.element as? UIAction, item.isEnabled else { return }
        if item.parent.options.contains(.singleSelection) {
            for case let sibling as UIAction in item.parent.children { sibling.state = sibling === action ? .on : .off }
        }
        view.trace?.recordInteraction(view, "chooses \(action.title)", reason: "its row was chosen (INT-2)")
        if !action.attributes.contains(.keepsMenuPresented) { dismiss(reason: "\(action.title) was chosen (INT-2)") }
        action.perform(sender: actionSender ?? self)
        didChoose?(action)
    }

    /// The preview was tapped: the delegate hears it, and the menu goes.
    func previewTapped() {
        guard let shown else { return }
        let animator = ContextMenuAnimator(previewViewController: shown.preview)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: shown.configuration, animator: animator)
        dismiss(reason: "its preview was tapped (INT-2)")
        if let clock = view?.window?.applicationClock { animator.finish(after: Self.transitionDuration, on: clock) }
    }

    /// Takes the menu away, telling the delegate first.
    func dismiss(reason: String) {
        guard let overlay, let shown else { return }
        let animator = ContextMenuAnimator(previewViewController: shown.preview)
        delegate?.contextMenuInteraction(self, willEndFor: shown.configuration, animator: animator)
        let clock = overlay.window?.applicationClock
        overlay.removeFromSuperview()
        self.overlay = nil
        self.shown = nil
        if let view { view.trace?.recordInteraction(view, "dismisses its context menu", reason: reason) }
        if let clock { animator.finish(after: Self.transitionDuration, on: clock) }
    }
}
