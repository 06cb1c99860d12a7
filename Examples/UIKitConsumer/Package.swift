// swift-tools-version: 6.0
// A package written as an app's would be: it depends on OpenTouch's `UIKit` product, its code and
// tests say `import UIKit`, and its tests use the libraries iOS developers test with
// (swift-custom-dump, swift-snapshot-testing, swift-property-based), which switch on
// `canImport(UIKit)`. CI builds the `UIKit` module alone first, then everything, to prove that
// these packages compile beside it in either order.
import PackageDescription

let package = Package(
    name: "Gallery",
    dependencies: [
        .package(name: "OpenTouch", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // IssueReporting (under custom-dump and snapshot-testing) finds Swift Testing through this
        // library; without it a failed `expectNoDifference` is only a warning.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Gallery", dependencies: [.product(name: "UIKit", package: "OpenTouch")]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery",
                .product(name: "UIKit", package: "OpenTouch"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
