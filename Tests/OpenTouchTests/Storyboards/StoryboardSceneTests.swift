import Foundation
import Testing
@testable import OpenTouch

/// The gallery storyboard (GalleryFixture): tabs, static cells, prototypes, an embed, a popover,
/// a recognizer placed in the document, the old layout guides and a storyboard reference.
@MainActor
@Suite(.serialized)
struct StoryboardSceneTests {
    let folder: URL
    let storyboard: UIStoryboard

    init() throws {
        GalleryConnections.register(GalleryConnections.self)
        folder = try GalleryFixture.folder()
        storyboard = UIStoryboard(name: "Gallery", bundle: Bundle(url: folder))
    }

    private var tabs: UITabBarController {
        get throws { try #require(storyboard.instantiateInitialViewController() as? UITabBarController) }
    }

    @Test("NIB-3 a tab bar controller's relationship segues give its tabs in order; a storyboard reference gives the other storyboard's entry point")
    func tabsAndReference() throws {
        let tabs = try tabs
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 3)
        #expect(controllers[0] is GallerySettings && controllers[1] is GalleryGrid)
        let flow = try #require(controllers[2] as? UINavigationController)
        #expect(flow.topViewController?.title == "Flow root")
        #expect(controllers.map { $0.tabBarItem.title } == ["Settings", "Grid", "Flow"])
        #expect(controllers[0].storyboard === storyboard && flow.storyboard !== storyboard)
    }

    @Test("NIB-4 NIB-7 static cells: sections, titles, heights and the controller's outlet into a cell; a static cell's segue presents, before didSelectRowAt")
    func staticCells() throws {
        let tabs = try tabs
        let settings = try #require(tabs.viewControllers?.first as? GallerySettings)
        let screen = TouchScreen(rootViewController: tabs)
        let table = settings.tableView!
        #expect(settings.log == ["viewDidLoad version=1.0"])
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Made on Linux")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 80)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Name")
        #expect(settings.versionLabel.superview === table.cellForRow(at: IndexPath(row: 0, section: 1))?.contentView)

        screen.tap(try #require(screen.find(label: "Name")))
        screen.settle()
        #expect(settings.log == ["viewDidLoad version=1.0", "prepare profile sender=Name", "didSelectRowAt 0.0"])
        let profile = try #require(tabs.presentedViewController)
        #expect(profile.title == "Profile" && profile.modalPresentationStyle == .fullScreen)
    }

    @Test("NIB-4 a collection view's prototype cells and header, and its flow layout's metrics, from the storyboard")
    func collectionPrototypes() throws {
        let grid = try #require(storyboard.instantiateViewController(withIdentifier: "Grid") as? GalleryGrid)
        let screen = TouchScreen(rootViewController: grid)
        screen.settle()
        let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 100) && layout.sectionInset.left == 10)
        let cells = grid.collectionView.visibleCells
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.reuseIdentifier == "Tile" && ($0.contentView.subviews.first as? UILabel)?.text == "Tile" })
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3, "a new cell from the prototype for each item")
        #expect(screen.find(label: "Photos") != nil, "the header prototype")
    }

    @Test("NIB-7 an embed segue: the parent prepares, then the child fills the container, all before viewDidLoad; NIB-2 the old top layout guide")
    func embedAndLayoutGuide() throws {
        let container = try #require(storyboard.instantiateViewController(withIdentifier: "Container") as? GalleryContainer)
        let screen = TouchScreen(rootViewController: container)
        screen.settle()
        #expect(container.log == ["prepare embedChild to UIViewController loaded=false", "viewDidLoad children=1"])
        let child = try #require(container.children.first)
        #expect(child.title == "Embedded")
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(child.view.superview?.frame.minY == 400)
        #expect(container.caption.frame.minY == container.view.safeAreaInsets.top + 10)
        #expect(container.caption.frame.minX == 16)
    }

    @Test("NIB-7 a popover segue anchors to the button that triggered it; NIB-5 a recognizer placed in the document reaches its action")
    func popoverAndRecognizer() throws {
        let info = try #require(storyboard.instantiateViewController(withIdentifier: "Info") as? GalleryInfo)
        let screen = TouchScreen(rootViewController: info)
        screen.settle()
        screen.tap(at: CGPoint(x: 200, y: 500), taps: 2)
        screen.settle()
        #expect(info.log == ["tapped 2"])
        #expect(info.view.gestureRecognizers?.first?.delaysTouchesEnded == false)
        screen.tap(info.infoButton)
        screen.settle()
        let presented = try #require(info.presentedViewController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.sourceView === info.infoButton)
    }

    @Test("NIB-7 performSegue names a segue the scene lacks: reported, nothing performed")
    func unknownSegue() throws {
        var reports: [Diagnostics.Report] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { reports.append($0) }
        defer { Diagnostics.handler = saved }
        let info = try #require(storyboard.instantiateViewController(withIdentifier: "Info") as? GalleryInfo)
        info.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(reports.map(\.message).contains { $0.contains("has no segue with identifier 'nowhere'") })
        #expect(info.presentedViewController == nil)
    }
}
