import Foundation
import OpenTouch

/// libFuzzer's entry point: the bytes are read both as a recording (JSON) and as raw touch
/// frames, and played on a small scene. Refusals are expected; a crash is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        FuzzScene.playRecording(data)
        FuzzScene.playFrames(data)
    }
    return 0
}

@MainActor
enum FuzzScene {
    /// A window with a view, a button, a scroll view and a few recognizers.
    static func make() -> TouchScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let screen = TouchScreen(window: window)
        window.makeKeyAndVisible()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        scroller.contentSize = CGSize(width: 1200, height: 200)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        scroller.addSubview(UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 80)))
        window.addSubview(button)
        window.addSubview(scroller)
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        window.addGestureRecognizer(tap)
        window.addGestureRecognizer(UIPinchGestureRecognizer())
        window.addGestureRecognizer(UILongPressGestureRecognizer())
        screen.startTracing()
        return screen
    }

    static func playRecording(_ data: Data) {
        guard let recording = try? Recording(json: data) else { return }
        let screen = make()
        try? recording.replay(on: screen)
        screen.cancelAllTouches()
    }

    /// Seven bytes a sample: finger, phase, x, y (16 bits each, some of them special values), force.
    static func playFrames(_ data: Data) {
        let screen = make()
        let bytes = [UInt8](data)
        var index = 0
        func coordinate(_ high: UInt8, _ low: UInt8) -> CGFloat {
            switch high {
            case 0xFF: return .nan
            case 0xFE: return .infinity
            case 0xFD: return -.infinity
            default: return CGFloat(Int(high) << 8 | Int(low)) / 64 - 100
            }
        }
        while index + 7 <= bytes.count {
            var frame: [TouchSample] = []
            let size = Int(bytes[index] % 4) + 1
            for _ in 0..<size where index + 7 <= bytes.count {
                let phases = TouchSample.Phase.allCases
                let force = bytes[index + 6] == 0 ? nil : CGFloat(bytes[index + 6]) / 30 - 0.5
                frame.append(TouchSample(finger: Int(bytes[index] % 16), phase: phases[Int(bytes[index + 1]) % phases.count],
                                         location: CGPoint(x: coordinate(bytes[index + 2], bytes[index + 3]),
                                                           y: coordinate(bytes[index + 4], bytes[index + 5])),
                                         force: force))
                index += 7
            }
            screen.advance(by: Double(bytes[min(index, bytes.count - 1)] % 8) / 20)
            try? screen.send(frame)
        }
        screen.cancelAllTouches()
        screen.advance(by: 30)
    }
}
