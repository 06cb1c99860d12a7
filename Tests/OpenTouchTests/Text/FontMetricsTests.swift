import Foundation
import Testing
import UIKit
import OpenTouch

@Suite("UIFontMetrics: the app's own fonts and lengths scaled with the user's text size (TXT-9)")
@MainActor
struct FontMetricsTests {
    @Test("TXT-9 a custom font scaled by the body's metrics follows the text size in a label that adjusts, capped by its maximum; lengths scale alike")
    func scaledFontFollows() {
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let base = UIFont(name: "Avenir-Medium", size: 20)!
        label.font = UIFontMetrics.default.scaledFont(for: base)
        label.adjustsFontForContentSizeCategory = true
        let capped = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        capped.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base, maximumPointSize: 26)
        capped.adjustsFontForContentSizeCategory = true
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(label)
        root.addSubview(capped)
        let screen = phoneScreen(showing: root)
        // The main screen is shared by every test: give it back its text size.
        defer { screen.setPreferredContentSizeCategory(.large) }
        #expect(label.font.pointSize == 20 && label.font.fontName == "Avenir-Medium", "at Large, the size it was made at")
        screen.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(label.font.pointSize == (20.0 * 28 / 17).rounded() && label.font.fontName == "Avenir-Medium")
        #expect(capped.font.pointSize == 26, "no larger than its maximum")
        screen.setPreferredContentSizeCategory(.extraSmall)
        #expect(label.font.pointSize == (20.0 * 14 / 17).rounded() && capped.font.pointSize == (20.0 * 14 / 17).rounded())
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 44, compatibleWith: traits) - 44.0 * 23 / 17) < 0.001)
    }
}
