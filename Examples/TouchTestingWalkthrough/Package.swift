// swift-tools-version: 6.0
// The walk-through "Testing your touch code on Linux" as a package: an app's screens written for
// iOS (`import UIKit`), tested with OpenTouch's verbs in Swift Testing and in XCTest. CI runs
// `swift test` here as a user would; ShopExistingTests are tests as an iOS team already has them.
import PackageDescription

let package = Package(
    name: "Shop",
    dependencies: [
        .package(name: "OpenTouch", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "Shop", dependencies: [.product(name: "UIKit", package: "OpenTouch")]),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop",
                .product(name: "UIKit", package: "OpenTouch"),
                .product(name: "OpenTouchTesting", package: "OpenTouch"),
                .product(name: "OpenTouchSnapshotTesting", package: "OpenTouch"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ShopXCTests",
            dependencies: [
                "Shop",
                .product(name: "UIKit", package: "OpenTouch"),
                .product(name: "OpenTouchTesting", package: "OpenTouch"),
            ]
        ),
        // "Running the tests you already have": XCTest as an iOS team writes it, in Swift 5
        // mode, on the UIKit product alone.
        .testTarget(
            name: "ShopExistingTests",
            dependencies: ["Shop", .product(name: "UIKit", package: "OpenTouch")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
