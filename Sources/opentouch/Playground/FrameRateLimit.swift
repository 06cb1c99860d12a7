/// Limits one connection's frames to ``PlaygroundLimits/maximumFramesPerSecond``, measured where
/// they arrive, and says what to do with the next one.
///
/// A token bucket: it holds a second's worth of frames and refills at the rate, so a client that
/// stalled (a busy browser tab, a busy server reading late) may send what piled up at once; a
/// client that keeps sending faster runs it dry and has frames refused. One that has more
/// frames refused within a second than the rate allows in one is not a browser sampling a
/// screen, and is closed.
struct FrameRateLimit {
    enum Verdict: Equatable {
        case accept
        /// Past the rate: refuse this frame, keep the connection.
        case refuse
        /// Refused frames past the rate too, within a second: close the connection.
        case close
    }

    let perSecond: Int
    private var tokens: Double
    private var refilledAt: Double?
    private var refusals: [Double] = []

    init(perSecond: Int) {
        self.perSecond = perSecond
        tokens = Double(perSecond)
    }

    /// The verdict on a frame arriving at `time` seconds.
    mutating func admit(at time: Double) -> Verdict {
        if let last = refilledAt {
            tokens = min(Double(perSecond), tokens + (time - last) * Double(perSecond))
        }
        refilledAt = time
        if tokens >= 1 {
            tokens -= 1
            return .accept
        }
        // The refusals of the last second, oldest first.
        refusals.removeAll { $0 <= time - 1 }
        refusals.append(time)
        return refusals.count > perSecond ? .close : .refuse
    }
}
