import Benchmark
import BenchScenes
import Foundation
import OpenTouch

// Per-phase wall time and heap allocations on the Qt peer's scene shapes (see BENCHMARKS.md):
//   swift package --scratch-path /tmp/.build-bench benchmark
// The harness runs benchmarks off the main thread; each one hops to the main actor, where
// OpenTouch lives, and measures only there.
// Each iteration of a "press+release" benchmark is one tap at a new random point; each
// iteration of a "move" benchmark is one 5 pt move of a drag that is already under way.

@MainActor
private func scene(_ topology: BenchScene.Topology, _ count: Int, fingers: Int = 1) -> BenchScene {
    BenchScene(topology, count: count, fingers: fingers)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

    for (topology, count) in [(BenchScene.Topology.flat, 100), (.flat, 1000), (.flat, 10000), (.tree, 1000), (.deep, 100)] {
        Benchmark("press+release \(topology.rawValue) \(count)") { benchmark async in
            await MainActor.run {
                let bench = scene(topology, count)
                // A first tap builds what hit-testing keeps between touches (the sibling index).
                bench.send(.down, at: bench.nextPressPoint())
                bench.send(.up, at: .zero)
                bench.screen.advance(by: 1)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let point = bench.nextPressPoint()
                    bench.send(.down, at: point)
                    bench.tick()
                    bench.send(.up, at: point)
                    bench.screen.advance(by: 1)
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("move \(topology.rawValue) \(count)") { benchmark async in
            await MainActor.run {
                let bench = scene(topology, count)
                var point = CGPoint(x: 500, y: 500)
                bench.send(.down, at: point)
                for _ in 0..<4 {    // past the pan's threshold: the gesture is under way
                    point.x += 5
                    bench.tick()
                    bench.send(.move, at: point)
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    point.x += 5
                    if point.x > 990 { point.x = 10 }
                    bench.send(.move, at: point)
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // 11 fingers moving together over 100 recognizers (a flat scene of 50 leaves).
    Benchmark("move 11 fingers, flat 50") { benchmark async in
        await MainActor.run {
            let bench = scene(.flat, 50, fingers: 11)
            var point = CGPoint(x: 200, y: 300)
            bench.send(.down, at: point)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                point.x += 5
                if point.x > 900 { point.x = 100 }
                bench.tick()
                bench.send(.move, at: point)
            }
            benchmark.stopMeasurement()
        }
    }
}
