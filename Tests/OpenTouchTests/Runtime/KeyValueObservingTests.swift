import Foundation
import Testing
import UIKit
import OpenTouch

/// Counts the scroll view's own reports, to hold KVO's count against.
private final class ScrollCounter: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

/// A controller that observes its scroll view by name, as iOS code of the KVO era does.
private final class ObservingController: UIViewController {
    static var context = 0
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scroll.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scroll)
        scroll.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &ObservingController.context)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == &ObservingController.context, let change else { return }
        let old = (change[.oldKey] as? NSValue)?.cgPointValue.y ?? -1
        let new = (change[.newKey] as? CGPoint)?.y ?? -1
        heard.append("\(keyPath ?? "?") \(Int(old)) → \(Int(new))")
    }

    func stopObserving() {
        scroll.removeObserver(self, forKeyPath: "contentOffset", context: &ObservingController.context)
    }
}

@Suite("Key-value observing of UIKit's properties (RUN-9)")
@MainActor
struct KeyValueObservingTests {
    @Test("RUN-9 a drag and its deceleration, observed through observe(\\.contentOffset): one call per change, with old and new, as many as scrollViewDidScroll")
    func dragObserved() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 5000)
        let counter = ScrollCounter()
        scroll.delegate = counter
        let screen = phoneScreen(showing: scroll)
        var changes: [(old: CGFloat, new: CGFloat)] = []
        let observation = scroll.observe(\.contentOffset, options: [.old, .new]) { view, change in
            changes.append((change.oldValue!.y, change.newValue!.y))
            #expect(view === scroll && !change.isPrior && change.kind == .setting)
        }
        counter.offsets = []
        screen.fling(from: CGPoint(x: 200, y: 700), velocity: CGVector(dx: 0, dy: -1500))
        screen.advance(by: 3)
        #expect(!changes.isEmpty && changes.count == counter.offsets.count, "\(changes.count) KVO calls, \(counter.offsets.count) didScroll")
        #expect(changes.map(\.new) == counter.offsets)
        #expect(zip(changes.dropFirst(), changes).allSatisfy { $0.old == $1.new }, "each old value is the previous new one")
        observation.invalidate()
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(changes.count == counter.offsets.count - 1, "invalidated: no more calls")
    }

    @Test("RUN-9 a frame set notifies a frame observer once; .initial calls at once; .prior calls before; a released observation stops")
    func optionsAndOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        var frameObservation: NSKeyValueObservation? = view.observe(\.frame, options: [.initial, .new]) { _, change in
            log.append("frame \(change.newValue.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))×\(Int($0.height))" } ?? "nil")")
        }
        let hidden = view.observe(\.isHidden, options: [.prior, .old, .new]) { _, change in
            log.append("hidden \(change.isPrior ? "prior" : "change") old \(change.oldValue.map { "\($0)" } ?? "nil") new \(change.newValue.map { "\($0)" } ?? "nil")")
        }
        #expect(log == ["frame 0,0 100×100"])
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        #expect(log == ["frame 0,0 100×100", "frame 10,20 200×50"], "the center and the size moved: one call")
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        view.alpha = 0.5
        #expect(log.count == 2, "the same frame again, or another property: no call")
        view.isHidden = true
        #expect(log.suffix(2) == ["hidden prior old false new nil", "hidden change old false new true"])
        frameObservation = nil
        view.center = .zero
        #expect(log.count == 4 && frameObservation == nil, "released: no more calls")
        withExtendedLifetime(hidden) {}
    }

    @Test("RUN-9 a controller observes by name with a context: observeValue(forKeyPath:of:change:context:) hears each change until removeObserver")
    func observedByName() {
        let controller = ObservingController()
        let screen = phoneScreen(root: controller)
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), duration: 0.2, steps: 4)
        screen.advance(by: 2)
        #expect(!controller.heard.isEmpty && controller.heard.allSatisfy { $0.hasPrefix("contentOffset ") })
        #expect(controller.heard.first?.hasPrefix("contentOffset 0 → ") == true, "old and new, read as NSValue and as CGPoint: \(controller.heard)")
        let count = controller.heard.count
        controller.stopObserving()
        controller.scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(controller.heard.count == count)
    }

    @Test("RUN-9 a name OpenTouch cannot observe, and a removal of nothing, are reported")
    func reportedMisuse() {
        let controller = ObservingController()
        let view = UIView()
        let caught = reports {
            view.addObserver(controller, forKeyPath: "backgroundColour", options: [.new], context: nil)
            view.removeObserver(controller, forKeyPath: "frame")
        }
        #expect(caught.map(\.kind) == [.invalidArgument, .invalidArgument])
        #expect(caught.first?.message.contains("\"backgroundColour\"") == true)
    }

    @Test("RUN-9 a view's layer observed: its bounds and position follow the view's changes")
    func layerObserved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var sizes: [CGFloat] = []
        let observation = view.layer.observe(\.bounds, options: [.new]) { _, change in sizes.append(change.newValue!.width) }
        view.bounds.size.width = 150
        view.frame.size.width = 200
        #expect(sizes == [150, 200])
        withExtendedLifetime(observation) {}
    }
}
