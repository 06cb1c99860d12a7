import Foundation
import Testing
@testable import OpenTouch

/// A cell whose content view's constraints give its height, as iOS code writes one.
@MainActor
private final class NoteCell: UITableViewCell {
    let body = UIView()
    private var bodyHeight: NSLayoutConstraint!

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        bodyHeight = body.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bodyHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(height: CGFloat) { bodyHeight.constant = height }
}

/// Notes of different heights; row 3 is a plain cell with no constraints.
@MainActor
private final class Notes: NSObject, UITableViewDataSource {
    let heights: [CGFloat] = [80, 30, 130, 0, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if heights[indexPath.row] == 0 { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.show(height: heights[indexPath.row])
        return cell
    }
}

@Suite("Self-sizing table rows (LST-20)")
@MainActor
struct SelfSizingRowTests {
    @Test("LST-20 automatic rows take their cells' constraint heights as they are shown; rows not yet shown keep the estimate; a cell with no height is reported and gets 44")
    func selfSizing() {
        let scene = Scene()
        let notes = Notes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = notes
        scene.window.addSubview(table)
        let reports = collectingDiagnostics { scene.screen.runLayoutPass() }
        #expect(reports.map(\.message) == ["Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view (row [0, 3]). We're considering the collapse unintentional and using standard height instead (LST-20)"])
        let heights = (0..<8).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // The table rests at −47, below the status bar (SCR-10): 400 points from −47 show rows 0–5.
        #expect(table.contentOffset.y == -47)
        #expect(heights == [100, 50, 150, 44, 70, 70, 60, 60], "rows 0–5 were shown at their 60-point estimates and measured; rows 6 and 7 were not")
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 344)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == CGRect(x: 0, y: 150, width: 400, height: 150))
        #expect(table.contentSize.height == CGFloat(100 + 50 + 150 + 44 + 2 * 70 + 8 * 60))
        #expect(table.visibleCells.count == 5)
        table.contentOffset = CGPoint(x: 0, y: 300)
        scene.screen.runLayoutPass()
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).height == 70)
        withExtendedLifetime(notes) {}
    }
}
