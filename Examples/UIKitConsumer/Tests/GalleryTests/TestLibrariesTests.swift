import CustomDump
import InlineSnapshotTesting
import PropertyBased
import SnapshotTesting
import Testing
import UIKit
@testable import Gallery

// The libraries iOS developers test with, beside `import UIKit`: each compiles its UIKit parts
// (custom-dump's conformances, property-based's colour generator) against OpenTouch.

@Test("custom-dump describes UIKit's enums with the conformances it has for iOS")
func customDumpOfUIKitValues() {
    expectNoDifference(String(customDumping: UIScrollView.ContentInsetAdjustmentBehavior.never),
                       "UIScrollView.ContentInsetAdjustmentBehavior.never")
    expectNoDifference(String(customDumping: UIUserInterfaceStyle.dark), "UIUserInterfaceStyle.dark")
    expectNoDifference(String(customDumping: UISplitViewController.Column.secondary),
                       "UISplitViewController.Column.secondary")
    // `.normal` is the empty set, which every set contains: custom-dump lists it on iOS too.
    expectNoDifference(String(customDumping: UIControl.State([.highlighted, .selected])), """
        Set([
          UIControl.State.highlighted,
          UIControl.State.normal,
          UIControl.State.selected
        ])
        """)
}

@MainActor
@Test("custom-dump's difference of a cell's events after a double tap")
func customDumpOfCellEvents() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    window.addSubview(cell)
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    screen.tap(at: CGPoint(x: 60, y: 60))
    screen.advance(by: 0.1)
    screen.tap(at: CGPoint(x: 60, y: 60))
    // The double tap recognizes as the second finger lifts and cancels the cell's touch (GR-11),
    // so the second touch never ends in the cell.
    expectNoDifference(cell.events, ["highlight", "unhighlight after 0.05 s", "highlight", "double tap"])
}

@Test("property-based: its UIColor generator gives colours whose components read back in 0...1")
func generatedColours() async {
    await propertyCheck(count: 200, input: Gen<UIColor>.uiColor) { color in
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect((0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue) && alpha == 1)
    }
}

@MainActor
@Test("snapshot-testing: a touch trace as text, in a snapshot file and inline")
func traceSnapshot() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    cell.accessibilityIdentifier = "photo"
    window.addSubview(cell)
    window.makeKeyAndVisible()
    let screen = TouchScreen(window: window)
    screen.tap(at: CGPoint(x: 60, y: 60))
    screen.advance(by: 0.5)
    assertSnapshot(of: cell.events.joined(separator: "\n"), as: .lines)
    assertInlineSnapshot(of: cell.events.joined(separator: "\n"), as: .lines) {
        """
        highlight
        unhighlight after 0.05 s
        """
    }
}
