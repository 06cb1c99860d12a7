import Foundation
import Testing
@testable import OpenTouch

/// Scene S2's photo: watches the force in `touchesMoved`, as the seed's author did.
@MainActor
private final class PhotoView: UIView {
    static let forceShare: CGFloat = 0.6
    var isForcePressed = false
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo began")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.maximumPossibleForce > 0 && touch.force >= Self.forceShare * touch.maximumPossibleForce && !isForcePressed {
            isForcePressed = true
            log.append("photo force pressed")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo ended")
        isForcePressed = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("photo cancelled")
        isForcePressed = false
    }
}

/// Scene S2, the collage editor, wired exactly as the seed describes it for UIKit.
@MainActor
private final class CollageEditor: UIGestureRecognizerDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
    let screen: TouchScreen
    var containers: [UIView] = []
    var photos: [PhotoView] = []
    var log: [String] = []

    private var photoRecognizers: [UIGestureRecognizer] = []
    private var containerPans: [UIPanGestureRecognizer] = []
    private var longPresses: [UILongPressGestureRecognizer] = []

    init() {
        screen = TouchScreen(window: window)
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        for (index, name) in ["A", "B", "C"].enumerated() {
            let container = UIView(frame: CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 300))
            let photo = PhotoView(frame: CGRect(x: 20, y: 20, width: 160, height: 260))
            container.addSubview(photo)
            root.addSubview(container)
            containers.append(container)
            photos.append(photo)

            let press = UILongPressGestureRecognizer(target: self, action: CollageEditor.longPressed)
            press.name = "longPress\(name)"
            press.delegate = self
            container.addGestureRecognizer(press)
            longPresses.append(press)

            let rearrange = UIPanGestureRecognizer(target: self, action: CollageEditor.rearrange)
            rearrange.name = "rearrange\(name)"
            rearrange.delegate = self
            container.addGestureRecognizer(rearrange)
            containerPans.append(rearrange)

            let pan = UIPanGestureRecognizer(target: self, action: CollageEditor.movePhoto)
            let pinch = UIPinchGestureRecognizer(target: self, action: CollageEditor.scalePhoto)
            let rotation = UIRotationGestureRecognizer(target: self, action: CollageEditor.rotatePhoto)
            for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] {
                recognizer.delegate = self
                recognizer.delaysTouchesEnded = false
                photo.addGestureRecognizer(recognizer)
                photoRecognizers.append(recognizer)
            }
        }
        window.makeKeyAndVisible()
    }

    private func photo(of recognizer: UIGestureRecognizer) -> PhotoView? {
        (recognizer.view as? PhotoView) ?? recognizer.view?.subviews.first as? PhotoView
    }

    // MARK: UIGestureRecognizerDelegate, as the seed's author wrote it

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let forcePressed = photo(of: gestureRecognizer)?.isForcePressed ?? false
        if containerPans.contains(where: { $0 === gestureRecognizer }) { return forcePressed }
        return !forcePressed  // the photo's own recognizers and the old long press stand aside
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }

    // MARK: Actions

    func longPressed(_ sender: UILongPressGestureRecognizer) { log.append("\(sender.name!) \(sender.state)") }
    func rearrange(_ sender: UIPanGestureRecognizer) { log.append("\(sender.name!) \(sender.state)") }
    func movePhoto(_ sender: UIPanGestureRecognizer) { log.append("movePhoto \(sender.state)") }
    func scalePhoto(_ sender: UIPinchGestureRecognizer) { log.append("scalePhoto \(sender.state)") }
    func rotatePhoto(_ sender: UIRotationGestureRecognizer) { log.append("rotatePhoto \(sender.state)") }
}

