import Foundation
import Testing
@testable import OpenTouch

/// Sections of numbered rows with title headers; logs what the table's delegate hears.
@MainActor
private final class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let log = CallbackLog()
    let sections: Int, rows: Int
    init(sections: Int = 1, rows: Int) {
        self.sections = sections
        self.rows = rows
    }
    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections > 1 ? "Section \(section)" : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log.append("adjusted top \(scrollView.adjustedContentInset.top)")
    }
}

/// A controller whose view holds a table pinned to its edges with constraints, as iOS code does.
@MainActor
private final class PinnedTableController: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    let rows: NumberedRows
    init(rows: NumberedRows) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        table.translatesAutoresizingMaskIntoConstraints = false
        table.dataSource = rows
        table.delegate = rows
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

@Suite("Content under bars: a scroll view resting at its top follows the safe area, in any container (SCR-10)")
@MainActor
struct ContentUnderBarsTests {
    /// `root` as a 390 × 844 window's root controller, laid out.
    private func show(_ root: UIViewController) -> (UIWindow, TouchScreen) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        screen.runLayoutPass()
        return (window, screen)
    }

    @Test("SCR-10 a full-screen table outside any navigation controller rests below the status bar; pinned headers sit where rectForHeader says, under the finger")
    func restingTableFollowsSafeArea() {
        let rows = NumberedRows(sections: 3, rows: 12)
        let controller = PinnedTableController(rows: rows)
        let (window, screen) = show(controller)
        let table = controller.table
        // One adjustment, made once the rows gave the table content to scroll: the offset moves
        // with the inset, then the delegate hears of the new inset.
        #expect(rows.log.take() == ["didScroll -47.0", "adjusted top 47.0"])
        #expect(table.adjustedContentInset.top == 47 && table.contentOffset == CGPoint(x: 0, y: -47))
        let header = table.convert(table.rectForHeader(inSection: 0), to: nil)
        #expect(header.minY == CGFloat(47 + 22), "below the safe area and the 22-point padding of a plain table's header (LST-12)")
        #expect(table.headerView(forSection: 0)?.convert(CGPoint.zero, to: nil) == header.origin)
        // A tap on the header is not a tap on a row; a tap just below it selects row 0.
        screen.tap(at: CGPoint(x: 100, y: header.midY))
        screen.tap(at: CGPoint(x: 100, y: header.maxY + 22))
        screen.advance(by: 0.5)
        #expect(rows.log.take() == ["willSelect 0.0", "didSelect 0.0"])

        // A change of the safe area (here the controller's additional insets) moves resting
        // content with it.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        screen.runLayoutPass()
        #expect(rows.log.take() == ["didScroll -77.0", "adjusted top 77.0"])
        #expect(table.convert(table.rectForHeader(inSection: 0), to: nil).minY == CGFloat(77 + 22))

        // Content the user scrolled away from the top stays where it is.
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        _ = rows.log.take()
        controller.additionalSafeAreaInsets = .zero
        screen.runLayoutPass()
        #expect(rows.log.take() == ["adjusted top 47.0"])
        #expect(table.contentOffset == CGPoint(x: 0, y: 200))
        withExtendedLifetime(window) {}
    }

    @Test("SCR-10 the app's own contentInset does not move resting content; only the safe area's share does")
    func ownInsetLeavesOffset() {
        let rows = NumberedRows(rows: 40)
        let controller = PinnedTableController(rows: rows)
        let (window, screen) = show(controller)
        let table = controller.table
        _ = rows.log.take()
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        screen.runLayoutPass()
        #expect(rows.log.take() == ["adjusted top 67.0"])
        #expect(table.contentOffset == CGPoint(x: 0, y: -47))
        withExtendedLifetime(window) {}
    }

    @Test("SCR-10 a table pinned to its controller's view.topAnchor in a navigation controller starts below the bar; a tap on its first row selects it, a tap on the bar does not")
    func pinnedTableUnderNavigationBar() {
        let rows = NumberedRows(rows: 40)
        let controller = PinnedTableController(rows: rows)
        controller.title = "Rows"
        let navigation = UINavigationController(rootViewController: controller)
        let (window, screen) = show(navigation)
        let table = controller.table
        // The table fills the screen, under the bar; its safe area includes the status bar (47)
        // and the bar (44).
        #expect(table.convert(table.bounds, to: nil).minY == 0)
        #expect(table.safeAreaInsets.top == 91)
        #expect(rows.log.take() == ["didScroll -91.0", "adjusted top 91.0"])
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        let row0 = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(row0 == CGRect(x: 0, y: 91, width: 390, height: 44))
        // The bar takes what lands on it; the first row is below it.
        #expect(window.hitTest(CGPoint(x: 200, y: 70), with: nil)?.isDescendant(of: navigation.navigationBar) == true)
        screen.tap(at: CGPoint(x: 200, y: 70))
        screen.tap(at: CGPoint(x: 200, y: row0.midY))
        screen.advance(by: 0.5)
        #expect(rows.log.take() == ["willSelect 0.0", "didSelect 0.0"])
    }

    @Test("SCR-10 .automatic in a tab bar controller: a tab's table too short to scroll still gets its top and bottom insets, and rests below the status bar")
    func shortTableInTabBarController() {
        final class ShortList: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let list = ShortList(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list]
        let (window, _) = show(tabs)
        let table = list.tableView!
        #expect(table.contentSize.height == CGFloat(3 * 44), "too short to scroll")
        // Apple: "Content is always adjusted vertically when the scroll view is the content view
        // of a view controller that is currently displayed by a navigation or tab bar controller."
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34 + UITabBar.standardHeight, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -47))
        table.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(table.adjustedContentInset == .zero)
        withExtendedLifetime(window) {}
    }
}
