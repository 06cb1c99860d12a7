import Foundation
import Testing
@testable import OpenTouch

@Suite("CTL-8 controls against their ancestors' recognizers")
@MainActor
struct ControlPrecedenceTests {
    /// A container with a one-finger single tap recognizer, holding `control` at (100, 100).
    private func setUp(_ control: UIControl) -> (Scene, UITapGestureRecognizer) {
        let scene = Scene()
        let container = scene.view("container", scene.window.bounds)
        control.frame.origin = .at(100, 100)
        container.addSubview(control)
        recordEvents(of: control, into: scene.log)
        let tap = UITapGestureRecognizer()
        logActions(of: tap, as: "containerTap", into: scene.log)
        container.addGestureRecognizer(tap)
        return (scene, tap)
    }

    @Test("CTL-8 a button keeps its tap: the container's single tap fails")
    func buttonKeepsTap() {
        let (scene, tap) = setUp(UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40)))
        scene.screen.tap(at: .at(120, 110))
        #expect(scene.log.take() == ["touchDown", "upInside", "primary"])
        #expect(tap.explanation == "failed: the touched UIButton answered false to gestureRecognizerShouldBegin (GR-8)")
    }

    @Test("CTL-8 a plain UIControl loses to the container's tap: cancelled before the tap's action")
    func plainControlLoses() {
        let (scene, _) = setUp(UIControl(frame: CGRect(x: 0, y: 0, width: 80, height: 40)))
        scene.screen.tap(at: .at(120, 110))
        #expect(scene.log.take() == ["touchDown", "cancel", "containerTap ended"])
    }

    @Test("CTL-8 only the single tap: a double tap on the container still wins over the button")
    func doubleTapStillWins() {
        let scene = Scene()
        let container = scene.view("container", scene.window.bounds)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        container.addSubview(button)
        recordEvents(of: button, into: scene.log)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        logActions(of: doubleTap, as: "doubleTap", into: scene.log)
        container.addGestureRecognizer(doubleTap)
        scene.screen.tap(at: .at(120, 110), taps: 2)
        #expect(scene.log.take() == ["touchDown", "touchDown", "touchDownRepeat", "cancel", "doubleTap ended"],
                "the first touch's end was held by the double tap (GR-13) and then cancelled with the second")
    }

    @Test("CTL-8 a switch keeps its tap and a pan along its knob; a vertical pan still goes to the container")
    func switchKeepsTapAndKnobPan() {
        let toggle = UISwitch(frame: .zero)
        let (scene, _) = setUp(toggle)
        let pan = UIPanGestureRecognizer()
        logActions(of: pan, as: "containerPan", into: scene.log)
        toggle.superview!.addGestureRecognizer(pan)
        scene.screen.tap(at: .at(110, 115))
        #expect(scene.log.take() == ["touchDown", "valueChanged", "primary", "upInside"] && toggle.isOn)

        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(140, 115), to: .at(105, 115), duration: 0.2, steps: 4)
        #expect(!scene.log.entries.contains("containerPan began") && !toggle.isOn, "the knob was dragged off")
        _ = scene.log.take()

        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(110, 115), to: .at(112, 200), duration: 0.2, steps: 4)
        #expect(scene.log.take().contains("containerPan began"))
    }

    @Test("CTL-8 a slider keeps pans and swipes that start on its thumb, not those that start beside it")
    func sliderKeepsThumbDrags() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))  // 200 pt of thumb travel
        let (scene, _) = setUp(slider)
        let container = slider.superview!
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        logActions(of: pan, as: "containerPan", into: scene.log)
        logActions(of: swipe, as: "containerSwipe", into: scene.log)
        container.addGestureRecognizer(swipe)
        container.addGestureRecognizer(pan)
        scene.screen.drag(from: .at(115, 115), to: .at(215, 115), duration: 0.2, steps: 4)   // on the thumb at value 0
        let onThumb = scene.log.take()
        #expect(!onThumb.contains("containerPan began") && !onThumb.contains("containerSwipe ended"))
        #expect(slider.value == 0.5)

        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(250, 115), to: .at(290, 115), duration: 0.2, steps: 4)   // on the track, past the thumb
        #expect(scene.log.take().contains("containerPan began"))
    }

    @Test("CTL-8 a swipe across a slider's track recognizes when the finger crosses it on the thumb; one along the track does not")
    func sliderLetsSwipesAcross() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        let (scene, _) = setUp(slider)
        let container = slider.superview!
        let across = UISwipeGestureRecognizer(), along = UISwipeGestureRecognizer()
        across.direction = [.up, .down]
        along.direction = [.left, .right]
        logActions(of: across, as: "across", into: scene.log)
        logActions(of: along, as: "along", into: scene.log)
        container.addGestureRecognizer(across)
        container.addGestureRecognizer(along)
        scene.screen.drag(from: .at(115, 115), to: .at(115, 15), duration: 0.1, steps: 4)   // up, across the thumb
        #expect(scene.log.take() == ["touchDown", "dragInside", "cancel", "across ended"])
        #expect(slider.value == 0)

        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(115, 115), to: .at(265, 115), duration: 0.1, steps: 4)   // right, along the track
        let alongTrack = scene.log.take()
        #expect(!alongTrack.contains("along ended") && !alongTrack.contains("across ended"))
        #expect(alongTrack.first == "touchDown" && alongTrack.last == "upInside" && slider.value > 0.5)
    }

    @Test("CTL-8 a stepper keeps its tap")
    func stepperKeepsTap() {
        let stepper = UIStepper(frame: .zero)
        let (scene, tap) = setUp(stepper)
        scene.screen.tap(at: .at(180, 115))
        #expect(scene.log.take() == ["valueChanged", "touchDown", "upInside"] && stepper.value == 1,
                "[chosen] the stepper steps in beginTracking, before touchDown is sent")
        #expect(tap.state == .possible && tap.explanation?.hasSuffix("(GR-8)") == true)
    }
}

