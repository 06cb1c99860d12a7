import Foundation
import Testing
import UIKit
@testable import OpenTouch

/// An app's own activity, written as for iOS, that logs what it is asked.
private final class FavoriteActivity: UIActivity {
    var log: [String] = []
    var controller: UIViewController?
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favorite") }
    override var activityTitle: String? { "Favorite" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count) items") }
    override var activityViewController: UIViewController? { controller }
    override func perform() {
        log.append("perform")
        activityDidFinish(true)
    }
}

/// An item that is a link for Copy and a sentence for the rest.
private final class LinkSource: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { URL(string: "https://example.com")! }
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        activityType == .copyToPasteboard ? URL(string: "https://example.com")! : "Read https://example.com"
    }
}

@Suite("The share sheet: the activities that fit the items, a tap that acts, the completion handler, Close (VC-19, INT-8)")
@MainActor
struct ActivityViewControllerTests {
    private func scene(device: TouchScreen.Device = .iPhone16e) -> (UIViewController, TouchScreen) {
        let root = UIViewController()
        return (root, TouchScreen(rootViewController: root, device: device))
    }

    private func titles(_ sheet: UIActivityViewController) -> [String] {
        sheet.view.subviews.compactMap { ($0 as? UIButton)?.accessibilityLabel }.filter { $0 != "Close" }
    }

    @Test("VC-19 INT-8 on a phone the sheet rests at medium with the apps, then the actions, the excluded ones left out; Copy puts the items on the pasteboard and the handler hears it")
    func copy() throws {
        let (root, screen) = scene()
        let favorite = FavoriteActivity()
        let sheet = UIActivityViewController(activityItems: [LinkSource(), "Look"], applicationActivities: [favorite])
        sheet.excludedActivityTypes = [.airDrop, .print]
        var handled: [String] = []
        sheet.completionWithItemsHandler = { type, completed, items, error in
            handled.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        nonisolated(unsafe) var changes = 0
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { _ in changes += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        root.present(sheet, animated: true)
        screen.settle()
        #expect(sheet.view.frame.minY == 422, "the adaptive sheet's medium detent")
        #expect(titles(sheet) == ["Messages", "Mail", "Copy", "Add to Reading List", "Favorite"])
        screen.tap(try #require(screen.find(label: "Copy")))
        screen.settle()
        #expect(handled == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
        #expect(root.presentedViewController == nil && favorite.log.isEmpty)
        let pasteboard = UIPasteboard.general
        #expect(pasteboard.urls == [URL(string: "https://example.com")!] && pasteboard.strings == ["Look"] && pasteboard.numberOfItems == 2)
        #expect(changes == 1 && pasteboard.changeCount == 1)
    }

    @Test("VC-19 an app's activity is prepared with the items for it, the sheet goes, then it performs and the handler hears; one with a controller shows it over the sheet until it finishes")
    func ownActivity() throws {
        let (root, screen) = scene()
        let favorite = FavoriteActivity()
        var handled: [String] = []
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [favorite])
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            handled.append("\(type?.rawValue ?? "nil") \(completed) sheet up: \(root.presentedViewController != nil)")
        }
        root.present(sheet, animated: true)
        screen.settle()
        screen.tap(try #require(screen.find(label: "Favorite")))
        screen.settle()
        #expect(favorite.log == ["prepare 1 items", "perform"])
        #expect(handled == ["com.example.favorite true sheet up: false"])

        let editor = UIViewController()
        let second = FavoriteActivity()
        second.controller = editor
        let again = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [second])
        again.completionWithItemsHandler = { type, completed, _, _ in handled.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(again, animated: true)
        screen.settle()
        screen.tap(try #require(screen.find(label: "Favorite")))
        screen.settle()
        #expect(again.presentedViewController === editor && second.log == ["prepare 1 items"])
        second.activityDidFinish(false)
        screen.settle()
        #expect(root.presentedViewController == nil && handled.last == "com.example.favorite false")
    }

    @Test("VC-19 Close, or a drag down, closes the sheet: the handler hears nil and false once; Save Image adds to the photo library")
    func closeAndSave() throws {
        let (root, screen) = scene()
        var handled: [String] = []
        let photo = UIImage(size: CGSize(width: 10, height: 10), name: "photo")
        let sheet = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, _, _ in handled.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(sheet, animated: true)
        screen.settle()
        #expect(titles(sheet) == ["AirDrop", "Messages", "Mail", "Copy", "Save Image", "Assign to Contact", "Print"])
        screen.tap(try #require(screen.find(label: "Close")))
        screen.settle()
        #expect(handled == ["nil false"] && root.presentedViewController == nil)

        let dragged = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        dragged.completionWithItemsHandler = { type, completed, _, _ in handled.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(dragged, animated: true)
        screen.settle()
        screen.drag(from: CGPoint(x: 200, y: 430), to: CGPoint(x: 200, y: 840), duration: 0.3)
        screen.settle()
        #expect(handled == ["nil false", "nil false"] && root.presentedViewController == nil)

        let saving = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        saving.completionWithItemsHandler = { type, completed, _, _ in handled.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(saving, animated: true)
        screen.settle()
        screen.tap(try #require(screen.find(label: "Save Image")))
        screen.settle()
        #expect(handled.last == "com.apple.UIKit.activity.SaveToCameraRoll true")
        #expect(screen.photoLibrary.count == 1 && screen.photoLibrary.first === photo)
    }

    @Test("VC-19 VC-17 on an iPad the sheet is a popover, which needs a source: without one it is reported and not presented")
    func iPadNeedsASource() throws {
        let (root, screen) = scene(device: .iPad)
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        let reported = reports { root.present(sheet, animated: true) }
        #expect(reported.count == 1 && root.presentedViewController == nil)
        sheet.popoverPresentationController?.sourceView = root.view
        root.present(sheet, animated: true)
        screen.settle()
        #expect(root.presentedViewController === sheet && sheet.popoverPresentationController?.arrowDirection != .unknown)
    }
}
