import Foundation

/// One drag, from lift to its last call (INT-6, INT-7): the dragging side sees it as a
/// ``UIDragSession``, the dropping side as a ``UIDropSession`` (the same object, as every drag
/// here is local).
///
/// The finger's touch stays with the view it began on (HIT-7); the session finds drop targets
/// itself, by hit-testing the window under the finger and walking up from the view hit to the
/// first drop interaction whose delegate can handle the session.
@MainActor
final class DragSession: UIDragSession, UIDropSession {
    private weak var source: UIDragInteraction?
    private weak var window: UIWindow?
    /// Where the finger is, in the window.
    private var point: CGPoint

    var items: [UIDragItem] = []
    var localContext: Any?
    private(set) var allowsMoveOperation = true
    private(set) var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)
    var localDragSession: UIDragSession? { self }

    /// Whether the items have lifted (the press began).
    private(set) var hasLifted = false
    /// Whether the lifted items have moved, so that the session has begun.
    private var hasBegun = false
    private var liftPreviews: [UITargetedDragPreview] = []
    private var previewViews: [DragPreviewView] = []
    /// The drop interaction the session is over, and what it last proposed.
    private var target: UIDropInteraction?
    private var proposal: UIDropProposal?
    /// Every drop interaction's answer to `canHandle`, asked once a session.
    private var canHandle: [ObjectIdentifier: Bool] = [:]
    /// The drop interactions the session has entered, in order, each told when it ends.
    private var entered: [UIDropInteraction] = []
    /// Whether a drop is being performed, the only time items may be loaded.
    private var isPerformingDrop = false

    init(source: UIDragInteraction, window: UIWindow, location: CGPoint) {
        self.source = source
        self.window = window
        point = location
    }

    func location(in view: UIView) -> CGPoint {
        view.convert(point, from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let loading = Progress(totalUnitCount: Int64(items.count))
        guard isPerformingDrop else {
            Diagnostics.report(.invalidArgument, "loadObjects(ofClass:completion:) called outside dropInteraction(_:performDrop:); nothing is loaded (INT-7)")
            return loading
        }
        var objects: [NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { objects.append(object) }
            }
        }
        loading.completedUnitCount = loading.totalUnitCount
        completion(objects)
        return loading
    }

    // MARK: Lifting (INT-6)

    /// The press began: the items lift and show over the window.
    func liftItems() {
        guard let source, let view = source.view, let window else { return }
        hasLifted = true
        allowsMoveOperation = source.delegate?.dragInteraction(source, sessionAllowsMoveOperation: self) ?? true
        isRestrictedToDraggingApplication = source.delegate?.dragInteraction(source, sessionIsRestrictedToDraggingApplication: self) ?? false
        for item in items {
            let preview = source.delegate?.dragInteraction(source, previewForLifting: item, session: self) ?? UITargetedDragPreview(view: view)
            liftPreviews.append(preview)
            let previewView = DragPreviewView(preview: preview, finger: point, window: window)
            window.addSubview(previewView)
            previewViews.append(previewView)
        }
        let animator = DragAnimator()
        source.delegate?.dragInteraction(source, willAnimateLiftWith: animator, session: self)
        view.trace?.recordDrag(view, "lifts \(items.count) item\(items.count == 1 ? "" : "s")",
                               reason: String(format: "a press of %.2f s held still (INT-6)", UIDragInteraction.liftDelay))
        finish(animator, label: "drag lift")
    }

    /// The finger moved to `location` (in the window): the session begins if it has not, the
    /// previews follow, and the drop target under the finger is found and asked.
    func move(to location: CGPoint) {
        guard let source, let view = source.view, hasLifted else { return }
        point = location
        if !hasBegun {
            hasBegun = true
            view.trace?.recordDrag(view, "begins a drag session", reason: "the lifted items moved (INT-6)")
            source.delegate?.dragInteraction(source, sessionWillBegin: self)
        }
        for previewView in previewViews { previewView.follow(location) }
        source.delegate?.dragInteraction(source, sessionDidMove: self)
        updateTarget()
    }

    // MARK: Drop targets (INT-7)

    private func updateTarget() {
        let found = dropTarget()
        if found !== target {
            if let target { exit(target, reason: "the session moved off it (INT-7)") }
            target = found
            if let found {
                found.sessionsOver.append(ObjectIdentifier(self))
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                if let view = found.view {
                    view.trace?.recordDrag(view, "is the drop target", reason: "the session is over it and its delegate can handle it (INT-7)")
                }
                found.delegate?.dropInteraction(found, sessionDidEnter: self)
            }
        }
        guard let target else { return }
        let answer = target.delegate?.dropInteraction(target, sessionDidUpdate: self) ?? UIDropProposal(operation: .cancel)
        if answer.operation != proposal?.operation, let view = target.view {
            view.trace?.recordDrag(view, "proposes \(answer.operation.name)", reason: "its delegate's sessionDidUpdate (INT-7)")
        }
        proposal = answer
    }

    private func exit(_ interaction: UIDropInteraction, reason: String) {
        interaction.sessionsOver.removeAll { $0 == ObjectIdentifier(self) }
        proposal = nil
        if let view = interaction.view { view.trace?.recordDrag(view, "is no longer the drop target", reason: reason) }
        interaction.delegate?.dropInteraction(interaction, sessionDidExit: self)
    }

    /// The first drop interaction, from the view under the finger up, that takes the session.
    private func dropTarget() -> UIDropInteraction? {
        guard let window else { return nil }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions where accepts(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func accepts(_ interaction: UIDropInteraction) -> Bool {
        let busy = !interaction.allowsSimultaneousDropSessions && interaction.sessionsOver.contains { $0 != ObjectIdentifier(self) }
        if busy { return false }
        if let known = canHandle[ObjectIdentifier(interaction)] { return known }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: self) ?? false
        canHandle[ObjectIdentifier(interaction)] = answer
        return answer
    }

    // MARK: Ending (INT-6, INT-7)

    /// The finger lifted at `location` (in the window), or its touch was cancelled (nil).
    func release(at location: CGPoint?) {
        guard let source, let view = source.view, hasLifted else { return end() }
        if let location, location != point { move(to: location) }
        guard hasBegun else {
            view.trace?.recordDrag(view, "puts its items back", reason: "the finger lifted before they moved (INT-6)")
            return animateCancel(source) { [self] in end() }
        }
        let operation = location == nil ? .cancel : effectiveOperation()
        source.delegate?.dragInteraction(source, session: self, willEndWith: operation)
        if let target, operation == .copy || operation == .move {
            drop(on: target, operation: operation, from: source)
        } else {
            if let target { exit(target, reason: "the session was let go over it with \(operation.name) (INT-7)") }
            view.trace?.recordDrag(view, "drag cancelled", reason: cancelReason(touchCancelled: location == nil))
            animateCancel(source) { [self] in
                source.delegate?.dragInteraction(source, session: self, didEndWith: operation)
                endDropSessions()
            }
        }
    }

    /// The proposal's operation, a move becoming a cancel where moves are not allowed.
    private func effectiveOperation() -> UIDropOperation {
        guard let operation = proposal?.operation else { return .cancel }
        return operation == .move && !allowsMoveOperation ? .cancel : operation
    }

    private func cancelReason(touchCancelled: Bool) -> String {
        if touchCancelled { return "its touch was cancelled (INT-6)" }
        guard let proposal else { return "no drop target was under the finger (INT-7)" }
        if proposal.operation == .move && !allowsMoveOperation { return "the target proposed a move and the session allows none (INT-7)" }
        return "the target proposed \(proposal.operation.name) (INT-7)"
    }

    private func drop(on target: UIDropInteraction, operation: UIDropOperation, from source: UIDragInteraction) {
        if let view = target.view { view.trace?.recordDrag(view, "takes the drop (\(operation.name))", reason: "the finger lifted over it (INT-7)") }
        isPerformingDrop = true
        target.delegate?.dropInteraction(target, performDrop: self)
        isPerformingDrop = false
        let animator = DragAnimator()
        for (index, item) in items.enumerated() {
            let underFinger = UITargetedDragPreview(view: liftPreviews[index].view, parameters: UIDragPreviewParameters(),
                                                    target: UIDragPreviewTarget(container: window ?? liftPreviews[index].view, center: point))
            let preview = target.delegate?.dropInteraction(target, previewForDropping: item, withDefault: underFinger) ?? nil
            settle(previewViews[index], at: preview)
            target.delegate?.dropInteraction(target, item: item, willAnimateDropWith: animator)
        }
        finish(animator, label: "drop") { [self] in
            removePreviews()
            source.delegate?.dragInteraction(source, session: self, didEndWith: operation)
            target.delegate?.dropInteraction(target, concludeDrop: self)
            endDropSessions()
            source.delegate?.dragInteraction(source, sessionDidTransferItems: self)
        }
    }

    /// The items go back where they lifted from (or where the delegate says), then `then` runs.
    private func animateCancel(_ source: UIDragInteraction, then: @escaping () -> Void) {
        let animator = DragAnimator()
        for (index, item) in items.enumerated() {
            let preview = source.delegate?.dragInteraction(source, previewForCancelling: item, withDefault: liftPreviews[index]) ?? nil
            settle(previewViews[index], at: preview)
            source.delegate?.dragInteraction(source, item: item, willAnimateCancelWith: animator)
        }
        finish(animator, label: "drag cancel") { [self] in
            removePreviews()
            then()
        }
    }

    private func settle(_ previewView: DragPreviewView, at preview: UITargetedDragPreview?) {
        if let preview { previewView.settle(at: preview) } else { previewView.removeFromSuperview() }
    }

    private func endDropSessions() {
        target?.sessionsOver.removeAll { $0 == ObjectIdentifier(self) }
        target = nil
        for interaction in entered { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: self) }
        end()
    }

    private func removePreviews() {
        for previewView in previewViews { previewView.removeFromSuperview() }
        previewViews = []
    }

    private func end() {
        source?.sessionDidFinish(self)
    }

    /// Runs `animator`'s completions, then `then`, when the animation's time has passed.
    private func finish(_ animator: DragAnimator, label: String, then: (@MainActor () -> Void)? = nil) {
        guard let clock = window?.applicationClock else {
            animator.finish()
            then?()
            return
        }
        clock.schedule(after: UIDragInteraction.animationDuration, label: label) {
            animator.finish()
            then?()
        }
    }
}

extension UIDropOperation {
    /// The operation as the trace names it.
    var name: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}
