import Foundation

/// Lets the items of a view be lifted and dragged to a drop interaction (INT-6): a press held
/// still lifts them, the session follows the finger, and lifting the finger drops them.
///
/// ```swift
/// let drag = UIDragInteraction(delegate: self)
/// drag.isEnabled = true          // off by default on iPhone
/// card.addInteraction(drag)
/// ```
///
/// [chosen] UIKit's lift delay is private: the press takes 0.5 seconds, a long press's default;
/// lifting, dropping and going back take 0.25 seconds, after which the animators' completions
/// and the calls that follow animations run.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    static let liftDelay: TimeInterval = 0.5
    static let animationDuration: TimeInterval = 0.25

    /// Whether a new drag interaction is enabled: true on iPad, false on iPhone (the idiom of
    /// the main screen).
    open class var isEnabledByDefault: Bool {
        UIScreen.main.traitCollection.userInterfaceIdiom == .pad
    }

    /// The object that gives the items and hears how the session goes.
    public private(set) weak var delegate: UIDragInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Whether a press lifts items. Until set, the default of the device the interaction's view
    /// is shown on: true on an iPad's screen, false on an iPhone's (``isEnabledByDefault`` for the
    /// main screen).
    open var isEnabled: Bool {
        get { enabled ?? view?.window.map { $0.screen.traitCollection.userInterfaceIdiom == .pad } ?? Self.isEnabledByDefault }
        set { enabled = newValue }
    }
    private var enabled: Bool?

    /// The press that lifts.
    let lift = UILongPressGestureRecognizer()
    /// The lift begins only where the delegate gives items, and waits for a context menu on the
    /// same view to fail (INT-6).
    private lazy var liftDelegate = InteractionPressDelegate(
        shouldBegin: { [unowned self] press in prepareSession(at: press.location(in: nil)) },
        waitsFor: { [unowned self] other in
            guard let view, other.view === view else { return false }
            return view.interactions.contains { ($0 as? UIContextMenuInteraction)?.press === other }
        })
    /// The session of the press under way, from its first item to its end.
    private(set) var session: DragSession?

    /// An interaction whose items `delegate` gives.
    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        lift.name = "UIDragInteraction lift"
        lift.minimumPressDuration = Self.liftDelay
        lift.delegate = liftDelegate
        lift.addTarget(self, action: UIDragInteraction.handleLift)
    }

    /// Called before the interaction moves to `view`; leaving its view, it takes its long press away.
    open func willMove(to view: UIView?) {
        if view == nil { self.view?.removeGestureRecognizer(lift) }
    }

    /// Called after the interaction moved to `view`: its long press goes with it.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(lift)
    }

    /// Asks the delegate for the items a press at `point` (in the window) lifts.
    func prepareSession(at point: CGPoint) -> Bool {
        // A session asked for but never lifted (the press then waited and failed) is dropped.
        guard let view, let window = view.window, session?.hasLifted != true else { return false }
        guard isEnabled else {
            view.trace?.recordDrag(view, "lifts nothing", reason: "its drag interaction is not enabled (INT-6)")
            return false
        }
        let session = DragSession(source: self, window: window, location: point)
        let items = delegate?.dragInteraction(self, itemsForBeginning: session) ?? []
        guard !items.isEmpty else {
            view.trace?.recordDrag(view, "lifts nothing", reason: "its delegate gave no items (INT-6)")
            return false
        }
        session.items = items
        self.session = session
        return true
    }

    /// The session is over and its last call made.
    func sessionDidFinish(_ finished: DragSession) {
        if session === finished { session = nil }
    }

    private func handleLift(_ press: UILongPressGestureRecognizer) {
        guard let session else { return }
        switch press.state {
        case .began: session.liftItems()
        case .changed: session.move(to: press.location(in: nil))
        case .ended: session.release(at: press.location(in: nil))
        case .cancelled, .failed: session.release(at: nil)
        default: break
        }
    }
}
