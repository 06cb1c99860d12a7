import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("S2 collage editor: force press to rearrange, gestures to edit")
@MainActor
struct CollageScenarioTests {
    @Test("GR-9 pinch and rotation work together on the photo")
    func pinchAndRotateTogether() throws {
        let editor = CollageEditor()
        let screen = TouchScreen(window: editor.window)
        try screen.send([TouchSample(finger: 1, phase: .down, location: .at(60, 150)),
                         TouchSample(finger: 2, phase: .down, location: .at(140, 150))])
        screen.advance(by: 0.05)
        try screen.send([TouchSample(finger: 1, phase: .move, location: .at(40, 130)),
                         TouchSample(finger: 2, phase: .move, location: .at(160, 170))])
        try screen.send([TouchSample(finger: 1, phase: .up, location: .at(40, 130)),
                         TouchSample(finger: 2, phase: .up, location: .at(160, 170))])
        #expect(editor.log == ["scalePhotoA began", "rotatePhotoA began", "scalePhotoA ended", "rotatePhotoA ended"],
                "the centroid stayed put, so the photo's pan never began; the long press failed with it")
    }

    @Test("GR-9 the container's long press does not fire while the photo is being panned")
    func noLongPressWhilePanning() {
        let editor = CollageEditor()
        let screen = TouchScreen(window: editor.window)
        let finger = screen.touchDown(at: .at(100, 150))
        screen.advance(by: 0.1)
        finger.move(to: .at(130, 150))
        screen.advance(by: 1)
        finger.move(to: .at(140, 150))
        finger.lift()
        #expect(editor.log == ["movePhotoA began", "movePhotoA changed", "movePhotoA ended"])
        #expect(editor.photos[0].log == ["photo began", "photo cancelled"])
    }

    @Test("GR-7, GR-8, GR-13 the force-press flow with flags: the container pan rearranges, the photo stands aside")
    func forcePressWithFlags() {
        let editor = CollageEditor()
        let screen = TouchScreen(window: editor.window)
        let finger = screen.touchDown(at: .at(100, 150), force: 1)
        screen.advance(by: 0.1)
        finger.move(to: .at(100, 150), force: 5)             // 75 % of the maximum, no movement
        screen.advance(by: 0.1)
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
        let screen = TouchScreen(window: editor.window)
        let finger = screen.touchDown(at: .at(100, 150), force: 1)
        screen.advance(by: 0.1)
        finger.move(to: .at(100, 150), force: 5)
        screen.advance(by: 0.2)
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
