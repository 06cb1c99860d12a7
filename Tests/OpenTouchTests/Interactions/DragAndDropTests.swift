import Foundation
import Testing
@testable import OpenTouch

/// A card's drag delegate, logging every call, as iOS code writes one.
@MainActor
private final class CardDrag: UIDragInteractionDelegate {
    let log: CallbackLog
    var text: String? = "Hello"
    var allowsMove = true
    var cancelPreview = true
    init(log: CallbackLog) { self.log = log }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let at = session.location(in: interaction.view!)
        log.append("items at (\(Int(at.x)), \(Int(at.y)))")
        guard let text else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
        item.localObject = text
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        log.append("willAnimateLift")
        animator.addCompletion { [log] position in log.append("lifted \(position == .end ? "end" : "?")") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("sessionWillBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { allowsMove }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
        let at = session.location(in: interaction.view!.window!)
        log.append("sessionDidMove (\(Int(at.x)), \(Int(at.y)))")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEnd \(operation.name)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEnd \(operation.name)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) { log.append("transferred") }
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("previewForCancelling")
        return cancelPreview ? defaultPreview : nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {
        log.append("willAnimateCancel")
        animator.addCompletion { [log] _ in log.append("went back") }
    }
}

/// A drop zone's delegate, logging every call, proposing what the test sets.
@MainActor
private final class ZoneDrop: UIDropInteractionDelegate {
    let log: CallbackLog
    let name: String
    var handles = true
    var operation: UIDropOperation = .copy
    var received: [String] = []
    init(_ name: String, log: CallbackLog) { self.name = name; self.log = log }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        log.append("\(name) canHandle")
        return handles && session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("\(name) entered") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let at = session.location(in: interaction.view!)
        log.append("\(name) update (\(Int(at.x)), \(Int(at.y)))")
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("\(name) exited") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("\(name) performDrop, local \(session.localDragSession != nil)")
        session.loadObjects(ofClass: String.self) { [self] strings in
            received += strings
            log.append("\(name) loaded \(strings)")
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("\(name) previewForDropping")
        let view = interaction.view!
        return defaultPreview.retargetedPreview(with: UIDragPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
    }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        log.append("\(name) willAnimateDrop")
        animator.addCompletion { [log, name] _ in log.append("\(name) dropped") }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("\(name) concludeDrop") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("\(name) sessionDidEnd") }
}

@Suite("Drag and drop (INT-6, INT-7)")
@MainActor
struct DragAndDropTests {
    private let scene = Scene()
    /// Keeps the delegates, which interactions hold weakly, as a view controller would.
    private let delegates = NSMutableArray()

