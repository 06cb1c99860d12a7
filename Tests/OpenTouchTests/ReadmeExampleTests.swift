import Foundation
import Testing
import UIKit

/// The README's example, kept compiling and true.
@MainActor
private final class Canvas: UIView {
    var strokes: [[CGPoint]] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes.append([touches.first!.location(in: self)])
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes[strokes.count - 1].append(touches.first!.location(in: self))
    }
}

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test("TCH-3 the README's canvas records one stroke in its own coordinates")
    func drawOneStroke() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let canvas = Canvas(frame: window.bounds)
        window.addSubview(canvas)
        window.makeKeyAndVisible()

        let screen = TouchScreen(window: window)
        let finger = screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.016)
        finger.move(to: CGPoint(x: 60, y: 55))
        finger.lift()
        #expect(canvas.strokes == [[CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 55)]])

        screen.tap(at: CGPoint(x: 100, y: 100), taps: 2)
        screen.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), duration: 0.3, steps: 6)
        try screen.send([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 10, y: 10)),
                         TouchSample(finger: 2, phase: .down, location: CGPoint(x: 90, y: 10))])
        screen.cancelAllTouches()
        #expect(canvas.strokes.count == 5, "one stroke, two taps, the drag, one of the two fingers (TCH-7)")
        #expect(canvas.strokes[3].count == 7)
    }
}

@MainActor
private final class Editor {
    var log: [String] = []
    func handlePan(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.state) \(pan.translation(in: nil).x)") }
    func didDoubleTap() { log.append("double tap") }
}

@Suite("README gesture example")
@MainActor
struct ReadmeGestureExampleTests {
    @Test("GR-9 GR-10 the README's recognizers: the pan wins the drag, and the single tap says why it failed")
    func editPhoto() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let screen = TouchScreen(window: window)
        let photo = UIView(frame: window.bounds)
        window.addSubview(photo)
        let editor = Editor()

        let pan = UIPanGestureRecognizer(target: editor, action: Selector(Editor.handlePan))
        let doubleTap = UITapGestureRecognizer(target: editor, action: Selector(Editor.didDoubleTap))
        doubleTap.numberOfTapsRequired = 2
        var singles: [CGPoint] = []
        let singleTap = UITapGestureRecognizer { tap in singles.append(tap.location(in: photo)) }
        singleTap.require(toFail: doubleTap)
        [pan, doubleTap, singleTap].forEach(photo.addGestureRecognizer)

        screen.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 0.2, steps: 4)
        #expect(editor.log == ["pan began 12.5", "pan changed 25.0", "pan changed 37.5", "pan changed 50.0", "pan ended 50.0"])
        #expect(singleTap.explanation == "failed: UIPanGestureRecognizer recognized on a touch they share (GR-9)")
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 30, y: 40))
        screen.advance(by: 0.4)
        #expect(singles == [CGPoint(x: 30, y: 40)])
    }
}
