import Foundation
import Testing
@testable import OpenTouch
import OpenTouchScenes

@Suite("Recordings: the versioned JSON format, round trips and exact replay")
@MainActor
struct RecordingTests {
    @Test("a recording written from a session reads back equal, through JSON")
    func roundTrip() throws {
        let picker = EmojiPicker()
        let screen = TouchScreen(window: picker.window)
        screen.startRecording()
        picker.play(on: screen)
        try screen.send([TouchSample(finger: 40, phase: .down, location: .at(5, 5), force: 2, majorRadius: 12,
                                     coalesced: [.at(4, 4)], predicted: [.at(6, 6)])])
        screen.cancelAllTouches()
        screen.advance(by: 0.5)
        let recording = try #require(screen.stopRecording())
        #expect(recording.frames.count > 10 && recording.frames.last?.cancelAll == true)
        #expect(recording.duration == screen.now)
        let data = try recording.jsonData()
        #expect(try Recording(json: data) == recording)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : \"opentouch-recording\"") && text.contains("\"version\" : 1"))
        #expect(text.contains("\"coalesced\" : [") && text.contains("\"cancelAll\" : true"))
    }

    @Test("replaying a scene's recording gives the same trace, byte for byte, every time")
    func replayIsExact() throws {
        for sceneType in SceneCatalog.all {
            let original = sceneType.init()
            let screen = TouchScreen(window: original.window)
            let trace = screen.startTracing()
            screen.startRecording()
            original.play(on: screen)
            let recording = try #require(screen.stopRecording())
            let json = try recording.jsonData()

            var replays: [Data] = []
            for _ in 0..<2 {
                let copy = sceneType.init()
                let replayScreen = TouchScreen(window: copy.window)
                let replayTrace = replayScreen.startTracing()
                try Recording(json: json).replay(on: replayScreen)
                replays.append(try replayTrace.jsonData())
            }
            #expect(replays[0] == replays[1], "\(sceneType.name)")
            // Scenes whose script is nothing but input replay to the very trace they played.
            if [CollageEditor.name, ButtonDragScene.name, TapOrDoubleTapScene.name, ControllersScene.name].contains(sceneType.name) {
                #expect(replays[0] == (try trace.jsonData()), "\(sceneType.name)")
            }
        }
    }

    @Test("TXT-5 typing is recorded (version 2) and replayed into the first responder; with none, the replay stops with a typed error")
    func typingRecorded() throws {
        func form() -> (UIWindow, UITextField, TouchScreen) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
            window.addSubview(field)
            return (window, field, TouchScreen(window: window))
        }
        let (window, field, screen) = form()
        screen.startRecording()
        screen.tap(at: CGPoint(x: 100, y: 117))
        try screen.type("Adaa")
        try screen.deleteBackward()
        let recording = try #require(screen.stopRecording())
        let text = String(decoding: try recording.jsonData(), as: UTF8.self)
        #expect(recording.version == 2 && text.contains("\"text\" : \"Adaa\"") && text.contains("\"deleteBackward\" : 1"))
        #expect(field.text == "Ada")
        withExtendedLifetime(window) {}

        let (copyWindow, copy, copyScreen) = form()
        try Recording(json: try recording.jsonData()).replay(on: copyScreen)
        #expect(copy.text == "Ada" && copy.isFirstResponder)
        withExtendedLifetime(copyWindow) {}

        let (_, _, idle) = form()
        let typingOnly = #"{"format": "opentouch-recording", "version": 2, "duration": 1, "frames": [{"time": 0.5, "text": "x"}]}"#
        #expect(throws: RecordingError.noTextInput(frame: 0)) { try Recording(json: Data(typingOnly.utf8)).replay(on: idle) }
    }

    @Test("a minimal hand-written recording plays as documented")
    func handWritten() throws {
        let json = """
        {"format": "opentouch-recording", "version": 1, "duration": 0.5,
         "frames": [{"time": 0, "samples": [{"finger": 1, "phase": "down", "x": 50, "y": 60}]},
                    {"time": 0.1, "samples": [{"finger": 1, "phase": "up", "x": 50, "y": 60}]}]}
        """
        let scene = Scene()
        scene.view("view", scene.window.bounds)
        try Recording(json: Data(json.utf8)).replay(on: scene.screen)
        #expect(scene.log.take() == ["view began 1", "view ended 1"] && scene.screen.now == 0.5)
    }

    @Test("bad recordings are refused with a typed error that says what is wrong")
    func badRecordings() throws {
        let cases: [(String, RecordingError)] = [
            ("not json", .invalidJSON("the top level: The given data was not valid JSON.")),
            (#"{"format": "other", "version": 1, "duration": 0, "frames": []}"#, .notARecording(format: "other")),
            (#"{"format": "opentouch-recording", "version": 3, "duration": 0, "frames": []}"#, .unsupportedVersion(3)),
            (#"{"format": "opentouch-recording", "version": 1, "duration": 1, "frames": [{"time": 0.5}, {"time": 0.2}]}"#,
             .framesOutOfOrder(frame: 1)),
            (#"{"format": "opentouch-recording", "version": 1, "duration": 1, "frames": [{"time": -1}]}"#,
             .invalidTime(frame: 0, time: -1)),
            (#"{"format": "opentouch-recording", "version": 1, "duration": 0.1, "frames": [{"time": 0.5}]}"#,
             .invalidTime(frame: nil, time: 0.1)),
        ]
        for (json, expected) in cases {
            #expect(throws: expected, "\(json)") { try Recording(json: Data(json.utf8)) }
        }
        let missingKey = #"{"format": "opentouch-recording", "version": 1, "duration": 1, "frames": [{"time": 0, "samples": [{"finger": 1, "phase": "down", "x": 1}]}]}"#
        #expect(throws: RecordingError.invalidJSON("frames[0].samples[0] lacks \"y\"")) { try Recording(json: Data(missingKey.utf8)) }
        let badPhase = #"{"format": "opentouch-recording", "version": 1, "duration": 1, "frames": [{"time": 0, "samples": [{"finger": 1, "phase": "hover", "x": 1, "y": 1}]}]}"#
        let error = #expect(throws: RecordingError.self) { try Recording(json: Data(badPhase.utf8)) }
        #expect(error?.description.hasPrefix("not a valid recording: frames[0].samples[0].phase") == true)
    }

    @Test("a frame the screen refuses stops the replay with the frame's number and the input error")
    func refusedFrame() throws {
        let json = #"{"format": "opentouch-recording", "version": 1, "duration": 1, "frames": [{"time": 0, "samples": [{"finger": 1, "phase": "move", "x": 1, "y": 1}]}]}"#
        let scene = Scene()
        #expect(throws: RecordingError.invalidFrame(frame: 0, .unknownFinger(1))) {
            try Recording(json: Data(json.utf8)).replay(on: scene.screen)
        }
        #expect(RecordingError.invalidFrame(frame: 0, .unknownFinger(1)).description
                == "frame 0 was refused: finger 1 is not down: only a finger that went down can move, be stationary, lift or be cancelled")
    }
}