@Suite("UISwitch, UISlider and UIStepper")
@MainActor
struct StandardControlTests {
    private func place(_ control: UIControl) -> Scene {
        let scene = Scene()
        control.frame.origin = .at(100, 100)
        scene.window.addSubview(control)
        recordEvents(of: control, into: scene.log)
        return scene
    }

    @Test("UISwitch: a tap toggles with valueChanged then primary (CTL-7); setOn sends nothing; a tap lifted far away does nothing")
    func switchTaps() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        #expect(toggle.bounds.size == UISwitch.standardSize)
        let scene = place(toggle)
        scene.screen.tap(at: .at(110, 115))
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(110, 115))
        #expect(scene.log.take() == ["touchDown", "valueChanged", "primary", "upInside",
                                     "touchDown", "valueChanged", "primary", "upInside"])
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && scene.log.take().isEmpty)
        scene.screen.advance(by: 1)
        let finger = scene.screen.touchDown(at: .at(110, 115))
        finger.lift(at: .at(110, 300))
        #expect(scene.log.take() == ["touchDown", "dragExit", "upOutside"] && toggle.isOn)
    }

    @Test("UISwitch: dragging the knob sets the side the finger ends on")
    func switchDrags() {
        let toggle = UISwitch(frame: .zero)
        let scene = place(toggle)
        scene.screen.drag(from: .at(105, 115), to: .at(145, 115), duration: 0.2, steps: 2)
        #expect(toggle.isOn)
        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(105, 115), to: .at(148, 115), duration: 0.2, steps: 2)
        #expect(toggle.isOn, "already on: dragging to the on side changes nothing")
        #expect(scene.log.take().filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("UISlider: the thumb follows the finger from where it was grabbed; valueChanged while dragging")
    func sliderContinuous() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))  // 200 pt of thumb travel
        slider.value = 0.5
        let scene = place(slider)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5).midX == 115.5)
        let finger = scene.screen.touchDown(at: .at(220, 115))   // 4.5 pt right of the thumb's center
        #expect(slider.value == 0.5, "no jump at touch-down")
        finger.move(to: .at(260, 115))
        #expect(slider.value == 0.7)
        finger.move(to: .at(420, 115))   // 320 pt into a 231 pt slider: past the 70 pt margin
        #expect(slider.value == 1)
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "valueChanged", "dragInside", "valueChanged", "dragExit", "dragOutside", "upOutside"])
    }

    @Test("UISlider: not continuous sends valueChanged once on release; a touch beside the thumb does not track")
    func sliderDiscrete() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        slider.isContinuous = false
        let scene = place(slider)
        scene.screen.drag(from: .at(115, 115), to: .at(215, 115), duration: 0.2, steps: 4)
        #expect(scene.log.take() == ["touchDown", "dragInside", "dragInside", "dragInside", "dragInside", "valueChanged", "upInside"])
        #expect(slider.value == 0.5)
        scene.screen.advance(by: 1)
        scene.screen.drag(from: .at(300, 115), to: .at(320, 115), duration: 0.1, steps: 1)
        #expect(scene.log.take().isEmpty && slider.value == 0.5)
        slider.maximumValue = 0.25
        #expect(slider.value == 0.25)
    }

    @Test("UIStepper: each half steps at touch-down, holding repeats on the clock, ends clamp or wrap")
    func stepper() {
        let stepper = UIStepper(frame: .zero)
        stepper.maximumValue = 3
        let scene = place(stepper)
        scene.screen.tap(at: .at(110, 116))                 // minus at the minimum: nothing
        #expect(stepper.value == 0)
        scene.screen.advance(by: 1)
        let finger = scene.screen.touchDown(at: .at(180, 116))   // plus
        #expect(stepper.value == 1)
        scene.screen.advance(by: 0.49)
        #expect(stepper.value == 1)
        scene.screen.advance(by: 0.01)
        #expect(stepper.value == 2)
        scene.screen.advance(by: 0.1)
        #expect(stepper.value == 3)
        scene.screen.advance(by: 0.3)
        #expect(stepper.value == 3, "clamped at the maximum")
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "upInside", "valueChanged", "touchDown", "valueChanged", "valueChanged", "upInside"])

        stepper.wraps = true
        scene.screen.advance(by: 1)
        scene.screen.tap(at: .at(180, 116))
        #expect(stepper.value == 0, "wrapped past the maximum")

        stepper.isContinuous = false
        stepper.autorepeat = false
        scene.screen.advance(by: 1)
        _ = scene.log.take()
        scene.screen.longPress(at: .at(180, 116), duration: 1)
        #expect(stepper.value == 1 && scene.log.take() == ["touchDown", "valueChanged", "upInside"])
    }
}