    /// A card at (20, 20) that drags "Hello", enabled as an iPhone app enables it.
    private func card(enabled: Bool = true) -> (RecordingView, UIDragInteraction, CardDrag) {
        let card = scene.view("card", CGRect(x: 20, y: 20, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        let drag = CardDrag(log: scene.log)
        delegates.add(drag)
        let interaction = UIDragInteraction(delegate: drag)
        if enabled { interaction.isEnabled = true }
        card.addInteraction(interaction)
        return (card, interaction, drag)
    }

    /// A drop zone at `frame`, in `parent` or the window.
    private func zone(_ name: String, _ frame: CGRect, in parent: UIView? = nil) -> (RecordingView, ZoneDrop) {
        let view = scene.view(name, frame, in: parent)
        view.accessibilityIdentifier = name
        let drop = ZoneDrop(name, log: scene.log)
        delegates.add(drop)
        view.addInteraction(UIDropInteraction(delegate: drop))
        return (view, drop)
    }

    /// Presses the card for 0.6 s, moves to `end` in three steps and lifts.
    private func dragHeld(to end: CGPoint) {
        let start = CGPoint(x: 50, y: 40)
        let finger = scene.screen.touchDown(at: start)
        scene.screen.advance(by: 0.8)
        for step in 1...3 {
            let f = CGFloat(step) / 3
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        finger.lift()
    }

    private func previews() -> [UIView] {
        scene.window.subviews.filter { $0 is DragPreviewView }
    }

    @Test("INT-6 off by default on iPhone: the press lifts nothing and the view keeps its touch")
    func offOnPhone() {
        #expect(!UIDragInteraction.isEnabledByDefault, "the main screen is a 6.1-inch iPhone")
        let (_, interaction, _) = card(enabled: false)
        #expect(!interaction.isEnabled)
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(scene.log.take() == ["card began 1", "card ended 1"])
    }

    @Test("INT-6 on an iPad's screen a drag interaction is enabled until told otherwise")
    func enabledOnPad() {
        let controller = UIViewController()
        let screen = TouchScreen(rootViewController: controller, device: .iPad)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(card)
        let drag = CardDrag(log: scene.log)
        let interaction = UIDragInteraction(delegate: drag)
        #expect(!interaction.isEnabled, "in no window yet: the main screen, an iPhone's, decides")
        card.addInteraction(interaction)
        #expect(interaction.isEnabled)
        screen.longPress(at: CGPoint(x: 150, y: 150), duration: 0.8)
        #expect(scene.log.take() == ["items at (50, 50)", "willAnimateLift", "lifted end", "previewForCancelling", "willAnimateCancel"])
        interaction.isEnabled = false
        #expect(!interaction.isEnabled)
        withExtendedLifetime(drag) {}
    }

    @Test("INT-6, INT-7 a held press lifts, the session follows the finger, and a drop over a zone copies the text, each call in order")
    func liftMoveDrop() throws {
        let (_, interaction, _) = card()
        let (_, zone) = zone("zone", CGRect(x: 200, y: 250, width: 150, height: 100))
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        scene.screen.advance(by: 0.49)
        #expect(scene.log.take() == ["card began 1"])
        scene.screen.advance(by: 0.02)
        #expect(scene.log.take() == ["items at (30, 20)", "card cancelled 1", "willAnimateLift"],
                "the items are asked for as the press is about to begin; the lift cancels the card's touch")
        let preview = try #require(previews().first)
        #expect(preview.frame == CGRect(x: 20, y: 20, width: 100, height: 60) && !preview.isUserInteractionEnabled)
        scene.screen.advance(by: 0.25)
        #expect(scene.log.take() == ["lifted end"])
        finger.move(to: CGPoint(x: 150, y: 150))
        #expect(scene.log.take() == ["sessionWillBegin", "sessionDidMove (150, 150)"], "nothing is under the finger yet")
        #expect(preview.center == CGPoint(x: 170, y: 160), "the preview keeps the finger where it held the card")
        finger.move(to: CGPoint(x: 260, y: 300))
        #expect(scene.log.take() == ["sessionDidMove (260, 300)", "zone canHandle", "zone entered", "zone update (60, 50)"])
        finger.move(to: CGPoint(x: 270, y: 300))
        #expect(scene.log.take() == ["sessionDidMove (270, 300)", "zone update (70, 50)"], "canHandle is asked once a session")
        finger.lift()
        #expect(scene.log.take() == ["willEnd copy", "zone performDrop, local true", "zone loaded [\"Hello\"]",
                                     "zone previewForDropping", "zone willAnimateDrop"])
        #expect(preview.center == CGPoint(x: 275, y: 300), "the preview settles where the drop delegate says")
        scene.screen.advance(by: 0.25)
        #expect(scene.log.take() == ["zone dropped", "didEnd copy", "zone concludeDrop", "zone sessionDidEnd", "transferred"])
        #expect(previews().isEmpty && interaction.session == nil && zone.received == ["Hello"])
    }

    @Test("INT-7 a session that leaves a zone exits it; let go over nothing, it is cancelled and goes back")
    func exitAndCancel() {
        let (_, _, _) = card()
        _ = zone("zone", CGRect(x: 200, y: 250, width: 150, height: 100))
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        scene.screen.advance(by: 0.8)
        finger.move(to: CGPoint(x: 260, y: 300))
        _ = scene.log.take()
        finger.move(to: CGPoint(x: 100, y: 300))
        #expect(scene.log.take() == ["sessionDidMove (100, 300)", "zone exited"])
        finger.lift()
        #expect(scene.log.take() == ["willEnd cancel", "previewForCancelling", "willAnimateCancel"])
        #expect(previews().first?.frame == CGRect(x: 20, y: 20, width: 100, height: 60), "the item goes back where it lifted from")
        scene.screen.advance(by: 0.25)
        #expect(scene.log.take() == ["went back", "didEnd cancel", "zone sessionDidEnd"])
        #expect(previews().isEmpty)
    }