@Suite("The trace API for tests")
@MainActor
struct TraceTests {
    @Test("GR-11 SCR-3 a test can ask why a view was cancelled: the button got touchesCancelled because the scroll view's pan began")
    func whyCancelled() {
        final class Greedy: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let scene = Scene()
        let scroller = Greedy(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroller.contentSize = CGSize(width: 900, height: 200)
        let button = UIButton(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        button.accessibilityIdentifier = "buy"
        scroller.addSubview(button)
        scene.window.addSubview(scroller)
        let trace = scene.screen.startTracing()
        let finger = scene.screen.touchDown(at: .at(150, 100))
        scene.screen.advance(by: 0.2)
        finger.move(to: .at(100, 100))
        finger.lift()
        let cancel = trace.events(about: "buy").first { $0.action == "touchesCancelled" }
        #expect(cancel?.reason == "UIScrollView pan recognized (GR-11, GR-12, GR-13)")
        #expect(trace.events(about: "buy").map(\.action).contains("sends touchDown|touchCancel") == false)
        #expect(trace.events.contains { $0.topic == .control && $0.subject == "buy" && $0.action == "sends touchCancel" })
        #expect(trace.events.contains { $0.topic == .scroll && $0.action == "touchesShouldCancel answered true for buy" })
    }

    @Test("HIT-1 HIT-8 hit-testing says why a view was passed over, and the path to the view found")
    func hitTestReasons() {
        @MainActor final class NoHit: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
        }
        let scene = Scene()
        let back = UIView(frame: scene.window.bounds)
        back.accessibilityIdentifier = "back"
        scene.window.addSubview(back)
        for (name, configure) in [("hidden", { (v: UIView) in v.isHidden = true }), ("faded", { $0.alpha = 0 }),
                                  ("inert", { $0.isUserInteractionEnabled = false })] as [(String, (UIView) -> Void)] {
            let view = UIView(frame: scene.window.bounds)
            view.accessibilityIdentifier = name
            configure(view)
            scene.window.addSubview(view)
        }
        let silent = NoHit(frame: scene.window.bounds)
        silent.accessibilityIdentifier = "silent"
        scene.window.addSubview(silent)
        let trace = scene.screen.startTracing()
        scene.screen.touchDown(at: .at(10, 10))
        #expect(trace.events.filter { $0.topic == .hitTest }.map { "\($0.subject): \($0.action) — \($0.reason ?? "")" } == [
            "silent: skipped — its hitTest(_:with:) override returned nil (HIT-8)",
            "inert: skipped — isUserInteractionEnabled is false (HIT-1)",
            "faded: skipped — alpha below 0.01 (HIT-1)",
            "hidden: skipped — hidden (HIT-1)",
            "back: takes the touch — the deepest view under the finger: RecordingWindow#1 > back (HIT-2)",
        ])
    }

    @Test("tracing is off by default, JSON holds the same events, and notes join the timeline")
    func offByDefaultAndJSON() throws {
        let scene = Scene()
        scene.view("view", scene.window.bounds)
        #expect(scene.screen.trace == nil)
        scene.screen.tap(at: .at(1, 1))
        let trace = scene.screen.startTracing()
        scene.screen.tap(at: .at(1, 1))
        trace.note("test", "done")
        let decoded = try JSONDecoder().decode([TraceEvent].self, from: trace.jsonData())
        #expect(decoded == trace.events)
        #expect(trace.timeline.split(separator: "\n").last == "   0.100         note       test: done")
        scene.screen.stopTracing()
        scene.screen.tap(at: .at(1, 1))
        #expect(trace.events.count == decoded.count)
    }
}
