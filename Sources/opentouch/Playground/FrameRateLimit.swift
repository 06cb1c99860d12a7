/// Counts one connection's frames in one-second windows and says what to do with the next one
/// (``PlaygroundLimits/maximumFramesPerSecond``).
struct FrameRateLimit {
    enum Verdict: Equatable {
        case accept
        /// Past the rate: refuse this frame, keep the connection.
        case refuse
        /// Twice past the rate: the client is not a browser sampling a screen; close it.
        case close
    }

    let perSecond: Int
    private var windowStart = -Double.infinity
    private var framesInWindow = 0

    init(perSecond: Int) {
        self.perSecond = perSecond
    }

    /// The verdict on `count` frames (merged into one) arriving at `time` seconds.
    mutating func admit(at time: Double, count: Int = 1) -> Verdict {
        if time - windowStart >= 1 {
            windowStart = time
            framesInWindow = 0
        }
        framesInWindow += count
        if framesInWindow > 2 * perSecond { return .close }
        return framesInWindow > perSecond ? .refuse : .accept
    }
}
