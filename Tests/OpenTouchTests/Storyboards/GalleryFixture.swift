import Foundation
@testable import OpenTouch

/// Classes of the gallery storyboard the storyboard tests load, and the connections the plugin
/// would write for them.
final class GallerySettings: UITableViewController {
    weak var versionLabel: UILabel!
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad version=\(versionLabel?.text ?? "nil")")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") sender=\((sender as? UITableViewCell)?.textLabel?.text ?? "?")")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt \(indexPath.section).\(indexPath.row)")
    }
}

final class GalleryGrid: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

final class GalleryContainer: UIViewController {
    weak var caption: UILabel!
    var log: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") to \(type(of: segue.destination)) loaded=\(segue.destination.isViewLoaded)")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad children=\(children.count)")
    }
}

final class GalleryInfo: UIViewController {
    weak var infoButton: UIButton!
    var log: [String] = []
    func tapped(_ sender: UITapGestureRecognizer) { log.append("tapped \(sender.numberOfTapsRequired)") }
}

@MainActor
final class GalleryConnections: DocumentConnections {
    static func classNamed(_ name: String) -> AnyClass? {
        ["GallerySettings": GallerySettings.self, "GalleryGrid": GalleryGrid.self, "GalleryContainer": GalleryContainer.self,
         "GalleryInfo": GalleryInfo.self][name]
    }
    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) throws(DocumentConnectionError) -> Bool {
        switch (object, key) {
        case let (settings as GallerySettings, "versionLabel"): try DocumentConnectionError.assign(value, to: &settings.versionLabel, key: key, of: settings)
        case let (container as GalleryContainer, "caption"): try DocumentConnectionError.assign(value, to: &container.caption, key: key, of: container)
        case let (info as GalleryInfo, "infoButton"): try DocumentConnectionError.assign(value, to: &info.infoButton, key: key, of: info)
        default: return false
        }
        return true
    }
    static func actions(named selector: String) -> [Selector] {
        selector == "tapped:" ? [Selector(GalleryInfo.tapped)] : []
    }
}

/// Writes the gallery storyboard, and the Flow storyboard its third tab refers to, into a folder.
enum GalleryFixture {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(gallery.utf8).write(to: folder.appendingPathComponent("Gallery.storyboard"))
        try Data(flow.utf8).write(to: folder.appendingPathComponent("Flow.storyboard"))
        return folder
    }

    static let flow = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
        <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="N1" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Flow" id="ti3"/>
                    <connections><segue destination="R1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController title="Flow root" id="R1" sceneMemberID="viewController">
                    <view key="view" id="RV"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    static let gallery = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="T1">
        <scenes>
            <scene sceneID="t"><objects>
                <tabBarController id="T1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="S1" kind="relationship" relationship="viewControllers" id="rv1"/>
                        <segue destination="C1" kind="relationship" relationship="viewControllers" id="rv2"/>
                        <segue destination="F1" kind="relationship" relationship="viewControllers" id="rv3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="f"><objects>
                <viewControllerPlaceholder storyboardName="Flow" id="F1" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s"><objects>
                <tableViewController id="S1" customClass="GallerySettings" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="ST">
                        <rect key="frame" x="0" y="0" width="390" height="844"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="sec1">
                                <cells>
                                    <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="NL" accessoryType="disclosureIndicator" id="NC">
                                        <tableViewCellContentView key="contentView" id="NCV">
                                            <subviews><label text="Name" id="NL"/></subviews>
                                        </tableViewCellContentView>
                                        <connections><segue destination="P2" kind="presentation" identifier="profile" modalPresentationStyle="fullScreen" id="sp"/></connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="About" footerTitle="Made on Linux" id="sec2">
                                <cells>
                                    <tableViewCell rowHeight="80" id="VC">
                                        <tableViewCellContentView key="contentView" id="VCV">
                                            <subviews>
                                                <label text="1.0" id="VL"><rect key="frame" x="20" y="20" width="100" height="30"/></label>
                                                <switch on="YES" id="VS"><rect key="frame" x="300" y="20" width="51" height="31"/></switch>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="S1" id="ds"/>
                            <outlet property="delegate" destination="S1" id="dl"/>
                        </connections>
                    </tableView>
                    <tabBarItem key="tabBarItem" title="Settings" id="ti1"/>
                    <connections><outlet property="versionLabel" destination="VL" id="ov"/></connections>
                </tableViewController>
            </objects></scene>
            <scene sceneID="p2"><objects>
                <viewController title="Profile" id="P2" sceneMemberID="viewController">
                    <view key="view" id="P2V"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="c"><objects>
                <collectionViewController storyboardIdentifier="Grid" id="C1" customClass="GalleryGrid" sceneMemberID="viewController">
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
                    <tabBarItem key="tabBarItem" title="Grid" id="ti2"/>
                </collectionViewController>
            </objects></scene>
            <scene sceneID="e"><objects>
                <viewController storyboardIdentifier="Container" id="E1" customClass="GalleryContainer" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="TG"/>
                        <viewControllerLayoutGuide type="bottom" id="BG"/>
                    </layoutGuides>
                    <view key="view" id="EV">
                        <rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="EC"/>
                            <containerView id="EB">
                                <rect key="frame" x="0" y="400" width="390" height="300"/>
                                <connections><segue destination="E2" kind="embed" identifier="embedChild" id="em"/></connections>
                            </containerView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="EC" firstAttribute="top" secondItem="TG" secondAttribute="bottom" constant="10" id="c1"/>
                            <constraint firstItem="EC" firstAttribute="leading" secondItem="EV" secondAttribute="leading" constant="16" id="c2"/>
                        </constraints>
                    </view>
                    <connections><outlet property="caption" destination="EC" id="oc"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="e2"><objects>
                <viewController title="Embedded" id="E2" sceneMemberID="viewController">
                    <view key="view" id="E2V"><rect key="frame" x="0" y="0" width="390" height="300"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="i"><objects>
                <viewController storyboardIdentifier="Info" id="I1" customClass="GalleryInfo" sceneMemberID="viewController">
                    <view key="view" id="IV">
                        <rect key="frame" x="0" y="0" width="390" height="844"/>
                        <subviews>
                            <button buttonType="system" id="IB">
                                <rect key="frame" x="20" y="120" width="100" height="44"/>
                                <state key="normal" title="Info"/>
                                <connections><segue destination="P2" kind="popoverPresentation" identifier="info" popoverAnchorView="IB" id="pp"/></connections>
                            </button>
                        </subviews>
                        <connections><outletCollection property="gestureRecognizers" destination="TR" id="gr"/></connections>
                    </view>
                    <connections><outlet property="infoButton" destination="IB" id="oi"/></connections>
                </viewController>
                <tapGestureRecognizer numberOfTapsRequired="2" delaysTouchesEnded="NO" id="TR">
                    <connections><action selector="tapped:" destination="I1" id="ta"/></connections>
                </tapGestureRecognizer>
            </objects></scene>
        </scenes>
    </document>
    """
}
