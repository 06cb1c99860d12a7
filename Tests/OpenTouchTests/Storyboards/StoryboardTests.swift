import Foundation
import InterfaceDocuments
import Testing
@testable import OpenTouch

/// A panel of the tests' own, connected by hand-written connections (what the plugin writes).
final class NibPanel: UIView {
    weak var title: UILabel!
    var buttons: [UIButton] = []
    var cornerRadius: CGFloat = 0
    var log: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib title=\(title?.text ?? "nil") buttons=\(buttons.count) corner=\(cornerRadius)")
    }

    func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "")") }
}

final class NibListController: UIViewController {
    var log: [String] = []
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerformSegue \(identifier)")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") to \(type(of: segue.destination)) loaded=\(segue.destination.isViewLoaded)")
    }
    func unwindHere(_ segue: UIStoryboardSegue) { log.append("unwindHere from \(type(of: segue.source))") }
}

@MainActor
final class TestDocumentConnections: DocumentConnections {
    static func classNamed(_ name: String) -> AnyClass? {
        ["NibPanel": NibPanel.self, "NibListController": NibListController.self][name]
    }
    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) throws(DocumentConnectionError) -> Bool {
        guard let panel = object as? NibPanel else { return false }
        switch key {
        case "title": try DocumentConnectionError.assign(value, to: &panel.title, key: key, of: panel)
        case "buttons": try DocumentConnectionError.assign(value, to: &panel.buttons, key: key, of: panel)
        case "cornerRadius": try DocumentConnectionError.assign(value, to: &panel.cornerRadius, key: key, of: panel)
        default: return false
        }
        return true
    }
    static func actions(named selector: String) -> [Selector] {
        switch selector {
        case "tapped:": [Selector(NibPanel.tapped)]
        case "unwindHere:": [Selector(NibListController.unwindHere)]
        default: []
        }
    }
}

private func xib(_ objects: String) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
    \(objects)
        </objects>
    </document>
    """.utf8)
}

@MainActor
@Suite(.serialized)
struct StoryboardTests {
    init() { TestDocumentConnections.register(TestDocumentConnections.self) }

    @Test("NIB-1 a document that is not well-formed is an error naming the file and the line")
    func malformedDocument() throws {
        let bad = Data("<document type=\"x\">\n<objects>\n<view id=\"a\">\n</objects>".utf8)
        do {
            _ = try InterfaceDocument(data: bad, path: "Broken.xib")
            Issue.record("an unclosed <view> is not well-formed")
        } catch {
            #expect(error.path == "Broken.xib" && error.line != nil && error.description.contains("the document is not well-formed XML"))
        }
        do {
            _ = try InterfaceDocument(data: Data("<plist/>".utf8), path: "Wrong.xib")
            Issue.record("a <plist> is not a document")
        } catch {
            #expect(error.description == "Wrong.xib:1: <plist>: the root element is <plist>, where an Interface Builder document has <document>")
        }
    }

    @Test("NIB-2 NIB-5 a nib's view: properties in init(coder:), outlets, a collection, runtime attributes, then awakeFromNib; its action runs on a tap")
    func nibViewConnectsThenAwakes() throws {
        let nib = UINib(data: xib("""
            <view contentMode="scaleToFill" id="P1" customClass="NibPanel">
                <rect key="frame" x="0" y="0" width="300" height="200"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <subviews>
                    <label text="Hello" textAlignment="center" numberOfLines="2" id="L1">
                        <rect key="frame" x="10" y="10" width="200" height="30"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    </label>
                    <button buttonType="system" id="B1">
                        <rect key="frame" x="10" y="100" width="100" height="44"/>
                        <state key="normal" title="Go"/>
                        <connections>
                            <action selector="tapped:" destination="P1" eventType="touchUpInside" id="A1"/>
                        </connections>
                    </button>
                    <button buttonType="system" id="B2">
                        <rect key="frame" x="150" y="100" width="100" height="44"/>
                        <state key="normal" title="Stop"/>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="12"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="6"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <connections>
                    <outlet property="title" destination="L1" id="O1"/>
                    <outletCollection property="buttons" destination="B1" id="O2"/>
                    <outletCollection property="buttons" destination="B2" id="O3"/>
                </connections>
            </view>
        """), bundle: nil)
        let objects = nib.instantiate(withOwner: nil)
        let panel = try #require(objects.first as? NibPanel)
        #expect(objects.count == 1)
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(panel.title.text == "Hello" && panel.title.textAlignment == .center && panel.title.numberOfLines == 2)
        #expect(panel.title.font.pointSize == 20)
        #expect(panel.buttons.map(\.currentTitle) == ["Go", "Stop"])
        #expect(panel.buttons[0].buttonType == .system)
        #expect(panel.layer.cornerRadius == 6)
        #expect(panel.log == ["awakeFromNib title=Hello buttons=2 corner=12.0"])
        panel.buttons[0].sendActions(for: .touchUpInside)
        #expect(panel.log.last == "tapped Go")
        #expect(nib.instantiate(withOwner: nil).first as AnyObject? !== panel, "each instantiate makes new objects")
    }

    @Test("NIB-5 an outlet the app's code cannot set stops the load: nothing is handed out")
    func unknownOutletStopsTheLoad() {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let nib = UINib(data: xib("""
            <view id="P1" customClass="NibPanel">
                <subviews><label text="x" id="L1"/></subviews>
                <connections><outlet property="subtitle" destination="L1" id="O1"/></connections>
            </view>
        """), bundle: nil)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(reports.contains { $0.message.contains("NibPanel has no key \"subtitle\"") && $0.message.contains("<nib data>:") && $0.message.contains("<outlet>") })
    }

    @Test("NIB-4 a table makes a new cell from a registered nib for each cell it lacks; dequeue without an index path makes one too")
    func tableCellsFromANib() throws {
        let nib = UINib(data: xib("""
            <tableViewCell reuseIdentifier="Row" style="IBUITableViewCellStyleSubtitle" id="C1">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="V1">
                    <subviews><switch on="YES" id="S1"><rect key="frame" x="250" y="6" width="51" height="31"/></switch></subviews>
                </tableViewCellContentView>
            </tableViewCell>
        """), bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(nib, forCellReuseIdentifier: "Row")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
        let second = try #require(table.dequeueReusableCell(withIdentifier: "Row"))
        #expect(first !== second)
        #expect(first.reuseIdentifier == "Row" && first.style == .subtitle)
        #expect((first.contentView.subviews.first { $0 is UISwitch } as? UISwitch)?.isOn == true)
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    }

    @Test("NIB-3 NIB-7 NIB-8 a storyboard: the entry point, a button's segue (should, prepare, show), then an unwind back")
    func storyboardSegueAndUnwind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="N1" sceneMemberID="viewController">
                        <connections><segue destination="L1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="List" id="L1" customClass="NibListController" sceneMemberID="viewController">
                        <view key="view" id="LV">
                            <rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
                                <button buttonType="system" id="GO">
                                    <rect key="frame" x="20" y="200" width="100" height="44"/>
                                    <state key="normal" title="Open"/>
                                    <connections><segue destination="D1" kind="show" identifier="open" id="g1"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController title="Detail" id="D1" sceneMemberID="viewController">
                        <view key="view" id="DV"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                        <connections><segue destination="X1" kind="unwind" identifier="back" unwindAction="unwindHere:" id="u1"/></connections>
                    </viewController>
                    <exit id="X1" sceneMemberID="exit"/>
                </objects></scene>
            </scenes>
        </document>
        """.utf8).write(to: folder.appendingPathComponent("Flow.storyboard"))
        let storyboard = UIStoryboard(name: "Flow", bundle: Bundle(url: folder))
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? NibListController)
        #expect(list.title == "List" && list.storyboard === storyboard)
        let screen = TouchScreen(rootViewController: navigation)
        screen.tap(try #require(screen.find(label: "Open")))
        screen.settle()
        let detail = try #require(navigation.topViewController)
        #expect(detail !== list && detail.title == "Detail")
        #expect(list.log == ["shouldPerformSegue open", "prepare open to UIViewController loaded=false"])
        list.log = []
        detail.performSegue(withIdentifier: "back", sender: nil)
        screen.settle()
        #expect(navigation.topViewController === list)
        #expect(list.log == ["unwindHere from UIViewController"])
    }
}

