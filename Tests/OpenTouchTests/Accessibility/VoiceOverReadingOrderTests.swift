import Foundation
import Testing
@testable import OpenTouch

@Suite("VoiceOver's reading order: by position, row by row, groups whole (ACC-6)")
@MainActor
struct VoiceOverReadingOrderTests {
    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    private func read(_ screen: TouchScreen) -> [String] {
        screen.accessibilityElements.compactMap { ($0 as? UIView)?.accessibilityLabel }
    }

    @Test("ACC-6 elements are read top to bottom and, on a row, from the leading edge, whatever their order among the subviews; a taller element holds its row")
    func byPosition() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.frame = CGRect(x: 20, y: 700, width: 350, height: 44)
        root.addSubview(button)
        root.addSubview(label("Price", CGRect(x: 250, y: 112, width: 100, height: 20)))
        let icon = UIImageView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        icon.isAccessibilityElement = true
        icon.accessibilityLabel = "Icon"
        root.addSubview(icon)
        root.addSubview(label("Name", CGRect(x: 80, y: 110, width: 150, height: 24)))
        root.addSubview(label("Details", CGRect(x: 20, y: 160, width: 350, height: 80)))
        let screen = phoneScreen(showing: root)
        #expect(read(screen) == ["Icon", "Name", "Price", "Details", "Buy"])
    }

    @Test("ACC-6 a view that groups its children is read whole, placed by its own frame; one that lists its elements keeps their order; right to left, a row reads from the right")
    func groups() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 90, width: 180, height: 240))
        card.addSubview(label("Title", CGRect(x: 10, y: 10, width: 160, height: 20)))
        card.addSubview(label("Detail", CGRect(x: 10, y: 210, width: 160, height: 20)))
        root.addSubview(card)
        root.addSubview(label("Side", CGRect(x: 200, y: 200, width: 150, height: 20)))
        let listed = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        let second = label("Second", CGRect(x: 0, y: 0, width: 100, height: 20))
        let first = label("First", CGRect(x: 200, y: 50, width: 100, height: 20))
        listed.addSubview(second)
        listed.addSubview(first)
        listed.accessibilityElements = [first, second]
        root.addSubview(listed)
        let screen = phoneScreen(showing: root)
        #expect(read(screen) == ["Title", "Side", "Detail", "First", "Second"], "ungrouped, the side label sits between")
        card.shouldGroupAccessibilityChildren = true
        #expect(read(screen) == ["Title", "Detail", "Side", "First", "Second"], "grouped, the card is read whole first")
        root.window?.semanticContentAttribute = .forceRightToLeft
        #expect(read(screen) == ["Side", "Title", "Detail", "First", "Second"], "right to left: the side label leads its row")
    }
}
