// swift-tools-version: 6.1
// OpenTouch's benchmarks, a package of their own so that users of the library never resolve
// the benchmark tools. See BENCHMARKS.md for the commands and the figures.
import PackageDescription

let package = Package(
    name: "OpenTouchBenchmarks",
    dependencies: [
        .package(name: "OpenTouch", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The scenes of the Qt Quick peer program, built the same way.
        .target(name: "BenchScenes", dependencies: [.product(name: "OpenTouch", package: "OpenTouch")]),
        // Plays gestures and prints per-phase figures; phases are functions of their own so that
        // `valgrind --tool=callgrind --toggle-collect=...` can count each one's instructions.
        .executableTarget(name: "touchbench", dependencies: ["BenchScenes"]),
        // Auto Layout on the kiwi peer's scenes (../shared/peers/kiwi/LAYOUT_SCENES.md), phase by
        // phase, with the public API.
        .executableTarget(name: "layoutbench", dependencies: [.product(name: "OpenTouch", package: "OpenTouch")]),
        // The playground under load: a WebSocket client of its own on plain sockets; BenchScenes
        // for its seeded generator.
        .executableTarget(name: "playgroundload", dependencies: ["BenchScenes"]),
        .executableTarget(
            name: "OpenTouchBenchmarks",
            dependencies: ["BenchScenes", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/OpenTouchBenchmarks",
            // The harness hands its non-Sendable `benchmark` into main-actor code it runs
            // synchronously; Swift 5 mode accepts that, the library stays in Swift 6 mode.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
