import Foundation
@_spi(Engine) import GestureArbitration

/// The delivery of an application's touches, as UIKit's own classes and the input reach it.
///
/// A window hands it its share of an event, a view that leaves its window has its touches
/// cancelled, a recognizer asks for a state change or runs a timer, a touch asks which
/// recognizers hold it, and the input hands it frames. They all ask through this protocol,
/// declared here beneath the engine, so that UIKit's classes and the input never name the engine
/// (`Engine/`): the engine names them, and they name only this. `TouchDelivery` is the one
/// implementation; ``UIApplication`` makes it, in the one line of UIKit that names it.
@MainActor
protocol EventDispatching: AnyObject {
    // MARK: The application and its windows

    /// The one touch event the application reuses for every frame (TCH-2).
    var event: UIEvent { get }
    /// The trace decisions are recorded in, while tracing is on.
    var trace: TouchTrace? { get set }
    /// A window's share of the event: its touches go to their recognizers and views (TCH, GR rules).
    func deliver(_ event: UIEvent, in window: UIWindow)
    /// Presses go to the recognizers that take them, before the responder chain hears them.
    func offerPresses(_ event: UIPressesEvent, startingAt responder: UIResponder)

    // MARK: Views, touches and recognizers

    /// `view` left `window` while touches were down in it: they are cancelled (TCH-9).
    func cancelTouches(inSubtreeOf view: UIView, in window: UIWindow)
    /// Whether a live touch is down in `view` or its subviews.
    func hasLiveTouch(inSubtreeOf view: UIView) -> Bool
    /// The clock the application's recognizers time themselves on.
    var clock: ApplicationClock { get }
    /// A recognizer's GR-3-legal transition (its `state` setter), in a cycle of its own.
    func request(_ recognizer: UIGestureRecognizer, to state: ArenaState)
    /// A recognizer disabled or removed from its view while in play (GR-6).
    func withdraw(_ recognizer: UIGestureRecognizer)
    /// A recognizer's timer fires: its code runs like a touches method, in a cycle of its own.
    func runTimer(of recognizer: UIGestureRecognizer, _ work: @MainActor () -> Void)
    /// A recognizer let go of `touch` (GR-14): phases it held may now reach the view.
    func recognizer(_ recognizer: UIGestureRecognizer, didIgnore touch: UITouch)

    // MARK: The input

    /// Whether touches are being delivered, so that a new frame now would be refused.
    var isDeliveringTouches: Bool { get }
    /// How many fingers are down.
    var fingerCount: Int { get }
    /// The numbers of the fingers that are down, in the order they went down.
    var fingersDown: [Int] { get }
    /// The touch of `finger` while the finger is down (also when the system cancelled it).
    func touch(ofFinger finger: Int) -> UITouch?
    /// A validated frame for an application with one window: new touches land in `window`.
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, in window: UIWindow)
    /// A validated frame: new touches land in the front-most window whose hit-test finds a view,
    /// else in `fallback`.
    func handleFrame(_ samples: [TouchSample], at time: TimeInterval, frontToBack windows: [UIWindow], fallback: UIWindow)
    /// Whether ``cancelAllTouches(at:)`` has anything to do.
    var canCancelAllTouches: Bool { get }
    /// The system cancels every touch (TCH-10).
    func cancelAllTouches(at time: TimeInterval)
}
