// swift-tools-version: 6.0
// A package written as an app's would be: it depends on OpenTouch's `UIKit` product only, and its
// code and tests say `import UIKit`. CI builds and tests it to prove the product works for users.
import PackageDescription

let package = Package(
    name: "Gallery",
    dependencies: [
        .package(name: "OpenTouch", path: "../.."),
    ],
    targets: [
        .target(name: "Gallery", dependencies: [.product(name: "UIKit", package: "OpenTouch")]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", .product(name: "UIKit", package: "OpenTouch")]),
    ]
)