    @Test("INT-7 a move proposal where the session allows no moves is a cancel: the zone exits, nothing is performed")
    func moveNotAllowed() {
        let (_, _, drag) = card()
        drag.allowsMove = false
        let (_, zone) = zone("zone", CGRect(x: 200, y: 250, width: 150, height: 100))
        zone.operation = .move
        dragHeld(to: CGPoint(x: 260, y: 300))
        scene.screen.advance(by: 0.3)
        let log = scene.log.take()
        #expect(log.suffix(7) == ["willEnd cancel", "zone exited", "previewForCancelling", "willAnimateCancel", "went back", "didEnd cancel", "zone sessionDidEnd"])
        #expect(!log.contains { $0.contains("performDrop") } && zone.received.isEmpty)
    }

    @Test("INT-7 a zone whose delegate cannot handle the session is passed over for the drop interaction of a view above it")
    func walksUp() {
        _ = card()
        let (shelf, shelfDrop) = zone("shelf", CGRect(x: 150, y: 200, width: 250, height: 200))
        let (_, inner) = zone("inner", CGRect(x: 50, y: 50, width: 100, height: 100), in: shelf)
        inner.handles = false
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        scene.screen.advance(by: 0.6)
        _ = scene.log.take()
        finger.move(to: CGPoint(x: 250, y: 300))
        #expect(scene.log.take() == ["sessionWillBegin", "sessionDidMove (250, 300)", "inner canHandle", "shelf canHandle", "shelf entered", "shelf update (100, 100)"])
        finger.lift()
        scene.screen.advance(by: 0.3)
        #expect(shelfDrop.received == ["Hello"])
        #expect(scene.log.take().filter { $0.hasPrefix("inner") }.isEmpty, "the inner zone that declined hears nothing more, not even the end")
    }

    @Test("INT-6 the delegate gives no items: the press fails and the card keeps its touch; lifted and let go unmoved, the item goes back with no session")
    func noItemsAndUnmoved() {
        let (_, interaction, drag) = card()
        drag.text = nil
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(scene.log.take() == ["card began 1", "items at (30, 20)", "card ended 1"])
        drag.text = "Hello"
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(scene.log.take() == ["card began 1", "items at (30, 20)", "card cancelled 1", "willAnimateLift", "lifted end",
                                     "previewForCancelling", "willAnimateCancel"])
        scene.screen.advance(by: 0.25)
        #expect(scene.log.take() == ["went back"] && interaction.session == nil && previews().isEmpty)
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(scene.log.take().contains("willAnimateLift"), "a new press lifts again")
    }

