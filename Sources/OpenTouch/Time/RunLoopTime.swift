import CoreFoundation
import Foundation

/// UIKit's time when no ``TouchScreen`` drives it: the clock of the run-loop application
/// (`UIApplication.shared` outside any screen's delivery) moves while the run loop turns, by the
/// time it turns, and stands still while it does not (TIM-2, TIM-3).
///
/// iOS tests wait by letting the run loop turn: they spin it (`RunLoop.main.run(until:)`,
/// `run(mode:before:)`), wait on expectations (XCTest spins it), or poll (Nimble spins it). All
/// UIKit work here (animations, selector timers, delayed performs, main-queue blocks sent from the
/// main actor, display links, a long press's timer, a scroll view's deceleration) is on an
/// ``ApplicationClock``. Core Foundation observers on the run loop keep that clock in step:
///
/// - when a pass of the run loop begins, when it wakes and when it ends, the clock moves by the
///   wall time since it last moved, running what fell due on the way in deadline order;
/// - before the loop sleeps, a timer of the loop's own is set for the moment the clock's next work
///   falls due, so the loop wakes for it as it would for any timer.
///
/// So a spin of 0.5 s moves the clock by the 0.5 s the loop turned (plus whatever a loaded machine
/// adds to the spin itself), and time spent outside the run loop (the test's own code, the time
/// between two tests) never counts. Foundation's block timers and Dispatch's main queue stay on
/// the loop as they are; they and the clock's work share one timeline, the loop's.
///
/// While no loop turns and the main actor is free, the main queue stands in for the loop: Swift
/// Testing on Linux runs main-actor tests on a thread of Dispatch's, so an `async` test that awaits
/// (`try await Task.sleep(for:)`, a confirmation) leaves the main queue to Dispatch and no run
/// loop turns at all. On iOS the main run loop would turn meanwhile and a long press would begin.
/// So a timer on the main queue is set for the wall time at which the clock's next work falls
/// due; when it fires with no loop turning, the clock moves to that work's time and runs it.
/// Inside a spin the main queue only runs when the loop drains it, and then the loop's own
/// observers keep the time, so the two never both move the clock.
///
/// A `TouchScreen` with an application of its own keeps virtual time: only its `advance(by:)` and
/// its verbs move it, never the run loop. A screen made on `UIApplication.shared` drives the
/// run-loop application: its advances and the run loop's turns move the same clock.
@MainActor
enum RunLoopTime {
    /// The clock the run loop moves.
    static var clock: ApplicationClock { UIApplication.runLoopApplication.clock }

    /// What one run loop's observers remember.
    private final class LoopState {
        /// Held, so that no other loop takes its address (the key it is followed by) while
        /// followed.
        let loop: CFRunLoop
        /// Passes of this loop on the stack (a callout may spin the loop again).
        var depth = 0
        /// The wall time the clock last moved to while this loop turned.
        var lastSync = CFAbsoluteTimeGetCurrent()
        var observer: CFRunLoopObserver?
        var wakeTimer: CFRunLoopTimer?

        init(loop: CFRunLoop) {
            self.loop = loop
        }
    }

    /// The loops followed, by identity: the main run loop, and the current loop of any thread the
    /// main actor scheduled run-loop work from (Swift Testing's main actor is the main queue,
    /// drained by a thread of Dispatch's).
    private static var loops: [ObjectIdentifier: LoopState] = [:]

    /// Work was put on the run-loop application's clock: the current thread's loop is followed,
    /// and the main queue wakes when the work falls due, in case no loop turns then.
    static func clockDidGetWork() {
        followCurrentRunLoop()
        armMainQueueTimer()
    }

    /// Whether the run-loop application's layout and display passes are on its clock.
    private static var commit: ScheduledWork?

    /// Puts the run-loop application's layout and display passes on its clock's next turn, once
    /// (TIM-7): the run loop's next turn (a spin, an expectation's wait, an await) runs them.
    static func commitSoon() {
        // A reset between tests cancels it: then it is scheduled again.
        guard commit?.isPending != true else { return }
        commit = clock.schedule(after: 0, label: "layout and display pass") {
            commit = nil
            for window in UIApplication.runLoopApplication.windows where window.hasPendingWork { window.runLayoutPass() }
        }
    }

    /// The main queue's timer, and the clock time it is set for (infinity when not set).
    private static var mainQueueTimer: DispatchSourceTimer?
    private static var mainQueueTimerDue: TimeInterval = .infinity

