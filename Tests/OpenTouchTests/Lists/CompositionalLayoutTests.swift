import Foundation
import Testing
@testable import OpenTouch

/// Items of any number per section, a cell that logs its selection, and headers, for a
/// compositional layout.
@MainActor
private final class Shelves: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let log: CallbackLog
    var counts: [Int]
    init(log: CallbackLog, counts: [Int]) {
        self.log = log
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.item)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("collection view begins dragging") }
}

@Suite("Compositional layouts: items, groups, sections, sections that scroll sideways (LST-17)")
@MainActor
struct CompositionalLayoutTests {
    private let scene = Scene()

    private func collectionView(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, Shelves) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let shelves = Shelves(log: scene.log, counts: counts)
        collection.dataSource = shelves
        collection.delegate = shelves
        scene.window.addSubview(collection)
        scene.screen.runLayoutPass()
        return (collection, shelves)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("LST-17 a grid of thirds: section insets, item insets, spacing between groups, a header above the insets")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let (collection, _) = collectionView(UICollectionViewCompositionalLayout(section: section), counts: [7, 2])
        // The group is 360 wide (390 less the insets); each third is 120, less 2 on each side.
        #expect(frame(collection, 0) == CGRect(x: 17, y: 44 + 10 + 2, width: 116, height: 116))
        #expect(frame(collection, 2) == CGRect(x: 257, y: 56, width: 116, height: 116))
        #expect(frame(collection, 3) == CGRect(x: 17, y: 56 + 120 + 8, width: 116, height: 116))
        #expect(frame(collection, 6) == CGRect(x: 17, y: 56 + 2 * 128, width: 116, height: 116))
        // Section 0: 44 + 10 + 3 groups (120 + 8 + 120 + 8 + 120) + 10 = 440; section 1 follows.
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 15, y: 440, width: 360, height: 44))
        #expect(frame(collection, 0, 1) == CGRect(x: 17, y: 440 + 56, width: 116, height: 116))
        #expect(collection.contentSize == CGSize(width: 390, height: 440 + 44 + 10 + 120 + 10))
        #expect(collection.indexPathForItem(at: CGPoint(x: 200, y: 250)) == IndexPath(item: 4, section: 0))
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test("LST-17 nested groups: a large item beside a column of two; a group of a fixed count shares its width; flexible spacing spreads the rest")
    func nestedAndCounted() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                      subitems: [small])
        let mosaic = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
                                                        subitems: [large, column])
        let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                         repeatingSubitem: tile, count: 4)
        counted.interItemSpacing = .fixed(10)
        let spread = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                        subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)))])
        spread.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.contentSize == CGSize(width: 390, height: 600))
            return NSCollectionLayoutSection(group: [mosaic, counted, spread][index])
        }
        let (collection, _) = collectionView(layout, counts: [4, 4, 3])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 260, height: 240))
        #expect(frame(collection, 1) == CGRect(x: 260, y: 0, width: 130, height: 120))
        #expect(frame(collection, 2) == CGRect(x: 260, y: 120, width: 130, height: 120))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 240, width: 260, height: 240))
        // (390 - 3 × 10) / 4 = 90 each.
        #expect((0..<4).map { frame(collection, $0, 1)?.minX } == [0, 100, 200, 300])
        #expect(frame(collection, 3, 1)?.width == 90)
        // Three 100-point items in 390 points: 45 between them.
        #expect((0..<3).map { frame(collection, $0, 2)?.minX } == [0, 145, 290])
    }

    /// A shelf of twelve 150-point items that scrolls sideways above a long section that does not.
    private func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> (UICollectionView, Shelves) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        return collectionView(layout, counts: [12, 40])
    }

    @Test("LST-17 SCR-5 a section that scrolls sideways: a sideways drag scrolls only it, a vertical drag only the collection view; a tap selects the item under the finger")
    func sideways() {
        let (collection, shelves) = shelf(.continuous)
        let scroller = try! #require(collection.sectionScrollers[0])
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(scroller.contentSize == CGSize(width: 20 + 12 * 150 + 11 * 10 + 20, height: 100))
        let cell = try! #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === scroller && cell.frame == CGRect(x: 180, y: 0, width: 150, height: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)

        let rest = collection.contentOffset.y   // −47: below the status bar (SCR-10)
        scene.screen.drag(from: .at(300, 50), to: .at(100, 52), duration: 0.5, steps: 10)
        scene.screen.advance(by: 5)
        #expect(scroller.contentOffset.x > 150 && collection.contentOffset.y == rest)
        #expect(scene.log.take().isEmpty)
        // The items that came in have cells, and the layout still gives their unscrolled frames.
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.superview === scroller)
        #expect(frame(collection, 3) == CGRect(x: 20 + 3 * 160, y: 0, width: 150, height: 100))

        let offset = scroller.contentOffset.x
        scene.screen.drag(from: .at(200, 80), to: .at(202, 20), duration: 0.5, steps: 10)
        scene.screen.advance(by: 5)
        #expect(scene.log.take() == ["collection view begins dragging"])
        #expect(scroller.contentOffset.x == offset && collection.contentOffset.y > rest)
        collection.setContentOffset(.zero, animated: false)
        scene.screen.runLayoutPass()

        // The item under x = 195 after the sideways scroll.
        let expected = Int((offset + 195 - 20) / 160)
        #expect(collection.indexPathForItem(at: CGPoint(x: 195, y: 50)) == IndexPath(item: expected, section: 0))
        scene.screen.tap(at: .at(195, 50))
        #expect(scene.log.take() == ["didSelect 0.\(expected)"])
        withExtendedLifetime(shelves) {}
    }

    @Test("LST-17 group paging comes to rest one group on in the direction of the flick; leading-boundary scrolling at the nearest group")
    func paging() {
        let (collection, _) = shelf(.groupPaging)
        let scroller = try! #require(collection.sectionScrollers[0])
        // A short, quick flick to the left: one group on, whatever the speed.
        scene.screen.drag(from: .at(300, 50), to: .at(240, 50), duration: 0.1, steps: 5)
        scene.screen.advance(by: 2)
        #expect(scroller.contentOffset.x == 160)
        scene.screen.drag(from: .at(300, 50), to: .at(280, 50), duration: 0.1, steps: 5)
        scene.screen.advance(by: 2)
        #expect(scroller.contentOffset.x == 320)
        scene.screen.drag(from: .at(100, 50), to: .at(130, 50), duration: 0.1, steps: 5)
        scene.screen.advance(by: 2)
        #expect(scroller.contentOffset.x == 160)

        let (free, _) = shelf(.continuousGroupLeadingBoundary)
        let freeScroller = try! #require(free.sectionScrollers[0])
        scene.screen.drag(from: .at(300, 50), to: .at(90, 50), duration: 0.3, steps: 10)
        scene.screen.advance(by: 5)
        #expect(freeScroller.contentOffset.x.truncatingRemainder(dividingBy: 160) == 0)
        #expect(freeScroller.contentOffset.x > 160)
    }

    @Test("LST-17 a section provider returning nil is reported, and the other sections are laid out")
    func nilSection() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : NSCollectionLayoutSection(group: group) }
        var collection: UICollectionView?
        let reports = collectingDiagnostics { collection = collectionView(layout, counts: [3, 2]).0 }
        #expect(reports.map(\.message) == ["the compositional layout's section provider returned nil for section 0, which has 3 items (LST-17)"])
        #expect(frame(collection!, 1, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(frame(collection!, 0, 0) == nil)
    }
}
