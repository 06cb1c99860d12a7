import Foundation
import Testing
@testable import OpenTouch

/// A section header written as for iOS.
@MainActor
private final class TitleHeader: UICollectionReusableView {
    var title = ""
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Ten sections of four 90-point tiles, each with a header and a footer.
@MainActor
private final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "header" : "footer",
                                                                   for: indexPath)
        guard let header = view as? TitleHeader else { return view }
        header.title = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        log.append("view for \(header.title)")
        return header
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplay \((view as? TitleHeader)?.title ?? "a plain view")")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("didEndDisplaying \((view as? TitleHeader)?.title ?? "a plain view")")
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 0, height: section == 0 ? 20 : 0)
    }
}

@Suite("Collection view supplementary views: section headers and footers (LST-16)")
@MainActor
struct SupplementaryViewTests {
    private let scene = Scene()
    private let grid: UICollectionView
    private let layout = UICollectionViewFlowLayout()
    private let sections: Sections

    init() {
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        grid.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
        sections = Sections(log: scene.log)
        grid.dataSource = sections
        grid.delegate = sections
        scene.window.addSubview(grid)
        scene.screen.runLayoutPass()
    }

    private func header(_ section: Int) -> TitleHeader? {
        grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)) as? TitleHeader
    }

    @Test("LST-16 a flow layout's header goes above each section's inset and a footer below it; views are asked for, shown and in front of the cells")
    func headersAndFooters() {
        // Section 0: header 0..40, inset 10, a line of four 90-point tiles 50..140, inset 10, footer 150..170.
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 50, width: 90, height: 90))
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 390, height: 20))
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1)) == nil)
        // Section 1 starts after the footer: header 170..210.
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 170, width: 390, height: 40))
        #expect(grid.contentSize.height == CGFloat(170 + 9 * 150))
        #expect(scene.log.take() == ["view for header 0", "willDisplay header 0", "view for header 1", "willDisplay header 1",
                                     "view for header 2", "willDisplay header 2", "view for footer 0", "willDisplay footer 0"])
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).map(\.section) == [0, 1, 2])
        let header = header(0)!
        #expect(header.title == "header 0" && header.superview === grid)
        #expect(grid.subviews.firstIndex(of: header)! > grid.subviews.firstIndex(of: grid.cellForItem(at: IndexPath(item: 0, section: 0))!)!)
    }

    @Test("LST-16 headers scrolled out are reused for the sections that come in, after prepareForReuse")
    func reuse() {
        let first = header(0)!
        _ = scene.log.take()
        grid.contentOffset = CGPoint(x: 0, y: 500)
        scene.screen.runLayoutPass()
        #expect(scene.log.take() == ["didEndDisplaying header 0", "didEndDisplaying header 1", "didEndDisplaying header 2",
                                     "view for header 3", "willDisplay header 3", "view for header 4", "willDisplay header 4",
                                     "view for header 5", "willDisplay header 5", "didEndDisplaying footer 0"])
        #expect(first.reuses == 1 && first.superview === grid)
        #expect([header(3), header(4), header(5)].contains { $0 === first })
    }

    @Test("LST-16 a pinned header stays at the top while its section scrolls under it, then is pushed off by the section's end")
    func pinned() {
        layout.sectionHeadersPinToVisibleBounds = true
        scene.screen.runLayoutPass()
        // The grid is at the top of the screen, so its adjusted inset keeps the status bar's 47
        // points: the visible bounds begin 47 points below the offset.
        #expect(grid.adjustedContentInset.top == 47)
        grid.contentOffset = CGPoint(x: 0, y: 20)
        scene.screen.runLayoutPass()
        #expect(header(0)?.frame == CGRect(x: 0, y: 67, width: 390, height: 40))
        // Section 0's items end at 150 (its footer does not hold the header): with the visible
        // bounds beginning at 167, the header is pushed up to 110.
        grid.contentOffset = CGPoint(x: 0, y: 120)
        scene.screen.runLayoutPass()
        #expect(header(0)?.frame == CGRect(x: 0, y: 110, width: 390, height: 40))
        #expect(header(1)?.frame == CGRect(x: 0, y: 170, width: 390, height: 40))
        grid.contentOffset = CGPoint(x: 0, y: 200)
        scene.screen.runLayoutPass()
        #expect(header(0) == nil)
        #expect(header(1)?.frame == CGRect(x: 0, y: 247, width: 390, height: 40))
    }

    @Test("LST-16 a layout that places a header of a kind with no registered class is reported, and the grid goes on")
    func unregistered() {
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = sections
        let reports = collectingDiagnostics {
            scene.window.addSubview(grid)
            scene.screen.runLayoutPass()
        }
        #expect(reports.contains { $0.message.contains("could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier header") })
        #expect(grid.visibleCells.count == 12)
    }
}
