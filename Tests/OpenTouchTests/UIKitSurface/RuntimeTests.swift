import Foundation
import Testing
@testable import OpenTouch
import os

@MainActor
private final class Receiver: NSObject {
    var log: [String] = []
    func none() { log.append("none") }
    func note(_ note: NSNotification) { log.append("NSNotification \(note.name.rawValue)") }
    func pair(_ first: String, _ second: Int) -> NSString { log.append("pair \(first) \(second)"); return "made" }
    func value(_ word: String) { log.append("value \(word)") }
}

/// RUN-1..7, LOG-1: what iOS code gets from Objective-C, checked one piece at a time.
@Suite("The Objective-C heritage: runtime functions, selectors, boxes and logging")
@MainActor
struct RuntimeTests {
    @Test("RUN-1 associated values per policy; a plain NSObject's go once the table tidies after it went")
    func associatedObjects() {
        final class Box: NSObject {}
        nonisolated(unsafe) var key: UInt8 = 0
        weak var weakValue: Box?
        do {
            let owner = NSObject()
            let value = Box()
            weakValue = value
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(owner, &key) as? Box === value)
            objc_setAssociatedObject(owner, &key, nil, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(owner, &key) == nil, "nil removes the value")
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(weakValue != nil, "a plain object's value outlives it until the table tidies")
        // Other owners come and go until the table tidies itself: after as many changes as it holds
        // entries (what other tests hold decides how many), and at least 256.
        var made = 0
        while weakValue != nil, made < 20_000 {
            objc_setAssociatedObject(NSObject(), &key, 1, .OBJC_ASSOCIATION_RETAIN)
            made += 1
        }
        #expect(weakValue == nil)
        let view = UIView()
        objc_setAssociatedObject(view, &key, "kept", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(view, &key) as? String == "kept")
        #expect(objc_getAssociatedObject(UIView(), &key) == nil, "another object has none")
    }

