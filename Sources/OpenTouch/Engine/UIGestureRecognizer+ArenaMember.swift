@_spi(Engine) import GestureArbitration

/// `UIGestureRecognizer` as a member of the arena: the answers come from UIKit's API (its
/// delegate, its overridable questions, the views it touches) through ``TakeoverPolicy``. The
/// arena's verdicts go to the engine (``TouchDispatcher``'s `ArenaListener` conformance), not here.
@_spi(Engine) extension UIGestureRecognizer: ArenaMember {
    @_spi(Engine) public var isIdle: Bool {
        record.sequenceTouches.isEmpty && record.offeredTouches.isEmpty
    }

    @_spi(Engine) public func sharesTouch(with other: any ArenaMember) -> Bool {
        let theirs = Self.recognizer(other).record.sequenceTouches
        for touch in record.sequenceTouches where theirs.containsIdentical(touch) { return true }
        return false
    }

    @_spi(Engine) public func excludes(_ other: any ArenaMember) -> Bool {
        TakeoverPolicy.recognizer(self, excludes: Self.recognizer(other))
    }

    /// GR-10 from the five sources UIKit has: `require(toFail:)`, the two subclass overrides and
    /// the two delegate questions.
    @_spi(Engine) public func requiresFailure(of member: any ArenaMember) -> Bool {
        let other = Self.recognizer(member)
        return hasFailureRequirement(other)
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    @_spi(Engine) public func refusalToBegin() -> String? {
        TakeoverPolicy.refusalToBegin(self, trace: TouchTrace.applicationsTracing == 0 ? nil : dispatcher?.trace)
    }

    @_spi(Engine) public var arenaName: ArenaName { ArenaName(type: type(of: self), name: name) }

    /// The recognizer an arena member is: the engine's arena holds recognizers only, so the cast
    /// is not checked (a checked cast would cost more than the question it serves).
    static func recognizer(_ member: any ArenaMember) -> UIGestureRecognizer {
        unsafeDowncast(member as AnyObject, to: UIGestureRecognizer.self)
    }
}
