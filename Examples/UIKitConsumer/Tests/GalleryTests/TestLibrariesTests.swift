import CustomDump
import InlineSnapshotTesting
import PropertyBased
import SnapshotTesting
import Testing
import UIKit
@testable import Gallery

// The libraries iOS developers test with, beside `import UIKit`. Each compiles its UIKit parts
// (custom-dump's conformances, property-based's colour generator) against OpenTouch when it is
// compiled after the `UIKit` module, and leaves them out when it is compiled before: SwiftPM
// picks the order. These tests hold in both orders; CI builds both.

@Test("custom-dump describes UIKit's enums with the conformances it has for iOS")
func customDumpOfUIKitValues() {
    expectNoDifference(String(customDumping: UIScrollView.ContentInsetAdjustmentBehavior.never),
                       "UIScrollView.ContentInsetAdjustmentBehavior.never")
    expectNoDifference(String(customDumping: UIUserInterfaceStyle.dark), "UIUserInterfaceStyle.dark")
    expectNoDifference(String(customDumping: UISplitViewController.Column.secondary),
                       "UISplitViewController.Column.secondary")
    if (UIControl.State.highlighted as Any) is CustomDumpReflectable {
        // custom-dump was compiled after UIKit, with its UIKit conformances. `.normal` is the
        // empty set, which every set contains: custom-dump lists it on iOS too.
        expectNoDifference(String(customDumping: UIControl.State([.highlighted, .selected])), """
            Set([
              UIControl.State.highlighted,
              UIControl.State.normal,
              UIControl.State.selected
            ])
            """)
    } else {
        expectNoDifference(String(customDumping: UIControl.State([.highlighted, .selected])), "UIControl.State(rawValue: 5)")
    }
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

@Test("property-based: colours from random components read back what they were made of, through a hex string too")
func generatedColours() async {
    // `Gen<UIColor>.uiColor` exists only when property-based was compiled after UIKit, so the
    // colours are made here from components, which works in either order.
    let component = Gen<Int>.int(in: 0...255)
    await propertyCheck(count: 200, input: component, component, component) { r, g, b in
        let color = UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [r, g, b, 255])
        #expect(UIColor(cgColor: color.cgColor) == color)
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
