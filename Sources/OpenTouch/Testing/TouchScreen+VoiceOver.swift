import Foundation

/// What a VoiceOver user does, as verbs (ACC-5): read the screen's elements, activate one,
/// escape, magic tap.
extension TouchScreen {
    /// The elements VoiceOver reaches on the front-most window, in reading order (ACC-5, ACC-6):
    /// accessibility elements (not looked inside), or the `accessibilityElements` a view presents
    /// instead of its subviews; hidden views and views below `accessibilityElementsHidden` are
    /// skipped; while a shown view has `accessibilityViewIsModal`, only its elements are read
    /// (the last such view in the tree, the front-most). They are read by position, row by row
    /// from the top, a group (`shouldGroupAccessibilityChildren`) whole.
    public var accessibilityElements: [Any] {
        let root = windowsFrontToBack.first ?? window
        var modal: UIView?
        func findModal(_ view: UIView) {
            guard VoiceOverReadingOrder.isReachable(view) else { return }
            if view.accessibilityViewIsModal { modal = view }
            for subview in view.subviews { findModal(subview) }
        }
        findModal(root)
        let top = modal ?? root
        guard VoiceOverReadingOrder.isReachable(top) else { return [] }
        if top.isAccessibilityElement { return [top] }
        if let listed = top.accessibilityElements { return listed }
        return VoiceOverReadingOrder.elements(in: top)
    }

    /// VoiceOver activates `element` (a double tap anywhere while it is focused) (ACC-5): the
    /// element's `accessibilityActivate()` runs; when it returns false, a tap goes to its
    /// `accessibilityActivationPoint`, as VoiceOver sends one. Returns whether the element
    /// activated itself.
    @discardableResult
    public func activate(_ element: UIView) -> Bool {
        application.becomeCurrent()
        if application.runAsCurrent({ element.accessibilityActivate() }) { return true }
        let point = element.accessibilityActivationPoint
        let target = element.window ?? window
        tap(at: target.convert(point, from: target.screen.coordinateSpace))
        return false
    }

    /// The two-finger scrub while `element` (else the first responder, else the first element
    /// VoiceOver reads) is focused (ACC-5): `accessibilityPerformEscape()` is asked along the responder chain until
    /// one returns true. Returns whether one did.
    @discardableResult
    public func performEscape(on element: UIView? = nil) -> Bool {
        alongChain(from: element) { $0.accessibilityPerformEscape() }
    }

    /// The two-finger double tap (ACC-5): `accessibilityPerformMagicTap()` along the responder
    /// chain from `element` (else the first responder, else the first element read), up to the application's
    /// delegate. Returns whether one did something.
    @discardableResult
    public func performMagicTap(on element: UIView? = nil) -> Bool {
        alongChain(from: element) { $0.accessibilityPerformMagicTap() }
    }

    private func alongChain(from element: UIView?, _ ask: (UIResponder) -> Bool) -> Bool {
        application.becomeCurrent()
        let front = windowsFrontToBack.first ?? window
        let done = application.runAsCurrent { () -> Bool in
            // VoiceOver always has an element in focus: without one named, the first responder,
            // else the first element it reads.
            var responder: UIResponder? = element ?? front.firstResponder ?? (accessibilityElements.first as? UIView) ?? front
            while let current = responder {
                if ask(current) { return true }
                responder = current.next
            }
            return false
        }
        runLayoutPass()
        return done
    }
}
