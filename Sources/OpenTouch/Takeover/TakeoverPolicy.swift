@_spi(Engine) import GestureArbitration

/// Every rule about who may take a touch from whom, in one place.
///
/// A touch is wanted by several parties at once: the view it landed on, other views that are
/// tracking touches, the recognizers of the views under it, a scroll view around it, a control
/// tracking it. The delivery and the arena ask this policy, and so do UIKit's own override points
/// where UIKit decides through them: those methods answer with a call to a function here, so an
/// app's subclass that overrides one changes the rule for itself, as on iOS. Each answer names
/// its rule.
///
/// | question | rule | function | where UIKit lets a subclass or delegate change it |
/// |---|---|---|---|
/// | may the touch's view hear the touch at all? (asked when another finger is down) | TCH-7, TCH-8 | ``admission(of:among:)`` | `isMultipleTouchEnabled`, `isExclusiveTouch` |
/// | may a recognizer be offered the touch? | TCH-8 | ``exclusiveTouchBlocks(_:from:among:)`` | `isExclusiveTouch` |
/// | may a recognizer take a touch of this type? | GR-17 | ``touchTypeRefusal(of:by:)`` | `allowedTouchTypes`, `requiresExclusiveTouchType` |
/// | may a recognizer begin, or does a touched view or its delegate veto it? | GR-7, GR-8 | ``refusalToBegin(_:trace:)`` | `UIView.gestureRecognizerShouldBegin(_:)`, the delegate's `gestureRecognizerShouldBegin(_:)` |
/// | does a control keep its gesture against an ancestor's recognizer? | CTL-8 | ``control(_:letsBegin:)``, with what the control claims (``ControlGestureClaims``) | each control's `gestureRecognizerShouldBegin(_:)` |
/// | does a recognizer that recognizes make another fail? | GR-9 | ``recognizer(_:excludes:)`` | `canPrevent(_:)`, `canBePrevented(by:)`, the delegates' `shouldRecognizeSimultaneouslyWith` |
/// | does a tap prevent a tap that needs more taps? | GR-19 | ``tap(_:mayPrevent:)``, that is ``TakeoverGesture/mayPrevent(_:)``, which the tap's `canPrevent(_:)` asks | `UITapGestureRecognizer.canPrevent(_:)` |
/// | does a possible recognizer hold a phase back from the view? | GR-12, GR-13 | ``recognizer(_:holdsBack:)`` | `delaysTouchesBegan`, `delaysTouchesEnded` |
/// | which of the view's touches does a recognizer take on recognizing? | GR-11, GR-12, GR-13 | ``touchesClaimed(by:)`` | `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` |
/// | does a scroll view hold a touch from its content, and may the content have it? | SCR-1, SCR-2 | ``contentTouchHold(in:)``, ``contentMayHave(_:of:with:)`` | `delaysContentTouches`, `touchesShouldBegin(_:with:in:)` |
/// | may a scroll view's drag begin along the way the finger moved? | SCR-5 | ``scrollView(_:mayDragAfterMoving:)`` | `UIScrollView.gestureRecognizerShouldBegin(_:)` |
/// | may a scroll view's drag take touches its content is tracking? | SCR-3 | ``scrollView(_:mayTakeContentTouchesOf:)``, by default ``scrollView(_:mayCancelTouchesOf:)`` (not a control's, ``TouchTracking``) | `canCancelContentTouches`, `touchesShouldCancel(in:)` |
/// | may a scroll view's pinch begin? | SCR-9 | ``scrollViewMayZoom(_:)`` | `minimumZoomScale`, `maximumZoomScale`, the delegate's `viewForZooming(in:)` |
/// | do a scroll view's pan and pinch recognize together? | SCR-9 | ``scrollViewRecognizersWorkTogether(_:with:)`` | the pan's and pinch's delegate (the scroll view) |
/// | how much of a drag on a scroll view in a sheet moves the sheet? | VC-11 | ``sheetShare(ofMove:contentAboveTop:sheetTop:restingTop:highestTop:expandsWhenScrolledToEdge:)`` | the sheet's `prefersScrollingExpandsWhenScrolledToEdge` |
/// | does a list cell take a touch while other cells are touched? | LST-6, repeating TCH-8 | ``listCell(isExclusive:mayTakeTouchWhileTracking:)`` | the cell's `isExclusiveTouch` |
/// | may a pan slide a table's row aside, and what closes an open row? | LST-8 | ``rowSwipe(in:startRow:moved:openRow:noun:hasActions:)``, ``openRowDismissal(by:actions:isOnOpenRow:)`` | the delegate's swipe actions configurations |
/// | does an editing list scroll for a drag that began on a reorder control? | LST-21 | ``listMayScroll(_:isEditing:dragBeganOnReorderControl:)`` | `UITableView.gestureRecognizerShouldBegin(_:)` |
/// | does a control give up its tracked touch for a new one? | CTL-2 | ``controlTakesNewTouch(whileTracking:)`` | none: UIKit's controls track one touch |
///
/// The policy names no widget and no recognizer class: it speaks of roles, which widgets and
/// recognizers declare about themselves (`TakeoverRoles.swift`, and beside the recognizers: the
/// gesture a recognizer recognizes, ``TakeoverGesture``), what a control keeps against its ancestors
/// (``ControlGestureClaims``), a view that scrolls its content (``ContentScrolling``), a view
/// that tracks its own touches (``TouchTracking``); a list cell declares itself exclusive with
/// UIKit's own `isExclusiveTouch`, which the admission rules read. Where a
/// rule needs geometry (which row a drag began on, whether it began on a reorder control), the
/// widget measures it and hands the policy the answer.
///
/// Three decisions stay with the widget that owns them, since UIKit makes them through that
/// widget's own delegate and no other party is asked: a sheet's dismissing drag leaves a
/// vertically scrolling scroll view's touch to it (VC-11, the presentation controller; how the
/// drag is then shared is the policy's), an interaction's press waits for the interaction's
/// answer (INT-2, INT-6, its press delegate), and a scroll view's content-touch recognizer never
/// prevents its pan (SCR-1, that recognizer's `canPrevent(_:)`).
@MainActor
enum TakeoverPolicy {
    // MARK: The view's claim (TCH-7, TCH-8)

