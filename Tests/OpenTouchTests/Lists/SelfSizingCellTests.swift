import Foundation
import Testing
@testable import OpenTouch

/// A cell whose content view holds a bar of a given height, 8 points from the top and bottom, by
/// constraints, as self-sizing cells are written for iOS.
@MainActor
private final class BarCell: UICollectionViewCell {
    let bar = UIView()
    private var height: NSLayoutConstraint?

    required init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(height value: CGFloat) {
        height?.isActive = false
        height = bar.heightAnchor.constraint(equalToConstant: value)
        height?.isActive = true
    }
}

/// A tag: a chip whose content view's constraints give it a width and a height.
@MainActor
private final class TagCell: UICollectionViewCell {
    private var size: [NSLayoutConstraint] = []

    func show(width: CGFloat) {
        NSLayoutConstraint.deactivate(size)
        size = [contentView.widthAnchor.constraint(equalToConstant: width), contentView.heightAnchor.constraint(equalToConstant: 30)]
        NSLayoutConstraint.activate(size)
    }
}

@MainActor
private final class Tags: NSObject, UICollectionViewDataSource {
    let widths: [CGFloat] = [120, 200, 90, 150, 60]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.show(width: widths[indexPath.item])
        return cell
    }
}

/// A cell that sizes itself by overriding `preferredLayoutAttributesFitting`.
@MainActor
private final class TallCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 100
        return attributes
    }
}

@MainActor
private final class Bars: NSObject, UICollectionViewDataSource {
    var heights: [CGFloat] = [30, 50, 70, 10]
    var tall = false
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellForItem \(indexPath.item)")
        if tall { return collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath) as! BarCell
        cell.show(height: heights[indexPath.item])
        return cell
    }
}

@Suite("Self-sizing collection view cells (LST-24)")
@MainActor
struct SelfSizingCellTests {
    private let scene = Scene()

    private func collection(_ group: (NSCollectionLayoutItem) -> NSCollectionLayoutGroup, bars: Bars) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let section = NSCollectionLayoutSection(group: group(item))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(BarCell.self, forCellWithReuseIdentifier: "bar")
        view.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        view.dataSource = bars
        scene.window.addSubview(view)
        return view
    }

    private func frames(_ view: UICollectionView) -> [CGRect] {
        (0..<view.numberOfItems(inSection: 0)).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    private func listGroup(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutGroup {
        .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
    }

    @Test("LST-24 cells of estimated height are measured by their constraints as they are shown, and the items below move; each cell is made once")
    func measuredList() {
        let bars = Bars(log: scene.log)
        let view = collection(listGroup, bars: bars)
        let trace = scene.screen.startTracing()
        scene.screen.runLayoutPass()
        #expect(frames(view) == [CGRect(x: 0, y: 0, width: 400, height: 46), CGRect(x: 0, y: 46, width: 400, height: 66),
                                 CGRect(x: 0, y: 112, width: 400, height: 86), CGRect(x: 0, y: 198, width: 400, height: 26)])
        #expect(view.contentSize.height == 224)
        #expect(scene.log.take() == ["cellForItem 0", "cellForItem 1", "cellForItem 2", "cellForItem 3"])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 112, width: 400, height: 86))
        let measured = trace.events.filter { $0.topic == .list && $0.action.hasPrefix("measures") }.map(\.action)
        #expect(measured == ["measures item [0, 0] at 46 points", "measures item [0, 1] at 66 points",
                             "measures item [0, 2] at 86 points", "measures item [0, 3] at 26 points"])
    }

    @Test("LST-24 in a row of two, the group is as tall as its taller cell")
    func rowOfTwo() {
        let bars = Bars(log: scene.log)
        let view = collection({ item in
            let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
            return .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [half])
        }, bars: bars)
        scene.screen.runLayoutPass()
        #expect(frames(view) == [CGRect(x: 0, y: 0, width: 200, height: 46), CGRect(x: 200, y: 0, width: 200, height: 66),
                                 CGRect(x: 0, y: 66, width: 200, height: 86), CGRect(x: 200, y: 66, width: 200, height: 26)])
    }

    @Test("LST-24 measured heights stay with their items through a batch; a reloaded item is measured again")
    func throughBatches() {
        let bars = Bars(log: scene.log)
        let view = collection(listGroup, bars: bars)
        scene.screen.runLayoutPass()
        _ = scene.log.take()
        bars.heights.remove(at: 0)
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        scene.screen.runLayoutPass()
        #expect(frames(view) == [CGRect(x: 0, y: 0, width: 400, height: 66), CGRect(x: 0, y: 66, width: 400, height: 86),
                                 CGRect(x: 0, y: 152, width: 400, height: 26)])
        #expect(scene.log.take().isEmpty, "no cell is asked for again")
        bars.heights[0] = 20
        view.reloadItems(at: [IndexPath(item: 0, section: 0)])
        scene.screen.runLayoutPass()
        #expect(frames(view).first == CGRect(x: 0, y: 0, width: 400, height: 36))
        #expect(scene.log.take() == ["cellForItem 0"])
    }

    @Test("LST-24 a cell that overrides preferredLayoutAttributesFitting gets the size it asks for")
    func overridden() {
        let bars = Bars(log: scene.log)
        bars.tall = true
        let view = collection(listGroup, bars: bars)
        scene.screen.runLayoutPass()
        #expect(frames(view).map(\.height) == [100, 100, 100, 100] && view.contentSize.height == 400)
    }

    @Test("LST-24 a flow layout with an automatic estimated size lays its tags out at the sizes the cells measure")
    func flowTags() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let tags = Tags()
        view.dataSource = tags
        scene.window.addSubview(view)
        let trace = scene.screen.startTracing()
        scene.screen.runLayoutPass()
        // 120 and 200 share the first line (spread to the edges); 90, 150 and 60 the second.
        #expect(frames(view).map(\.size) == [CGSize(width: 120, height: 30), CGSize(width: 200, height: 30), CGSize(width: 90, height: 30),
                                             CGSize(width: 150, height: 30), CGSize(width: 60, height: 30)])
        #expect(frames(view).map(\.minY) == [0, 0, 40, 40, 40] && frames(view)[1].maxX == 400)
        #expect(trace.events.contains { $0.action == "measures item [0, 1] at 200 × 30 points" && $0.reason == "its size was an estimate of 50 × 50 (LST-24)" })
        withExtendedLifetime(tags) {}
    }

    @Test("LST-24 attributes of absolute size are handed back unchanged, and are never measured")
    func absoluteUnchanged() {
        let cell = BarCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.show(height: 70)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(cell.preferredLayoutAttributesFitting(attributes) === attributes)
    }
}
