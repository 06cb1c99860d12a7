import Foundation
import Testing
@testable import OpenTouch

@Suite("Time: the application clock and delayed work")
@MainActor
struct ApplicationClockTests {
    @Test("timers fire in time order, ties in scheduling order, each with now at its own time")
    func ordering() {
        let clock = ApplicationClock()
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("c@\(clock.now)") }
        clock.schedule(after: 0.1) { fired.append("a@\(clock.now)") }
        clock.schedule(after: 0.3) { fired.append("d@\(clock.now)") }
        clock.schedule(after: 0.1) {
            fired.append("b@\(clock.now)")
            clock.schedule(after: 0.1) { fired.append("nested@\(clock.now)") }
        }
        #expect(clock.pendingCount == 4 && clock.nextFireTime == 0.1)
        clock.advance(by: 0.25)
        #expect(fired == ["a@0.1", "b@0.1", "nested@0.2"])
        #expect(clock.now == 0.25)
        clock.advance(by: 1)
        #expect(fired == ["a@0.1", "b@0.1", "nested@0.2", "c@0.3", "d@0.3"])
        #expect(clock.pendingCount == 0 && clock.nextFireTime == nil)
    }

    @Test("cancelled work never runs; work due now waits for the next advance")
    func cancellation() {
        let clock = ApplicationClock(now: 10)
        var fired: [String] = []
        let keep = clock.schedule(after: 0) { fired.append("now") }
        let drop = clock.schedule(after: 1) { fired.append("dropped") }
        #expect(fired.isEmpty && keep.isPending && keep.fireTime == 10)
        drop.cancel()
        drop.cancel()
        clock.runDueWork()
        #expect(fired == ["now"] && !keep.isPending && !drop.isPending)
        clock.advance(to: 20)
        clock.advance(to: 15)
        #expect(fired == ["now"] && clock.now == 20)
    }

    @Test("perform(_:with:afterDelay:) runs on the responder's application clock and can be cancelled by target")
    func delayedPerform() {
        final class Worker: UIView {
            var log: [String] = []
            func ping() { log.append("ping at \(window?.application?.clock.now ?? -1)") }
            func take(_ value: Any?) { log.append("took \(value as? Int ?? -1)") }
        }
        let window = UIWindow(frame: .zero)
        let screen = TouchScreen(window: window)
        let worker = Worker()
        window.addSubview(worker)
        worker.perform(Selector(Worker.ping), with: nil, afterDelay: 0.5)
        worker.perform(Selector(Worker.take), with: 42, afterDelay: 0.2)
        screen.advance(by: 1)
        #expect(worker.log == ["took 42", "ping at 0.5"])

        worker.perform(Selector(Worker.ping), with: nil, afterDelay: 0.5)
        NSObject.cancelPreviousPerformRequests(withTarget: worker)
        screen.advance(by: 1)
        #expect(worker.log == ["took 42", "ping at 0.5"])
    }
}