/// Subtitle rows, for the self-sizing test.
final class SubtitleRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: indexPath.row == 0 ? .subtitle : .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        return cell
    }
}

@MainActor
@Test("LST-20 a self-sizing row of a built-in style takes its labels' height, with no warning")
func builtInStyleRowsSizeThemselves() {
    var reports: [Diagnostics.Report] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { reports.append($0) }
    defer { Diagnostics.handler = saved }
    let rows = SubtitleRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.dataSource = rows
    let screen = phoneScreen(showing: table)
    screen.settle()
    let subtitle = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let plain = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    #expect(subtitle > 44 && subtitle < 70, "two labels stacked with 11 points above and below")
    #expect(plain == 44)
    #expect(reports.isEmpty)
}

@MainActor
@Test("NIB-2 a scroll view's content guide in constraints, a table's header view, a navigation bar's own items, a system symbol by catalog")
func scrollGuidesHeadersBarItemsAndSymbols() throws {
    let nib = UINib(data: Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view id="R1">
                <rect key="frame" x="0" y="0" width="390" height="844"/>
                <subviews>
                    <navigationBar id="NB">
                        <rect key="frame" x="0" y="0" width="390" height="44"/>
                        <items><navigationItem title="Standalone" id="NI"/></items>
                    </navigationBar>
                    <scrollView id="SV">
                        <rect key="frame" x="0" y="44" width="390" height="400"/>
                        <subviews>
                            <imageView image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="IV"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="IV" firstAttribute="top" secondItem="CG" secondAttribute="top" constant="30" id="k1"/>
                            <constraint firstItem="IV" firstAttribute="leading" secondItem="CG" secondAttribute="leading" constant="12" id="k2"/>
                            <constraint firstItem="IV" firstAttribute="width" constant="40" id="k3"/>
                            <constraint firstItem="IV" firstAttribute="height" constant="40" id="k4"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="CG"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="FG"/>
                    </scrollView>
                    <tableView style="plain" id="TV">
                        <rect key="frame" x="0" y="444" width="390" height="400"/>
                        <view key="tableHeaderView" id="TH">
                            <rect key="frame" x="0" y="0" width="390" height="60"/>
                            <subviews><label text="Header" id="THL"><rect key="frame" x="16" y="20" width="200" height="20"/></label></subviews>
                        </view>
                    </tableView>
                </subviews>
            </view>
        </objects>
    </document>
    """.utf8), bundle: nil)
    let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
    let bar = try #require(root.subviews.first as? UINavigationBar)
    #expect(bar.items?.map(\.title) == ["Standalone"])
    let scroll = try #require(root.subviews.dropFirst().first as? UIScrollView)
    let image = try #require(scroll.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(image.image != nil, "UIImage(systemName: \"star.fill\")")
    let table = try #require(root.subviews.last as? UITableView)
    #expect((table.tableHeaderView?.subviews.first as? UILabel)?.text == "Header")
    let screen = phoneScreen(showing: root)
    screen.settle()
    #expect(image.frame == CGRect(x: 12, y: 30, width: 40, height: 40), "placed against the content layout guide")
}
