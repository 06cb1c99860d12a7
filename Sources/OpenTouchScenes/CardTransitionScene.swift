import Foundation
import OpenTouch

/// A card presented with a custom transition and dismissed by dragging it down, as the
/// "fluid" cards of iOS apps are (TRN-1..5): the card's transitioning delegate gives a
/// presentation controller that dims what is behind, an animator that slides the card up and
/// down, and, while a finger drags the card, a percent-driven interaction controller. Let go
/// before half the card's height (and slowly), the card springs back and stays; past it, or
/// flicked, it is dismissed.
@MainActor
public final class CardTransitionScene: OpenTouchScene {
    /// The name `opentouch` and the playground know the scene by.
    public nonisolated static let name = "card-transition"
    /// What the scene shows, in one line.
    public nonisolated static let summary = "a card presented by a custom transition and dragged down to dismiss it: let go early, it springs back; late, it goes (TRN-1..5)"
    /// What to try with the scene in the playground.
    public nonisolated static let suggestion = "Tap Open card, then drag the card down: let go early and it springs back, past halfway and it is dismissed."

    /// The window the scene is built in, shown and key.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The screen under the card, with the Open card button.
    public let home = UIViewController()
    /// The card, presented by the scene's own transition and dragged down to dismiss.
    public let card = CardController()
    private let transitions = CardTransitions()
    /// "opened", "sprang back", "dismissed", in order.
    public private(set) var log: [String] = []

    /// Builds the scene in its window, shown and key.
    public init() {
        home.view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open card", for: .normal)
        open.accessibilityIdentifier = "open"
        open.frame = CGRect(x: 95, y: 200, width: 200, height: 50)
        open.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        open.addAction(UIAction { [unowned self] _ in openCard() }, for: .touchUpInside)
        home.view.addSubview(open)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        transitions.onEnd = { [unowned self] dismissed in
            let line = dismissed ? "dismissed" : "sprang back"
            log.append(line)
            UIApplication.shared.trace?.note("CardTransition", line)
        }
        window.rootViewController = home
        window.makeKeyAndVisible()
    }

    private func openCard() {
        guard home.presentedViewController == nil else { return }
        home.present(card, animated: true) { [unowned self] in
            log.append("opened")
            UIApplication.shared.trace?.note("CardTransition", "opened")
        }
    }

    /// Opens the card, drags it down a fifth of its height and lets go (it springs back), then
    /// drags it down most of the way (it is dismissed).
    public func play(on screen: TouchScreen) {
        screen.tap(at: CGPoint(x: 195, y: 225))
        screen.advance(by: 0.6)
        screen.drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 600), duration: 0.4, steps: 6)
        screen.advance(by: 0.6)
        screen.drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 820), duration: 0.5, steps: 8)
        screen.advance(by: 0.6)
    }
}

/// The card: a grabber and a title on a rounded sheet, and the pan that drags it down.
@MainActor
public final class CardController: UIViewController {
    /// Set by the transitions while they are the card's delegate.
    fileprivate weak var transitions: CardTransitions?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.accessibilityIdentifier = "card"
        let grabber = UIView(frame: CGRect(x: 165, y: 8, width: 60, height: 6))
        grabber.backgroundColor = .systemGray3
        grabber.accessibilityIdentifier = "grabber"
        view.addSubview(grabber)
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 350, height: 30))
        title.text = "Drag me down"
        title.textAlignment = .center
        view.addSubview(title)
        let pan = UIPanGestureRecognizer(target: self, action: Selector(CardController.dragged))
        pan.name = "card pan"
        view.addGestureRecognizer(pan)
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let transitions = transitioningDelegate as? CardTransitions else { return }
        let height = max(view.bounds.height, 1)
        let share = pan.translation(in: view.superview).y / height
        switch pan.state {
        case .began:
            transitions.interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            transitions.interaction?.update(share)
        case .ended:
            // Past half the height, or flicked down, it goes [chosen thresholds, as a sheet's, VC-8].
            if share > 0.5 || pan.velocity(in: view.superview).y > 1000 { transitions.interaction?.finish() } else { transitions.interaction?.cancel() }
            transitions.interaction = nil
        case .cancelled, .failed:
            transitions.interaction?.cancel()
            transitions.interaction = nil
        default:
            break
        }
    }
}

/// The card's transitioning delegate: the dimming presentation controller, the sliding
/// animator, and the interaction controller of a drag under way.
@MainActor
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    /// Told when a dismissal ends: true when the card went, false when it sprang back.
    var onEnd: (Bool) -> Void = { _ in }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlide(presenting: true, onEnd: { _ in })
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlide(presenting: false, onEnd: onEnd)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Rests the card on the lower 60% of the screen over a dimming view that dismisses it when tapped.
@MainActor
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        dimming.frame = containerView?.bounds ?? .zero
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        dimming.accessibilityIdentifier = "dimming"
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(CardPresentationController.dimmingTapped)))
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: { [dimming] context in
            if context.isCancelled { dimming.alpha = 1 }
        })
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        if presentedViewController.isBeingPresented || presentedViewController.isBeingDismissed { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped(_ tap: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the card up from below the screen, or down out of it.
@MainActor
final class CardSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let onEnd: (Bool) -> Void

    init(presenting: Bool, onEnd: @escaping (Bool) -> Void) {
        self.presenting = presenting
        self.onEnd = onEnd
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        if presenting, let card = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            let end = context.finalFrame(for: controller)
            card.frame = end.offsetBy(dx: 0, dy: end.height)
            container.addSubview(card)
            UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseOut) { card.frame = end } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let card = context.view(forKey: .from) {
            UIView.animate(withDuration: 0.35, delay: 0, options: .curveLinear) { card.frame.origin.y = container.bounds.height } completion: { [onEnd] _ in
                let completed = !context.transitionWasCancelled
                context.completeTransition(completed)
                onEnd(completed)
            }
        }
    }
}
