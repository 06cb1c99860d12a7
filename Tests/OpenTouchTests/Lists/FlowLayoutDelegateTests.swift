import Foundation
import Testing
@testable import OpenTouch

@Suite("A flow layout's delegate: sizes item by item, insets and spacing section by section (LST-14)")
@MainActor
struct FlowLayoutDelegateTests {
    final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let widths: [[CGFloat]]
        var picked: [IndexPath] = []
        init(_ widths: [[CGFloat]]) { self.widths = widths }
        func numberOfSections(in collectionView: UICollectionView) -> Int { widths.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: widths[indexPath.section][indexPath.item], height: indexPath.item == 1 ? 40 : 30)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 0 ? 5 : 20 }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { picked.append(indexPath) }
    }

    @Test("LST-14 LST-9 items of their own sizes fill lines as they fit; full lines spread to the insets, the last one keeps the least spacing; a line's items are centred across it; taps find them")
    func tagCloud() {
        let tags = Tags([[100, 150, 80, 120, 60], [300]])
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = tags
        collection.delegate = tags
        let screen = phoneScreen(showing: collection)
        func frame(_ item: Int, _ section: Int = 0) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // 350 points between the insets: 100 + 150 + 80 = 330 with two gaps of 10 fits; 120 does not.
        #expect(frame(0) == CGRect(x: 20, y: 15, width: 100, height: 30), "centred across the 40-point line")
        #expect(frame(1) == CGRect(x: 130, y: 10, width: 150, height: 40))
        #expect(frame(2) == CGRect(x: 290, y: 15, width: 80, height: 30), "the full line spreads to the right inset")
        #expect(frame(3) == CGRect(x: 20, y: 55, width: 120, height: 30) && frame(4) == CGRect(x: 150, y: 55, width: 60, height: 30),
                "the last line: 5 points below, the least spacing")
        #expect(frame(0, 1) == CGRect(x: 20, y: 85 + 10 + 10, width: 300, height: 30))
        #expect(collection.contentSize.height == CGFloat(105 + 30 + 10))
        screen.tap(at: CGPoint(x: 200, y: 30))
        #expect(tags.picked == [IndexPath(item: 1, section: 0)])
    }
}
