// Written as iOS code is written, leaning on what UIKit's Objective-C heritage gives Swift: a
// nonisolated helper enum, an NSObject observer made outside the main actor, associated objects,
// selectors of several shapes, overrides of members iOS lets subclasses override, literals, and
// Apple's logging. Edits for Linux: `#selector(...)` became `Selector(...)`, `@objc` went,
// `import ObjectiveC` went (UIKit brings the runtime's functions, as on iOS), and the cell's
// recognizer-delegate method gained `override` (see "Where OpenTouch differs").
import UIKit
import os

// MARK: A nonisolated helper, as Swift 5 code writes them

enum Styling {
    static func makeBadge(text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .monospacedSystemFont(ofSize: 12, weight: .semibold)
        label.textColor = #colorLiteral(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        return label
    }

    static func placeholder() -> UIImage {
        #imageLiteral(resourceName: "placeholder")
    }
}

// MARK: Associated objects

private var badgeKey: UInt8 = 0
private var tagsKey: UInt8 = 0
private var weakOwnerKey: UInt8 = 0

extension UIView {
    var badgeCount: Int {
        get { objc_getAssociatedObject(self, &badgeKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    var tags: NSArray? {
        get { objc_getAssociatedObject(self, &tagsKey) as? NSArray }
        set { objc_setAssociatedObject(self, &tagsKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    var weakOwner: AnyObject? {
        get { objc_getAssociatedObject(self, &weakOwnerKey) as AnyObject? }
        set { objc_setAssociatedObject(self, &weakOwnerKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

final class Tracked {
    static var alive = 0
    init() { Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
}

// MARK: An observer made outside the main actor

final class KeyboardWatcher: NSObject {
    private(set) var log: [String] = []
    private let logger = Logger(subsystem: "com.example.heritage", category: "keyboard")

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: Selector(KeyboardWatcher.keyboardWillShow),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(KeyboardWatcher.keyboardDidHide),
                                               name: UIResponder.keyboardDidHideNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(KeyboardWatcher.somethingHappened),
                                               name: Notification.Name("Heritage.ping"), object: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        let boxed = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let bridged = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        log.append("will show \(Int(boxed.minY)) \(boxed == bridged)")
        logger.info("keyboard will show at \(Int(boxed.minY)), over \(boxed.height, format: .fixed(precision: 0)) points")
    }

    func keyboardDidHide(_ note: NSNotification) {
        log.append("did hide \(note.name.rawValue)")
        logger.debug("keyboard hidden for \("user-name", privacy: .private)")
    }

    func somethingHappened() {
        log.append("ping")
        os_log("ping for %{public}@ and %@", log: OSLog(subsystem: "com.example.heritage", category: "ping"), type: .error, "public-part", "secret")
    }
}

// MARK: Selectors of every shape

final class Ticker: NSObject {
    private(set) var ticks: [String] = []
    private var tickCount = 0
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(Ticker.tick(_:)),
                                     userInfo: "every second", repeats: true)
        Timer.scheduledTimer(timeInterval: 2.5, target: self, selector: Selector(Ticker.once), userInfo: nil, repeats: false)
        perform(Selector(Ticker.later(_:)), with: "done", afterDelay: 4)
    }

    func tick(_ timer: Timer) {
        ticks.append("tick \(timer.userInfo as? String ?? "-")")
        tickCount += 1
        if tickCount >= 3 { timer.invalidate() }
    }

    func once() { ticks.append("once") }

    func later(_ word: String) { ticks.append("later \(word)") }
}

// MARK: Overrides of members iOS lets subclasses override

final class BadgeView: UIView {
    private(set) var calls: [String] = []

    override class var requiresConstraintBasedLayout: Bool { true }

    override func addSubview(_ view: UIView) {
        calls.append("addSubview")
        super.addSubview(view)
    }

    override func willRemoveSubview(_ subview: UIView) {
        calls.append("willRemoveSubview")
        super.willRemoveSubview(subview)
    }

    override func setNeedsUpdateConstraints() {
        calls.append("setNeedsUpdateConstraints")
        super.setNeedsUpdateConstraints()
    }

    override func needsUpdateConstraints() -> Bool {
        calls.append("needsUpdateConstraints")
        return super.needsUpdateConstraints()
    }

    override func updateConstraintsIfNeeded() {
        calls.append("updateConstraintsIfNeeded")
        super.updateConstraintsIfNeeded()
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        calls.append("systemLayoutSizeFitting")
        return CGSize(width: 44, height: 22)
    }

    override func layoutSublayers(of layer: CALayer) {
        calls.append("layoutSublayers")
        super.layoutSublayers(of: layer)
    }

    override func display(_ layer: CALayer) {
        calls.append("display")
    }

    override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    }
}

final class CountingLayer: CALayer {
    private(set) var added: [String] = []

    override func addSublayer(_ layer: CALayer) {
        added.append(layer.name ?? "?")
        super.addSublayer(layer)
    }
}

final class SwipeCell: UITableViewCell {
    let pan = UIPanGestureRecognizer()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pan.delegate = self
        contentView.addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // Linux edit: `override` added; on iOS this method implements the protocol UITableViewCell adopts.
    override func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

final class DarkController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
