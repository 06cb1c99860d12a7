// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OpenTouch",
    products: [
        .library(name: "OpenTouch", targets: ["OpenTouch"]),
        .library(name: "OpenTouchScenes", targets: ["OpenTouchScenes"]),
        .executable(name: "opentouch", targets: ["opentouch"]),
    ],
    dependencies: [
        // Only the command-line tool uses it; the OpenTouch library depends on Foundation alone.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The command's playground server: small, and builds in seconds.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // Tests only: text snapshots of the scenes' timelines.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Tests only: random scenes and random fingers for the robustness properties.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation` builds the behaviour reference (the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "OpenTouch"),
        // The scenes of scenarios.md, shared by the command, the tests and the playground.
        .target(name: "OpenTouchScenes", dependencies: ["OpenTouch"]),
        .executableTarget(
            name: "opentouch",
            dependencies: [
                "OpenTouch",
                "OpenTouchScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .testTarget(
            name: "OpenTouchTests",
            dependencies: [
                "OpenTouch",
                "OpenTouchScenes",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