    /// What the view of a new `touch` hears of it, given the other touches of its window.
    ///
    /// TCH-8: a touch on an exclusive view is withheld while any other view tracks a touch, and a
    /// touch on any view is withheld while an exclusive view tracks one. TCH-7: a view without
    /// `isMultipleTouchEnabled` that already tracks a touch does not get a second one.
    static func admission(of touch: UITouch, among touches: [UITouch]) -> TouchViewDelivery {
        guard let view = touch.view else { return .withheld(.noView) }
        var viewHasTouch = false
        for other in touches where other !== touch && isTracked(other, in: touch.window) {
            guard let otherView = other.view else { continue }
            if otherView === view {
                viewHasTouch = true
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return .withheld(.exclusiveTouch)
            }
        }
        if viewHasTouch && !view.isMultipleTouchEnabled {
            return .withheld(.multipleTouch)
        }
        return .delivered
    }

    /// Whether a view of `window` is tracking `touch`: it is live and its view hears it.
    static func isTracked(_ touch: UITouch, in window: UIWindow?) -> Bool {
        touch.window === window && !touch.record.isFinished && touch.record.viewDelivery == .delivered
    }

    /// TCH-8: no touch reaches a recognizer while an exclusive view outside its view is tracking.
    static func exclusiveTouchBlocks(_ recognizer: UIGestureRecognizer, from touch: UITouch, among touches: [UITouch]) -> Bool {
        // One finger alone blocks nothing; most presses stop here, before the view is looked up
        // (the recognizers asked are found on their views, so they have one).
        guard touches.count > 1 else { return false }
        guard let recognizerView = recognizer.view else { return true }
        for other in touches where other !== touch && isTracked(other, in: touch.window) {
            if let otherView = other.view, otherView.isExclusiveTouch && !otherView.isDescendant(of: recognizerView) { return true }
        }
        return false
    }

