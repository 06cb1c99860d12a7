/// What one playground serves at most, and why each bound sits where it does. Past a limit the
/// playground answers with an error or closes the connection with a reason; it never grows
/// without bound and never crashes.
enum PlaygroundLimits {
    /// Sessions (browser connections) at once; one more is closed with 1013 "try again later".
    /// Each holds a scene, a trace, a timeline and a recording, a few MB at their caps (the load
    /// test in BENCHMARKS.md measures them).
    static let maximumSessions = 64

    /// Largest message, in bytes. A frame of eleven fingers with coalesced points is under 4 KB;
    /// a larger message closes the connection with 1009 "message too big".
    static let maximumMessageSize = 16_384

    /// Frames accepted per connection per second: twice the fastest touch screens' 240 Hz, with
    /// a second's worth of burst (``FrameRateLimit``). Frames past it are refused with an error;
    /// a client with more than this many refused within a second is closed with 1008 "policy
    /// violation".
    static let maximumFramesPerSecond = 480

    /// Events each session's trace holds: the page keeps the latest 5,000 lines, and the timeline
    /// is built as events come, so older ones serve nothing (they are counted as dropped).
    static let traceCapacity = 5_000

    /// Frames each session's recording holds: 20 s of unbroken five-finger input at 240 Hz, far
    /// longer at a browser's 60–120 Hz, with pauses (which cost nothing) or with merged moves.
    /// The recording stops there and counts what it left out. It is the largest of a session's
    /// buffers: about 1.2 KB a frame of five fingers, some 6 MB full.
    static let recordingCapacity = 5_000

    /// Touch sequences each session keeps for the timeline (the page browses the last 20).
    static let timelineCapacity = 20

    /// Marks in one sequence of the timeline; a longer one (fingers that never all lift) goes on
    /// in the next. The page draws a sequence whole, and 500 marks still read.
    static let marksPerSequence = 500

    /// Messages of one connection waiting for the scene: a second of input at 240 Hz. More
    /// frames are refused ("overloaded") until the scene catches up; waiting moves are merged.
    static let maximumWaitingMessages = 240

    /// Positions one merged move carries at most (``TouchSample/coalesced``); older ones are dropped.
    static let maximumCoalescedPoints = 16

    /// Scene updates (the view tree) sent per second at most. Input is applied as it arrives and
    /// acknowledged at once; the drawing follows at the display's rate, as on a device.
    static let updatesPerSecond = 60.0
}