@Suite("S2 collage editor: force press to rearrange, gestures to edit")
@MainActor
struct CollageScenarioTests {
    @Test("GR-9 pinch and rotation work together on the photo")
    func pinchAndRotateTogether() throws {
        let editor = CollageEditor()
        let screen = editor.screen
        try screen.send([TouchSample(finger: 1, phase: .down, location: .at(60, 150)),
                         TouchSample(finger: 2, phase: .down, location: .at(140, 150))])
        screen.advance(by: 0.05)
        try screen.send([TouchSample(finger: 1, phase: .move, location: .at(40, 130)),
                         TouchSample(finger: 2, phase: .move, location: .at(160, 170))])
        try screen.send([TouchSample(finger: 1, phase: .up, location: .at(40, 130)),
                         TouchSample(finger: 2, phase: .up, location: .at(160, 170))])
        #expect(editor.log == ["scalePhoto began", "rotatePhoto began", "scalePhoto ended", "rotatePhoto ended"],
                "the centroid stayed put, so the photo's pan never began; the long press failed with it")
    }

    @Test("GR-9 the container's long press does not fire while the photo is being panned")
    func noLongPressWhilePanning() {
        let editor = CollageEditor()
        let finger = editor.screen.touchDown(at: .at(100, 150))
        editor.screen.advance(by: 0.1)
        finger.move(to: .at(130, 150))
        editor.screen.advance(by: 1)
        finger.move(to: .at(140, 150))
        finger.lift()
        #expect(editor.log == ["movePhoto began", "movePhoto changed", "movePhoto ended"])
        #expect(editor.photos[0].log == ["photo began", "photo cancelled"])
    }

    @Test("GR-7, GR-8, GR-13 the force-press flow with flags: the container pan rearranges, the photo stands aside")
    func forcePressWithFlags() {
        let editor = CollageEditor()
        let finger = editor.screen.touchDown(at: .at(100, 150), force: 1)
        editor.screen.advance(by: 0.1)
        finger.move(to: .at(100, 150), force: 5)             // 75 % of the maximum, no movement
        editor.screen.advance(by: 0.1)
        finger.move(to: .at(160, 150), force: 5)
        finger.move(to: .at(400, 150), force: 5)            // dragged over container C
        finger.lift()
        #expect(editor.photos[0].log == ["photo began", "photo force pressed", "photo cancelled"])
        #expect(editor.log == ["rearrangeA began", "rearrangeA changed", "rearrangeA ended"],
                "the photo's pan was refused by the flag; the old long press too")
    }

    @Test("GR-13 with delaysTouchesEnded = false, touchesEnded reaches the photo after a force press without movement")
    func forcePressWithoutMovementEnds() {
        let editor = CollageEditor()
        let finger = editor.screen.touchDown(at: .at(100, 150), force: 1)
        editor.screen.advance(by: 0.1)
        finger.move(to: .at(100, 150), force: 5)
        editor.screen.advance(by: 0.2)
        finger.lift()
        #expect(editor.photos[0].log == ["photo began", "photo force pressed", "photo ended"])
        #expect(editor.log.isEmpty)
        #expect(editor.photos[0].isForcePressed == false, "the ending code ran and cleared the flag")
    }

    @Test("S2 with ForcePressGestureRecognizer: no flags, the force press simply wins")
    func forcePressRecognizer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let container = UIView(frame: window.bounds)
        let photo = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 260))
        container.addSubview(photo)
        window.addSubview(container)
        var log: [String] = []
        let rearrange = ForcePressGestureRecognizer { r in log.append("rearrange \(r.state) at \(Int(r.location(in: nil).x))") }
        let longPress = UILongPressGestureRecognizer { r in log.append("longPress \(r.state)") }
        let photoPan = UIPanGestureRecognizer { r in log.append("photoPan \(r.state)") }
        container.addGestureRecognizer(rearrange)
        container.addGestureRecognizer(longPress)
        photo.addGestureRecognizer(photoPan)

        let finger = screen.touchDown(at: .at(100, 150), force: 1)
        screen.advance(by: 0.1)
        finger.move(to: .at(100, 150), force: 4)
        screen.advance(by: 1)                                 // long press would have begun by now
        finger.move(to: .at(200, 150), force: 4)
        finger.lift()
        #expect(log == ["rearrange began at 100", "rearrange changed at 200", "rearrange ended at 200"])

        log.removeAll()
        screen.drag(from: .at(100, 150), to: .at(200, 150), duration: 0.2, steps: 2)
        #expect(log == ["photoPan began", "photoPan changed", "photoPan ended"], "an ordinary drag still pans the photo")
    }
}