@Suite("Regressions found by the robustness properties")
@MainActor
struct ControlRegressionTests {
    @Test("CTL-2..4 a control with multiple touch keeps tracking its first finger; a second one is ignored")
    func secondFingerIgnored() {
        // Found by RobustnessTests: the second finger used to take over, and the control was
        // left tracking after both had lifted.
        let scene = Scene()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        slider.isMultipleTouchEnabled = true
        scene.window.addSubview(slider)
        recordEvents(of: slider, into: scene.log)
        let first = scene.screen.touchDown(at: .at(15, 15))
        let second = scene.screen.touchDown(at: .at(100, 15))
        first.move(to: .at(115, 15))
        first.lift()
        second.move(to: .at(200, 15))
        second.lift()
        #expect(scene.log.take() == ["touchDown", "valueChanged", "dragInside", "upInside"])
        #expect(!slider.isTracking && !slider.isHighlighted && slider.value == 0.5)
    }

    @Test("TCH-9 CTL-4 a control removed by its own action while tracking is cancelled once and stops tracking")
    func removedByOwnAction() {
        // Found by RobustnessTests: the cancel came from inside continueTracking, whose answer
        // then switched tracking back on, and the slider stayed tracking for good.
        let scene = Scene()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        scene.window.addSubview(slider)
        recordEvents(of: slider, into: scene.log)
        slider.addAction(UIAction { _ in slider.removeFromSuperview() }, for: .valueChanged)
        let finger = scene.screen.touchDown(at: .at(15, 15))
        finger.move(to: .at(115, 15))
        finger.move(to: .at(150, 15))
        finger.lift()
        #expect(scene.log.take() == ["touchDown", "valueChanged", "cancel"])
        #expect(!slider.isTracking && !slider.isHighlighted && !slider.isTouchInside)
    }

    @Test("CTL-2 GR-13 a new touch that replaces one whose end is held leaves no highlight behind")
    func replacedTouchLeavesNoHighlight() {
        // Found by RobustnessTests: the new touch missed the slider's thumb, so tracking did not
        // begin, and the highlight of the replaced touch stayed on for good.
        let scene = Scene()
        let container = scene.view("container", scene.window.bounds)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
        container.addSubview(slider)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)
        scene.screen.tap(at: .at(15, 15))          // on the thumb: tracked; its end is held
        #expect(slider.isHighlighted)
        scene.screen.advance(by: 0.1)
        scene.screen.tap(at: .at(40, 15))          // beside the thumb: no tracking
        scene.screen.advance(by: 1)
        #expect(!slider.isTracking && !slider.isHighlighted && !slider.isTouchInside)
    }
}
