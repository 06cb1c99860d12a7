import OpenTouch
import UIKit
import XCTest

/// A grid drawn in Interface Builder, as an iOS test target checks it with XCTest: prototype
/// cells and a header prototype dequeued by the controller, and the flow layout's metrics (NIB-4).
/// An XCTest, so that it runs before Swift Testing's concurrent tests, beside none of them.
final class TileGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// What the InterfaceBuilderConnections plugin would write for this target's grid.
final class TileGridConnections: DocumentConnections {
    static func classNamed(_ name: String) -> AnyClass? { name == "TileGridController" ? TileGridController.self : nil }
    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) throws(DocumentConnectionError) -> Bool { false }
    static func actions(named selector: String) -> [Selector] { [] }
}

final class CollectionStoryboardXCTests: XCTestCase {
    let grid = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="C1">
        <scenes>
            <scene sceneID="c"><objects>
                <collectionViewController id="C1" customClass="TileGridController" sceneMemberID="viewController">
                    <collectionView key="view" dataMode="prototypes" id="CV">
                        <rect key="frame" x="0" y="0" width="390" height="844"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="FL">
                            <size key="itemSize" width="100" height="100"/>
                            <size key="headerReferenceSize" width="50" height="40"/>
                            <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell reuseIdentifier="Tile" id="TC">
                                <view key="contentView" id="TCV">
                                    <subviews><label text="Tile" id="TL"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
                                </view>
                            </collectionViewCell>
                        </cells>
                        <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="HV">
                            <subviews><label text="Photos" id="HL"><rect key="frame" x="10" y="10" width="100" height="20"/></label></subviews>
                        </collectionReusableView>
                        <connections>
                            <outlet property="dataSource" destination="C1" id="cds"/>
                            <outlet property="delegate" destination="C1" id="cdl"/>
                        </connections>
                    </collectionView>
                </collectionViewController>
            </objects></scene>
        </scenes>
    </document>
    """

    func testPrototypeCellsAndHeaderFromTheStoryboard() throws {
        TileGridConnections.register(TileGridConnections.self)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(grid.utf8).write(to: folder.appendingPathComponent("Grid.storyboard"))
        let storyboard = UIStoryboard(name: "Grid", bundle: Bundle(url: folder))
        let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TileGridController)
        let screen = TouchScreen(rootViewController: controller)
        screen.settle()
        let layout = try XCTUnwrap(controller.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(layout.itemSize, CGSize(width: 100, height: 100))
        XCTAssertEqual(layout.sectionInset.left, 10)
        let cells = controller.collectionView.visibleCells
        XCTAssertEqual(cells.count, 3)
        XCTAssertTrue(cells.allSatisfy { $0.reuseIdentifier == "Tile" && ($0.contentView.subviews.first as? UILabel)?.text == "Tile" })
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, 3, "a new cell from the prototype for each item")
        XCTAssertNotNil(screen.find(label: "Photos"), "the header prototype")
    }
}
