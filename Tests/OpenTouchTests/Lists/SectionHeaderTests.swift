import Foundation
import Testing
@testable import OpenTouch

@Suite("Section headers and footers: heights, titles or views, reuse, pinned in a plain table (LST-12)")
@MainActor
struct SectionHeaderTests {
    /// Three sections of ten 44-point rows; section 1's header is a view with a button, the
    /// others are titles; section 2 has a titled footer.
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        let log: CallbackLog
        let button = UIButton(type: .system)
        init(log: CallbackLog) { self.log = log }
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 1 ? nil : "Section \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 2 ? "The end" : nil }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard section == 1, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "action") else { return nil }
            header.textLabel?.text = "Actions"
            if button.superview !== header.contentView { header.contentView.addSubview(button) }
            button.frame = CGRect(x: 300, y: 0, width: 80, height: 40)
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            section == 1 ? 40 : UITableView.automaticDimension
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { log.append("willDisplayHeader \(section)") }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { log.append("didEndDisplayingHeader \(section)") }
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) { log.append("willDisplayFooter \(section)") }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.section).\(indexPath.row)") }
    }

    /// The table, with `padding` above its headers (as apps that want none set it), or the default.
    func scene(log: CallbackLog, padding: CGFloat? = 0) -> (UITableView, Sections, TouchScreen) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        if let padding { table.sectionHeaderTopPadding = padding }
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "action")
        let sections = Sections(log: log)
        table.dataSource = sections
        table.delegate = sections
        return (table, sections, phoneScreen(showing: table))
    }

    @Test("LST-12 LST-1 heights: an automatic header with a title is 28 points, none without, 22 points of padding above each in a plain table; the delegate's height wins; rows start below their header")
    func geometry() {
        let log = CallbackLog()
        let (table, sections, screen) = scene(log: log, padding: nil)
        defer { withExtendedLifetime(sections) {} }
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 22 + 28 + 440), "the padding is inside its section")
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 490 + 22, width: 390, height: 40))
        #expect(table.rectForFooter(inSection: 1).height == 0 && table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 490 + 502 + 490, width: 390, height: 28))
        #expect(table.contentSize.height == CGFloat(490 + 502 + 490 + 28))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0" && table.headerView(forSection: 1) == nil)
        #expect(log.take() == ["willDisplayHeader 0"])

        table.sectionHeaderTopPadding = 0
        screen.runLayoutPass()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28) && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 468, width: 390, height: 40) && table.contentSize.height == CGFloat(468 + 480 + 468 + 28))
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .grouped)
        grouped.dataSource = sections
        grouped.delegate = sections
        grouped.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        grouped.layoutIfNeeded()
        #expect(grouped.rectForHeader(inSection: 0).minY == 0, "no automatic padding in a grouped table")
    }

    @Test("LST-12 a plain table's header stays at the top while its section scrolls under it, is pushed up by the next, and views are reused")
    func pinned() {
        let log = CallbackLog()
        let (table, sections, screen) = scene(log: log)
        defer { withExtendedLifetime(sections) {} }
        _ = log.take()
        let first = table.headerView(forSection: 0)
        table.contentOffset.y = 100
        screen.runLayoutPass()
        let index = table.subviews.firstIndex { $0 === first } ?? -1
        #expect(first?.frame.minY == 100 && !table.subviews[(index + 1)...].contains { $0 is UITableViewCell }, "pinned at the top, over the rows")
        table.contentOffset.y = 450
        screen.runLayoutPass()
        #expect(first?.frame.minY == 440 && table.headerView(forSection: 1)?.frame.minY == 468, "pushed up by section 1's header")
        #expect(log.take() == ["willDisplayHeader 1"])
        table.contentOffset.y = 1000
        screen.runLayoutPass()
        #expect(log.take() == ["didEndDisplayingHeader 0", "didEndDisplayingHeader 1", "willDisplayHeader 2", "willDisplayFooter 2"])
        #expect(table.headerView(forSection: 2) === first, "the title view that scrolled out is reused")
        #expect(table.footerView(forSection: 2)?.textLabel?.text == "The end" && table.footerView(forSection: 2)?.frame.minY == CGFloat(1000 + 400 - 28),
                "a footer stays at the bottom while its section is on screen")
    }

    @Test("LST-12 HIT-2 a header's own button takes its tap; a tap on a header selects no row")
    func headerTouches() {
        let log = CallbackLog()
        let (table, sections, screen) = scene(log: log)
        defer { withExtendedLifetime(sections) {} }
        var taps = 0
        sections.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        table.contentOffset.y = 400
        screen.runLayoutPass()
        _ = log.take()
        screen.tap(at: CGPoint(x: 340, y: 68 + 20))
        screen.advance(by: 0.3)
        #expect(taps == 1)
        screen.tap(at: CGPoint(x: 100, y: 68 + 20))
        screen.advance(by: 0.3)
        #expect(log.take().isEmpty, "no row under a header")
        screen.tap(at: CGPoint(x: 100, y: 68 + 40 + 22))
        screen.advance(by: 0.3)
        #expect(log.take() == ["didSelect 1.0"])
    }
}