    private static var anyLoopTurning: Bool { loops.values.contains { $0.depth > 0 } }

    /// Sets the main queue's timer for the clock's next work, unless it is set for earlier.
    private static func armMainQueueTimer() {
        let clock = self.clock
        let due = clock.nextDueTime
        guard due.isFinite else {
            mainQueueAnchor = nil
            return
        }
        guard due < mainQueueTimerDue else { return }
        mainQueueTimerDue = due
        let timer = mainQueueTimer ?? {
            let made = DispatchSource.makeTimerSource(queue: .main)
            made.setEventHandler { MainActorContext.runIfCurrent { RunLoopTime.mainQueueTimerFired() } }
            made.activate()
            mainQueueTimer = made
            return made
        }()
        // Deadlines count from the wall time at which the clock began to wait, not from each
        // arming: work put on the clock for now (a layout pass another test's window asked for)
        // fires at once, and must not push back the work due later (a long press's timer).
        let anchor = mainQueueAnchor ?? (wall: DispatchTime.now(), clock: clock.now)
        mainQueueAnchor = anchor
        timer.schedule(deadline: anchor.wall + max(0, due - anchor.clock))
    }

    /// The wall time and clock time at which the main queue began to stand in for the run loop;
    /// nil while nothing is due or a loop keeps the time.
    private static var mainQueueAnchor: (wall: DispatchTime, clock: TimeInterval)?

    private static func mainQueueTimerFired() {
        let due = mainQueueTimerDue
        mainQueueTimerDue = .infinity
        // A turning loop keeps the time itself (its wake timer fires for the same work); the
        // timer is set again when the last loop stops turning.
        guard !anyLoopTurning else { return }
        clock.advance(to: due)
        armMainQueueTimer()
    }

    /// Follows the current thread's run loop, once: called when the run-loop application is made
    /// and whenever work is put on its clock.
    static func followCurrentRunLoop() {
        let loop = CFRunLoopGetCurrent()!
        let key = ObjectIdentifier(loop)
        guard loops[key] == nil else { return }
        let state = LoopState(loop: loop)
        loops[key] = state
        let activities: CFRunLoopActivity = [.entry, .beforeTimers, .beforeWaiting, .afterWaiting, .exit]
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities.rawValue, true, 0) { _, activity in
            MainActorContext.runIfCurrent { RunLoopTime.loop(state, did: activity) }
        }
        // Repeating, with an interval no spin reaches: Core Foundation invalidates a one-shot timer
        // once it fires, and a loop with nothing left in its mode stops turning at once.
        let timer = CFRunLoopTimerCreateWithHandler(nil, .greatestFiniteMagnitude, 1e9, 0, 0) { _ in
            MainActorContext.runIfCurrent { RunLoopTime.sync(state) }
        }
        state.observer = observer
        state.wakeTimer = timer
        CFRunLoopAddObserver(loop, observer, kCFRunLoopCommonModes)
        CFRunLoopAddTimer(loop, timer, kCFRunLoopCommonModes)
    }

    private static func loop(_ state: LoopState, did activity: CFRunLoopActivity) {
        if activity.contains(.entry) {
            if state.depth > 0 { sync(state) } else { state.lastSync = CFAbsoluteTimeGetCurrent() }
            state.depth += 1
            return
        }
        sync(state)
        if activity.contains(.beforeWaiting) { armWakeTimer(state) }
        if activity.contains(.exit) {
            state.depth = max(0, state.depth - 1)
            if !anyLoopTurning { armMainQueueTimer() }
        }
    }

    /// Moves the clock by the wall time since it last moved while this loop turned.
    private static func sync(_ state: LoopState) {
        guard state.depth > 0 else { return }
        mainQueueAnchor = nil
        let now = CFAbsoluteTimeGetCurrent()
        let elapsed = now - state.lastSync
        state.lastSync = now
        if elapsed > 0 { clock.advance(by: elapsed) }
    }

    /// Sets the loop's wake timer for the wall time at which the clock's next work falls due.
    private static func armWakeTimer(_ state: LoopState) {
        guard let timer = state.wakeTimer else { return }
        let clock = self.clock
        let untilDue = clock.nextDueTime - clock.now
        let fireDate = untilDue.isFinite ? CFAbsoluteTimeGetCurrent() + max(0, untilDue) : .greatestFiniteMagnitude
        CFRunLoopTimerSetNextFireDate(timer, fireDate)
    }
}
