// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OpenTouch",
    products: [
        .library(name: "OpenTouch", targets: ["OpenTouch"]),
        // `import UIKit` for code written for iOS: the same library under UIKit's module names
        // (UIKit, QuartzCore, CoreGraphics). `_Testing_UIKit` and `_Testing_CoreGraphics` are the
        // modules Swift Testing's cross-import overlays ask for when a file imports Testing beside
        // UIKit or CoreGraphics; they are empty, and in the product so users need no flag.
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "os", "_Testing_UIKit", "_Testing_CoreGraphics", "UIKitLoad"]),
        .library(name: "OpenTouchScenes", targets: ["OpenTouchScenes"]),
        // For tests: misses reported as test issues (IssueReporting), and trace snapshots
        // (swift-snapshot-testing), each in a product of its own, so that a package that does
        // not use one does not build it.
        .library(name: "OpenTouchTesting", targets: ["OpenTouchTesting"]),
        .library(name: "OpenTouchSnapshotTesting", targets: ["OpenTouchSnapshotTesting"]),
        .executable(name: "opentouch", targets: ["opentouch"]),
        // Writes the Swift that connects a target's storyboards and nibs to its classes (outlets,
        // custom classes, actions): Linux has no key-value coding to do it by name (NIB-6).
        .plugin(name: "InterfaceBuilderConnections", targets: ["InterfaceBuilderConnections"]),
    ],
    dependencies: [
        // Only the command-line tool uses it; the OpenTouch library depends on Foundation alone.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The command's playground server: small, and builds in seconds.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // The tests' trace snapshots and random-scene properties. Both compile beside the `UIKit`
        // module (which sees to it that `canImport(UIKit)` finds what they use), and IssueReporting's
        // test support lets snapshot failures reach Swift Testing.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.5.0"),
        // `swift package generate-documentation` builds the behaviour reference (the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Gesture arbitration alone (GR-3..10, GR-15): it cannot see a UIKit type, and its tests
        // drive it with fakes.
        .target(name: "GestureArbitration"),
        // `os` is the package's own (Foundation only). OpenTouch links it so that whatever links
        // OpenTouch also links the symbols that swift-argument-parser and xctest-dynamic-overlay
        // take from it once `canImport(os)` is true in the build (LOG-2).
        .target(name: "OpenTouch", dependencies: ["GestureArbitration", "InterfaceDocuments", "os"]),
        // Storyboards and nibs read into their element tree (Foundation's XML parser), shared by
        // OpenTouch, which makes objects from them, and the connections plugin's tool (NIB-1, NIB-6).
        .target(name: "InterfaceDocuments"),
        .executableTarget(name: "interface-connections", dependencies: ["InterfaceDocuments"]),
        .plugin(name: "InterfaceBuilderConnections", capability: .buildTool(), dependencies: ["interface-connections"]),
        // Every module that a package may find with `canImport(UIKit)` true is built before
        // `UIKit` itself: then a dependency compiled beside it (custom-dump, snapshot-testing,
        // property-based) sees all of them or none, whatever order SwiftPM picks.
        // UIKitLoad calls the UIKit module when the program loads, so that it can reset the
        // application between XCTest tests (TIM-5); on Linux the UIKit module links XCTest for it.
        .target(name: "UIKit", dependencies: ["OpenTouch", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics", "UIKitLoad"]),
        .target(name: "UIKitLoad"),
        .target(name: "QuartzCore", dependencies: ["OpenTouch"]),
        .target(name: "CoreGraphics", dependencies: ["OpenTouch", "_Testing_CoreGraphics"]),
        // `import os`: Apple's unified logging, `Logger` and `os_log`, kept
        // where a test reads it back (`OSLogStore`). Foundation only; UIKit does not re-export it.
        .target(name: "os"),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // IssueReportingTestSupport lets IssueReporting find Swift Testing: linking
        // OpenTouchTesting is all a user's test target needs.
        .target(name: "OpenTouchTesting", dependencies: [
            "OpenTouch",
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ]),
        .target(name: "OpenTouchSnapshotTesting", dependencies: [
            "OpenTouch",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The scenes of scenarios.md, shared by the command, the tests and the playground.
        .target(name: "OpenTouchScenes", dependencies: ["OpenTouch"]),
        .executableTarget(
            name: "opentouch",
            dependencies: [
                "OpenTouch",
                "OpenTouchScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .testTarget(
            name: "OpenTouchTests",
            dependencies: [
                "OpenTouch",
                "UIKit",           // the README example's `import UIKit`
                "os",              // Apple's logging, as `import os` gives it (LOG-1, LOG-2)
                "_Testing_UIKit",
                "OpenTouchScenes",
                "InterfaceDocuments",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The testing products as a user's tests use them: linked, not imported by `@testable`.
        .testTarget(
            name: "OpenTouchTestingTests",
            dependencies: [
                "OpenTouch", "OpenTouchTesting", "OpenTouchSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The arena with fake members only: no dependency on OpenTouch.
        .testTarget(name: "GestureArbitrationTests", dependencies: ["GestureArbitration"]),
        // The playground's sessions, limits and messages, without a network: `@testable import opentouch`.
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["opentouch", "OpenTouch", "OpenTouchScenes"]
        ),
        // Files written the way iOS code is written (`import UIKit`, Swift 5 language mode, as most
        // UIKit code still is), compiled against OpenTouch with only the edits Linux forces.
        .testTarget(
            name: "UIKitSourceTests",
            dependencies: ["UIKit", "QuartzCore", "os", "_Testing_UIKit", "OpenTouch"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
