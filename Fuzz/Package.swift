// swift-tools-version: 6.0
// The libFuzzer target, a package of its own so that ordinary builds never need the fuzzer's
// `main`. Build and run it as the README's robustness section says.
import PackageDescription

let package = Package(
    name: "OpenTouchFuzz",
    dependencies: [
        .package(name: "OpenTouch", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "OpenTouchFuzz",
            dependencies: [.product(name: "OpenTouch", package: "OpenTouch")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
