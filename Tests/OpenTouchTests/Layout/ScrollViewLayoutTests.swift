import Foundation
import Testing
@testable import OpenTouch

@Suite("Auto Layout inside a scroll view: the content's edges and the content size (LAY-12)")
@MainActor
struct ScrollViewLayoutTests {
    /// A 390 × 400 scroll view holding a column of `count` 60-point rows, laid out the iOS way:
    /// the column pinned to the scroll view's edges (or its content guide) and as wide as its
    /// frame guide.
    func form(rows count: Int, throughGuide: Bool) -> (UIScrollView, [UIView], TouchScreen, [Diagnostics.Report]) {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        let content: (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor) =
            throughGuide ? (scrollView.contentLayoutGuide.topAnchor, scrollView.contentLayoutGuide.bottomAnchor,
                            scrollView.contentLayoutGuide.leadingAnchor, scrollView.contentLayoutGuide.trailingAnchor)
                         : (scrollView.topAnchor, scrollView.bottomAnchor, scrollView.leadingAnchor, scrollView.trailingAnchor)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: content.top),
            column.bottomAnchor.constraint(equalTo: content.bottom),
            column.leadingAnchor.constraint(equalTo: content.leading),
            column.trailingAnchor.constraint(equalTo: content.trailing),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        var rows: [UIView] = []
        for _ in 0..<count {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 60),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? column.topAnchor),
            ])
            rows.append(row)
        }
        rows.last!.bottomAnchor.constraint(equalTo: column.bottomAnchor).isActive = true
        let screen = phoneScreen(showing: scrollView)
        return (scrollView, rows, screen, reports)
    }

    @Test("LAY-12 a column pinned to a scroll view's edges and as wide as its frame guide sets the content size, and the form scrolls")
    func edgesDefineTheContent() {
        let (scrollView, rows, screen, reports) = form(rows: 12, throughGuide: false)
        #expect(reports.isEmpty, "no unsatisfiable constraints: \(reports.map(\.message))")
        #expect(scrollView.contentSize == CGSize(width: 390, height: 720))
        #expect(rows[11].frame == CGRect(x: 16, y: 660, width: 358, height: 60))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 720))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 400))
        screen.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 200), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        #expect(scrollView.contentOffset.y > 200 && scrollView.contentOffset.y <= 320, "scrolled within the content: \(scrollView.contentOffset.y)")
    }

    @Test("LAY-12 the content layout guide does the same; the content size follows a row added later")
    func contentGuide() {
        let (scrollView, rows, screen, reports) = form(rows: 3, throughGuide: true)
        #expect(reports.isEmpty)
        #expect(scrollView.contentSize == CGSize(width: 390, height: 180))
        let tall = rows[2].constraints.first { $0.firstAttribute == .height }!
        tall.constant = 400
        screen.runLayoutPass()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 520))
    }

    @Test("LAY-12 from outside, a scroll view's edges are its frame's: a sibling below it sits under its frame")
    func edgesFromOutside() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(scrollView)
        container.addSubview(footer)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: container.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 390),
            scrollView.heightAnchor.constraint(equalToConstant: 300),
            footer.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 10),
            footer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        _ = phoneScreen(showing: container)
        #expect(footer.frame == CGRect(x: 0, y: 310, width: 100, height: 50))
        #expect(scrollView.contentSize == .zero, "no constraint inside names its content")
    }
}