    @Test("INT-6 a finger that moves before the lift delay fails the lift: the card keeps its touch")
    func movedEarly() {
        _ = card()
        scene.screen.drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 150, y: 40), steps: 4)
        let log = scene.log.take()
        #expect(log.first == "card began 1" && log.last == "card ended 1" && !log.contains("items at (30, 20)"))
    }

    @Test("INT-6 a drag inside a scroll view: once lifted, moving the finger drags the item and the scroll view stays put")
    func insideScrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 1200)
        scene.window.addSubview(scroll)
        let (card, _, _) = card()
        scroll.addSubview(card)
        scene.screen.runLayoutPass()
        // SCR-10: the scroll view rests below the status bar, so the card is 47 points lower on screen.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 87))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 50, y: 187))
        finger.move(to: CGPoint(x: 50, y: 287))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        #expect(scene.log.take().contains("sessionDidMove (50, 287)"))
        finger.lift()
        scene.screen.advance(by: 0.3)
        #expect(scene.log.take().suffix(1) == ["didEnd cancel"])
    }

    @Test("INT-6 with a context menu on the same view, the menu wins where it gives one; where it gives none, the item lifts")
    func withContextMenu() {
        let (card, _, drag) = card()
        final class Menu: UIContextMenuInteractionDelegate {
            var gives = true
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                gives ? UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) }) : nil
            }
        }
        let menu = Menu()
        delegates.add(menu)
        let menuInteraction = UIContextMenuInteraction(delegate: menu)
        card.addInteraction(menuInteraction)
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(menuInteraction.overlay != nil && !scene.log.take().contains("willAnimateLift"))
        menuInteraction.dismissMenu()
        menu.gives = false
        scene.screen.longPress(at: CGPoint(x: 50, y: 40), duration: 0.8)
        #expect(scene.log.take().contains("willAnimateLift"))
        _ = drag
    }

    @Test("INT-7 loading outside performDrop is reported and loads nothing")
    func loadOutsideDrop() {
        _ = card()
        let (_, zone) = zone("zone", CGRect(x: 200, y: 250, width: 150, height: 100))
        var session: UIDropSession?
        final class Keeper: UIDropInteractionDelegate {
            var got: ((UIDropSession) -> Void)?
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
                got?(session)
                return UIDropProposal(operation: .copy)
            }
        }
        let keeper = Keeper()
        keeper.got = { session = $0 }
        delegates.add(keeper)
        scene.view("keeper", CGRect(x: 0, y: 300, width: 100, height: 100)).addInteraction(UIDropInteraction(delegate: keeper))
        let finger = scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        scene.screen.advance(by: 0.6)
        finger.move(to: CGPoint(x: 50, y: 350))
        var loaded: [String]?
        let reports = collectingDiagnostics {
            session?.loadObjects(ofClass: String.self) { loaded = $0 }
        }
        #expect(reports.map(\.kind) == [.invalidArgument] && loaded == nil)
        finger.lift()
        scene.screen.advance(by: 0.3)
        #expect(zone.received.isEmpty)
    }

    @Test("INT-7 a session's drops are traced: lift, begin, target, proposal, drop")
    func traced() {
        let trace = scene.screen.startTracing()
        _ = card()
        _ = zone("zone", CGRect(x: 200, y: 250, width: 150, height: 100))
        dragHeld(to: CGPoint(x: 260, y: 300))
        let lines = trace.events.filter { $0.topic == .drag }.map { "\($0.subject): \($0.action)" }
        #expect(lines == ["card: lifts 1 item", "card: begins a drag session", "zone: is the drop target", "zone: proposes copy", "zone: takes the drop (copy)"])
    }
}

@Suite("Item providers (INT-7)")
@MainActor
struct ItemProviderTests {
    @Test("INT-7 text, URLs and images cross a provider; types conform to their kinds; a missing type is a typed error")
    func roundTrips() {
        let text = NSItemProvider(object: "Hello" as NSString)
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(text.hasItemConformingToTypeIdentifier("public.text") && text.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!text.hasItemConformingToTypeIdentifier("public.image"))
        #expect(text.canLoadObject(ofClass: String.self) && !text.canLoadObject(ofClass: UIImage.self))
        var string: String?
        text.loadObject(ofClass: String.self) { value, _ in string = value }
        #expect(string == "Hello")
        var failure: Error?
        text.loadObject(ofClass: UIImage.self) { _, error in failure = error }
        #expect(failure as? ItemProviderError == .noRepresentation(typeIdentifier: "public.image"))

        let link = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        var url: URL?
        link.loadObject(ofClass: URL.self) { value, _ in url = value }
        #expect(url?.absoluteString == "https://example.com/a")

        let photo = NSItemProvider(object: UIImage(size: CGSize(width: 40, height: 30), scale: 2, name: "beach"))
        var image: UIImage?
        photo.loadObject(ofClass: UIImage.self) { value, _ in image = value as? UIImage }
        #expect(image?.name == "beach" && image?.size == CGSize(width: 40, height: 30) && image?.scale == 2)

        let custom = NSItemProvider()
        custom.registerDataRepresentation(forTypeIdentifier: "com.example.card", visibility: .all) { done in
            done(Data("card-7".utf8), nil)
            return nil
        }
        var data: Data?
        custom.loadDataRepresentation(forTypeIdentifier: "com.example.card") { value, _ in data = value }
        #expect(data == Data("card-7".utf8) && custom.registeredTypeIdentifiers == ["com.example.card"])
    }
}