    @Test("RUN-7 RUN-3 selectors of two arguments, NSNotification, a result handed back, and cancelling one request by selector and object")
    func selectorShapes() {
        let screen = TouchScreen(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let receiver = Receiver()
        let made = receiver.perform(Selector(Receiver.pair), with: "a", with: 2)?.takeUnretainedValue() as? NSString
        #expect(made == "made")
        #expect(receiver.perform(Selector(Receiver.none)) == nil, "a method that returns nothing hands back nil")

        NotificationCenter.default.addObserver(receiver, selector: Selector(Receiver.note), name: Notification.Name("RUN-7"), object: nil)
        NotificationCenter.default.post(name: Notification.Name("RUN-7"), object: nil)
        NotificationCenter.default.removeObserver(receiver)
        NotificationCenter.default.post(name: Notification.Name("RUN-7"), object: nil)

        receiver.perform(Selector(Receiver.value), with: "one", afterDelay: 1)
        receiver.perform(Selector(Receiver.value), with: "two", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: Selector(Receiver.value), object: "one")
        screen.advance(by: 2)
        #expect(receiver.log == ["pair a 2", "none", "NSNotification RUN-7", "value two"])
    }

    @Test("RUN-6 an image drawn on a background thread uses that thread's own context stack")
    func drawingOffTheMainActor() async {
        let (image, before, inside, after) = await Task.detached {
            let before = UIGraphicsGetCurrentContext() == nil
            var inside = false
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                inside = UIGraphicsGetCurrentContext() === context.cgContext
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
            }
            return (image, before, inside, UIGraphicsGetCurrentContext() == nil)
        }.value
        #expect([before, inside, after] == [true, true, true])
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 3)
        #expect(image.drawing?.isEmpty == false)
        #expect(UIGraphicsGetCurrentContext() == nil, "the main actor's stack was not touched")
    }

    @Test("RUN-4 geometry boxed in NSValue and read back; rectangles, points and sizes bridge with as?")
    func valueBoxes() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: -2)).uiOffsetValue == UIOffset(horizontal: 3, vertical: -2))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).cgVectorValue == CGVector(dx: 1, dy: 2))
        #expect(NSValue(uiEdgeInsets: insets).cgAffineTransformValue == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
                "a value of another kind reads as zeros")
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let boxed: Any = NSValue(cgRect: rect)
        #expect(boxed as? CGRect == rect)
        #expect(boxed as? CGPoint == nil, "a rectangle is not a point")
        #expect((rect as AnyObject as? NSValue)?.cgRectValue == rect)
        #expect((NSValue(cgPoint: CGPoint(x: 7, y: 8)) as Any) as? CGPoint == CGPoint(x: 7, y: 8))
        #expect((NSValue(cgSize: CGSize(width: 7, height: 8)) as Any) as? CGSize == CGSize(width: 7, height: 8))
    }

    @Test("RUN-5 colour and image literals")
    func literals() {
        let color: UIColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(color == UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1))
        AssetCatalog.register(UIImage(size: CGSize(width: 8, height: 8), name: "dot"), named: "dot")
        let image: UIImage = #imageLiteral(resourceName: "dot")
        #expect(image.size == CGSize(width: 8, height: 8) && image.name == "dot")
    }

    @Test("LOG-1 os_log formats, privacy and levels; Logger's formats; a disabled log writes nothing")
    func logging() throws {
        let log = OSLog(subsystem: "org.opentouch.tests", category: "RuntimeTests")
        os_log("%d taps at %{public}@ by %@ (%.1f%%)", log: log, type: .info, 3, "the button", "someone", 99.5)
        os_log("nothing", log: .disabled, type: .fault)
        let logger = Logger(log)
        logger.error("hex \(255, format: .hex(includePrefix: true)) padded [\("ab", align: .right(columns: 4), privacy: .public)] \(true, format: .answer)")
        logger.notice("\(UIView.self, privacy: .public) and \(NSError(domain: "d", code: 1), privacy: .private)")
        let entries = try OSLogStore(scope: .currentProcessIdentifier).getEntries()
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "org.opentouch.tests" && $0.category == "RuntimeTests" }
        #expect(entries.map(\.composedMessage) == [
            "3 taps at the button by <private> (99.5%)",
            "hex 0xff padded [  ab] YES",
            "OpenTouch.UIView and <private>",
        ])
        #expect(entries.map(\.level) == [.info, .error, .notice])
        #expect(throws: OSLogStore.Failure.self) { try OSLogStore(scope: .system) }
    }

    @Test("LOG-2 os_unfair_lock excludes: eight threads adding 10 000 times each lose no count; trylock fails while held")
    func unfairLock() async {
        final class Counter: @unchecked Sendable {
            let lock = os_unfair_lock_t.allocate(capacity: 1)
            var value = 0
            init() { lock.initialize(to: os_unfair_lock()) }
            deinit { pthread_mutex_destroy(lock); lock.deallocate() }
        }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 {
                        os_unfair_lock_lock(counter.lock)
                        counter.value += 1
                        os_unfair_lock_unlock(counter.lock)
                    }
                }
            }
        }
        #expect(counter.value == 80_000)
        os_unfair_lock_lock(counter.lock)
        #expect(!os_unfair_lock_trylock(counter.lock))
        os_unfair_lock_unlock(counter.lock)
        #expect(os_unfair_lock_trylock(counter.lock))
        os_unfair_lock_unlock(counter.lock)
    }

    @Test("LOG-2 dyld's image list: the program first, then its libraries, each with a load address")
    func loadedImages() throws {
        let count = _dyld_image_count()
        #expect(count > 1)
        let first = try #require(_dyld_get_image_name(0))
        #expect(String(cString: first) == ProcessInfo.processInfo.arguments[0] || String(cString: first).hasSuffix("xctest"))
        let names = (0..<count).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
        #expect(names.contains { $0.contains("libFoundation") })
        #expect((0..<count).allSatisfy { _dyld_get_image_header($0) != nil })
        #expect(_dyld_get_image_name(count) == nil && _dyld_get_image_header(count) == nil)
    }
}
