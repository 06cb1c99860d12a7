@_spi(Engine) import GestureArbitration

/// The one answer to "is the engine in the middle of something?": a frame being delivered, a
/// recognizer's timer, a view removed during a touch, a recognizer disabled from app code.
///
/// Every way into the engine runs inside ``perform(deliveringTouches:_:)``. Cycles nest; when
/// the outermost one closes, and only then, finished recognizers are reset (GR-5) and finished
/// touches leave the event. This is the one place either happens, so no loop over recognizers
/// or touches ever sees its list change under it.
@MainActor
final class DeliveryCycle {
    private unowned(unsafe) let touches: LiveTouches
    /// The arena whose finished members the close sweeps.
    private unowned(unsafe) let arena: GestureArena

    // `@exclusivity(unchecked)` on hot stored properties: they are only used on the main actor and
    // never through overlapping inout accesses (see BENCHMARKS.md).
    /// How many cycles are open, nested.
    @exclusivity(unchecked) private var depth = 0
    /// How many of them deliver touches to views.
    @exclusivity(unchecked) private var touchDeliveries = 0

    init(touches: LiveTouches, arena: GestureArena) {
        self.touches = touches
        self.arena = arena
    }

    /// Whether touches are being delivered: a new frame now would reach views in the middle of
    /// another's callbacks, so input refuses it.
    var isDeliveringTouches: Bool { touchDeliveries > 0 }

    /// Runs `body` as part of a cycle, closing the cycle afterwards if it is the outermost.
    func perform<Result>(deliveringTouches: Bool = false, _ body: () -> Result) -> Result {
        depth += 1
        if deliveringTouches { touchDeliveries += 1 }
        let result = body()
        if deliveringTouches { touchDeliveries -= 1 }
        depth -= 1
        if depth == 0 { close() }
        return result
    }

    /// GR-5: recognizers that finished are reset once the work that finished them is done; then
    /// touches that ended or were cancelled leave the event.
    private func close() {
        arena.sweep()
        touches.removeFinishedFromEvent()
    }
}