    // MARK: Recognizers against views (GR-7, GR-8)

    /// Why `recognizer` may not begin, or nil when it may: first every touched view is asked
    /// `gestureRecognizerShouldBegin` (GR-8; this is how a control keeps its own tap, CTL-8),
    /// then the delegate (GR-7).
    static func refusalToBegin(_ recognizer: UIGestureRecognizer, trace: TouchTrace?) -> String? {
        let touches = recognizer.record.sequenceTouches
        for index in touches.indices {
            // Each view is asked once, at its first touch: found by looking back along the list
            // rather than by keeping the views asked, which cost an array per recognizer begun.
            guard let view = touches[index].view, !isAsked(view, before: index, in: touches) else { continue }
            let answer = view.gestureRecognizerShouldBegin(recognizer)
            if let trace {
                trace.recordRecognizer(recognizer, "\(trace.name(of: view)) answered \(answer) to gestureRecognizerShouldBegin",
                                       reason: "the touched view is asked first (GR-8)")
            }
            if !answer {
                return "the touched \(type(of: view)) answered false to gestureRecognizerShouldBegin (GR-8)"
            }
        }
        if let delegate = recognizer.delegate {
            let answer = delegate.gestureRecognizerShouldBegin(recognizer)
            trace?.recordRecognizer(recognizer, "delegate answered \(answer) to gestureRecognizerShouldBegin", reason: "GR-7")
            if !answer { return "its delegate answered false to gestureRecognizerShouldBegin (GR-7)" }
        }
        return nil
    }

    /// Whether a touch before `index` is on `view`, which was then asked already.
    private static func isAsked(_ view: UIView, before index: Int, in touches: [UITouch]) -> Bool {
        var earlier = 0
        while earlier < index {
            if touches[earlier].view === view { return true }
            earlier += 1
        }
        return false
    }

    // MARK: Recognizers against recognizers (GR-9)

