// In the package that holds the app's screens: the tests an iOS team already has, as a test
// target of their own, on the UIKit product alone, in Swift 5 mode as iOS test targets are.
.testTarget(
    name: "ShopExistingTests",
    dependencies: ["Shop", .product(name: "UIKit", package: "OpenTouch")],
    swiftSettings: [.swiftLanguageMode(.v5)]
),
