import Foundation

/// Groups layer changes: their implicit animations' duration and pacing, whether there are any,
/// and a completion that runs once every animation added in the group is done (LYR-5).
///
/// Transactions nest; a setting is looked up from the innermost one outwards. Changes made outside
/// any `begin()`/`commit()` belong to the implicit transaction of the current turn of the
/// application clock, committed at the next turn, as Core Animation commits at the end of the run
/// loop. The completion block runs, on the application clock, once every animation added after it
/// was set (explicit ones, implicit ones, and `UIView.animate` blocks) has finished or been removed;
/// if none was added, at commit, as Apple documents.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(0.4)
/// CATransaction.setCompletionBlock { knob.isUserInteractionEnabled = true }
/// ring.strokeEnd = 1          // an implicit 0.4 s animation
/// CATransaction.commit()      // the block runs 0.4 s later on the application clock
/// ```
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction.
    final class Frame {
        var disableActions: Bool?
        var duration: TimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var group: TransactionGroup?
        var values: [String: Any] = [:]
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private static var stack: [Frame] = []
    private static var implicitFrame: Frame?

    /// Core Animation's default duration of implicit animations.
    nonisolated static let defaultAnimationDuration: TimeInterval = 0.25

    /// Opens a transaction.
    open class func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost transaction; with none open, reports it and does nothing.
    open class func commit() {
        guard let frame = stack.popLast() else {
            Diagnostics.report(.invalidArgument, "CATransaction.commit() without a matching begin()")
            return
        }
        frame.group?.commit()
    }

    /// Commits the implicit transaction now.
    open class func flush() {
        commitImplicit()
    }

    /// Whether property changes skip their implicit animations.
    open class func disableActions() -> Bool { lookUp(\.disableActions) ?? false }
    /// Turns implicit animations off (or on) for the changes of the current transaction (LYR-5).
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The duration of implicit animations; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval { lookUp(\.duration) ?? defaultAnimationDuration }
    /// The duration of the current transaction's implicit animations, in seconds (LYR-5).
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

    /// The pacing of implicit animations; nil (the default curve) unless set.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { lookUp(\.timingFunction) }
    /// The pacing of the current transaction's implicit animations (LYR-5).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    /// The block to run once the animations added from now on in this transaction are done.
    open class func completionBlock() -> (() -> Void)? { current.group?.completion }

    /// Sets the completion block; a block set before it in the same transaction runs now, since
    /// no animation can be added to its group any more.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let frame = current
        frame.group?.commit()
        frame.group = block.map { TransactionGroup(completion: $0) }
    }

    /// A value by key, from the innermost transaction that has it; the `kCATransaction…` keys
    /// read the properties they name (LYR-5).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default:
            for frame in frames.reversed() { if let value = frame.values[key] { return value } }
            return nil
        }
    }

    /// Sets a value by key in the current transaction; the `kCATransaction…` keys set the
    /// properties they name, as `setValue(true, forKey: kCATransactionDisableActions)` does on
    /// iOS (LYR-5).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions:
            current.disableActions = (anObject as? Bool) ?? (anObject as? NSNumber)?.boolValue ?? false
        case kCATransactionAnimationDuration:
            if let duration = (anObject as? Double) ?? (anObject as? NSNumber)?.doubleValue { setAnimationDuration(duration) }
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            // A completion block set by key runs on the main actor, as the transaction's does.
            nonisolated(unsafe) let block = anObject as? () -> Void
            setCompletionBlock(block.map { block in { @MainActor in block() } })
        default:
            current.values[key] = anObject
        }
    }

    /// Transactions are main-thread only in OpenTouch; there is nothing to lock.
    open class func lock() {}
    /// Does nothing: OpenTouch's transactions live on the main actor, with nothing to lock.
    open class func unlock() {}

    // MARK: Internals

    private static var frames: [Frame] {
        if let implicitFrame { return [implicitFrame] + stack }
        return stack
    }

    private static func lookUp<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for frame in frames.reversed() { if let value = frame[keyPath: key] { return value } }
        return nil
    }

    /// The innermost transaction, opening the implicit one when none is open.
    private static var current: Frame {
        if let last = stack.last { return last }
        if let implicitFrame { return implicitFrame }
        let frame = Frame(isImplicit: true)
        implicitFrame = frame
        ApplicationClock.inCharge.schedule(after: 0, label: "CATransaction implicit commit") {
            commitImplicit()
        }
        return frame
    }

    private static func commitImplicit() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        frame.group?.commit()
    }

    /// The group the next animation joins: the innermost transaction's with a completion block.
    static var groupForNewAnimation: TransactionGroup? {
        for frame in frames.reversed() { if let group = frame.group, !group.isCommitted || group.pending > 0 { return group } }
        return nil
    }
}

/// The animations of one transaction's completion block: it runs once they are all done and the
/// transaction is committed.
@MainActor
final class TransactionGroup {
    let completion: @MainActor () -> Void
    private(set) var pending = 0
    private(set) var isCommitted = false
    private var hasRun = false

    init(completion: @escaping @MainActor () -> Void) {
        self.completion = completion
    }

    /// An animation joined the group.
    func retain() { pending += 1 }

    /// An animation of the group finished or was removed.
    func release() {
        pending -= 1
        runIfDone()
    }

    func commit() {
        guard !isCommitted else { return }
        isCommitted = true
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, pending == 0, !hasRun else { return }
        hasRun = true
        completion()
    }
}

/// The transaction key for ``CATransaction/disableActions()`` (LYR-5).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for ``CATransaction/animationDuration()`` (LYR-5).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for ``CATransaction/animationTimingFunction()`` (LYR-5).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for ``CATransaction/completionBlock()`` (LYR-5).
public let kCATransactionCompletionBlock = "completionBlock"