    /// GR-9: whether `winner`, recognizing on a touch it shares with `loser`, makes `loser` fail:
    /// not when either delegate lets them recognize together, and only when `winner` can prevent
    /// `loser` and `loser` can be prevented by `winner`.
    static func recognizer(_ winner: UIGestureRecognizer, excludes loser: UIGestureRecognizer) -> Bool {
        if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) == true { return false }
        if loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) == true { return false }
        return winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    /// GR-19: whether `tap` may prevent `other`, as the gestures they recognize say
    /// (``TakeoverGesture/mayPrevent(_:)``: a tap never prevents a tap that needs more taps).
    /// `UITapGestureRecognizer.canPrevent(_:)` asks the gesture itself, from below the engine.
    static func tap(_ tap: UIGestureRecognizer, mayPrevent other: UIGestureRecognizer) -> Bool {
        tap.takeoverGesture.mayPrevent(other.takeoverGesture)
    }

    // MARK: Recognizers holding the views' phases (GR-12, GR-13)

    /// Whether `recognizer`, one of a touch's recognizers, holds `phase` of the touch back from
    /// its view: while it is possible, `delaysTouchesBegan` holds the beginning and the moves
    /// (GR-12) and `delaysTouchesEnded` the end (GR-13).
    static func recognizer(_ recognizer: UIGestureRecognizer, holdsBack phase: UITouch.Phase) -> Bool {
        let delays: Bool
        switch phase {
        case .began, .moved: delays = recognizer.delaysTouchesBegan
        case .ended: delays = recognizer.delaysTouchesEnded
        default: delays = false
        }
        return delays && recognizer.record.visibleState == .possible && !recognizer.record.state.isTerminal
    }

    // MARK: Recognizers against the views' touches (GR-11..13)

    /// The touches whose view deliveries `recognizer` takes on recognizing: all of them with
    /// `cancelsTouchesInView` (GR-11), otherwise those whose phases it is still holding back
    /// (GR-12, GR-13).
    static func touchesClaimed(by recognizer: UIGestureRecognizer) -> [UITouch] {
        let touches = recognizer.record.sequenceTouches
        if recognizer.cancelsTouchesInView { return touches }
        guard recognizer.delaysTouchesBegan || recognizer.delaysTouchesEnded else { return [] }
        var claimed: [UITouch] = []
        for touch in touches where !touch.record.heldPhases.isEmpty { claimed.append(touch) }
        return claimed
    }

    // MARK: Scroll views against their content (SCR-3)

    /// SCR-3: whether `scrollView`'s drag may take the touches of `pan` that its content is
    /// tracking: never with `canCancelContentTouches` false, otherwise when
    /// `touchesShouldCancel(in:)` agrees for every tracking content view.
    static func scrollView(_ scrollView: some ContentScrolling, mayTakeContentTouchesOf pan: UIGestureRecognizer) -> Bool {
        let trace = scrollView.trace
        for touch in pan.record.sequenceTouches {
            guard let view = touch.view, view !== scrollView, touch.record.viewHasBegun, touch.record.viewDelivery == .delivered else { continue }
            guard scrollView.canCancelContentTouches else {
                trace?.recordScroll(scrollView, "does not drag", reason: "its content is tracking the touch and canCancelContentTouches is false (SCR-3)")
                return false
            }
            let answer = scrollView.touchesShouldCancel(in: view)
            if let trace {
                trace.recordScroll(scrollView, "touchesShouldCancel answered \(answer) for \(trace.name(of: view))", reason: "SCR-3")
            }
            if !answer { return false }
        }
        return true
    }

    // MARK: Controls (CTL-2)

    /// Whether a control tracking `tracked` takes a new touch: a control tracks one touch, so a
    /// second finger is ignored while the first is down; a touch that already lifted but whose
    /// end a recognizer still holds (GR-13, a double tap on an ancestor) gives way.
    static func controlTakesNewTouch(whileTracking tracked: UITouch?) -> Bool {
        guard let tracked else { return true }
        return tracked.record.isFinished
    }

    // MARK: Controls against their ancestors' recognizers (CTL-8)

    /// CTL-8: whether `recognizer`, on a view other than `control` (an ancestor's), may begin on
    /// a touch of the control. Every control keeps a one-finger single tap, as UIKit's do with
    /// recognizers of their own, unless it claims otherwise; while it tracks, it keeps what it
    /// claims (``ControlGestureClaims``): a slider every pan and a swipe along its track (a
    /// swipe across the track goes to the swipe), and no tap; a switch a pan along its knob.
    /// Each control's `gestureRecognizerShouldBegin(_:)` (GR-8) answers with this, so a
    /// subclass that overrides it changes the rule for itself, as in UIKit.
    static func control(_ control: UIView, letsBegin recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.view !== control else { return true }
        let claiming = control as? ControlGestureClaiming
        let claims = claiming?.gestureClaims ?? ControlGestureClaims()
        let gesture = recognizer.takeoverGesture
        if claims.keepsSingleTap, gesture == .tap(taps: 1, touches: 1) { return false }
        guard let claiming, claiming.isTracking else { return true }
        for claim in claims.whileTracking {
            switch (claim, gesture) {
            case (.everyPan, .pan): return false
            case (.swipeAlongX, .swipe(alongX: true, _)): return false
            case (.panAlongX, .pan):
                let moved = recognizer.takeoverMovement(in: control)
                if abs(moved.y) <= abs(moved.x) { return false }
            default: continue
            }
        }
        return true
    }

    // MARK: Touch types (GR-17)

    /// Why `recognizer` does not take `touch` because of its type, or nil when it may: the type
    /// must be in `allowedTouchTypes`, and with `requiresExclusiveTouchType` the recognizer's
    /// other touches must be of the same type.
    static func touchTypeRefusal(of touch: UITouch, by recognizer: UIGestureRecognizer) -> String? {
        if !recognizer.record.allowsTouchType(touch.type) {
            return "its allowedTouchTypes leave out \(touch.type) touches (GR-17)"
        }
        if recognizer.requiresExclusiveTouchType,
           let other = recognizer.record.activeTouches.first(where: { $0.type != touch.type }) {
            return "it requires one touch type and already tracks a \(other.type) touch (GR-17)"
        }
        return nil
    }
}
