// swift-tools-version: 6.0
// An app built as Xcode builds them: a main storyboard (a navigation controller, a table of
// prototype cells, a detail scene reached by a segue from a cell, a modal form with outlets and
// actions, an unwind segue), a nib-registered cell, and an Info.plist whose scene manifest names
// the storyboard. Its Swift is written as for iOS (Swift 5 mode); the edits Linux forces are
// `@IBOutlet` gone (it needs Objective-C) and the InterfaceBuilderConnections plugin in this file.
import PackageDescription

let package = Package(
    name: "StoryboardNotes",
    dependencies: [
        .package(name: "OpenTouch", path: "../.."),
    ],
    targets: [
        .target(
            name: "Notes",
            dependencies: [.product(name: "UIKit", package: "OpenTouch")],
            resources: [.copy("Base.lproj"), .copy("SummaryCell.xib"), .copy("Config")],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "InterfaceBuilderConnections", package: "OpenTouch")]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes",
                .product(name: "UIKit", package: "OpenTouch"),
                .product(name: "OpenTouchTesting", package: "OpenTouch"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
