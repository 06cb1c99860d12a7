// swift-tools-version: 6.0
// An app written as for iOS, in Swift 5 mode, from the classes an app is built from: a pager of
// zoomable photos, a searchable grid, a settings screen with a picker and a date picker, a
// toolbar, bar appearances and a tab bar of seven tabs (the More list). Its only edits are the
// ones Linux forces (`@objc` gone, `#selector(m)` written `Selector(T.m)`). CI runs its Swift
// Testing and XCTest tests.
import PackageDescription

let package = Package(
    name: "FieldJournal",
    dependencies: [
        .package(name: "OpenTouch", path: "../.."),
    ],
    targets: [
        .target(
            name: "FieldJournal",
            dependencies: [.product(name: "UIKit", package: "OpenTouch")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "FieldJournalTests",
            dependencies: [
                "FieldJournal",
                .product(name: "UIKit", package: "OpenTouch"),
                .product(name: "OpenTouchTesting", package: "OpenTouch"),
            ]
        ),
        .testTarget(
            name: "FieldJournalXCTests",
            dependencies: ["FieldJournal", .product(name: "UIKit", package: "OpenTouch")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
