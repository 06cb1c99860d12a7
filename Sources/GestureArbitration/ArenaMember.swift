/// What the arena asks of the recognizers it arbitrates: four questions about a pair or about
/// the member itself, whether it is idle, and a name (GR-7..10).
///
/// The member keeps nothing for the arena: its standing is in its ``ArenaEntry``, and verdicts
/// go to the arena's ``ArenaListener``. Every question is asked at the moment its rule needs it,
/// so a member may answer from live state. `UIGestureRecognizer` is the member in the engine;
/// this target's tests use fakes. An arena's members are all of one class, so a member may
/// treat `other` as its own class.
@MainActor
@_spi(Engine) public protocol ArenaMember: AnyObject {
    /// Whether the member has no touch, offered or received: it leaves at the next sweep unless
    /// it waits to recognize.
    var isIdle: Bool { get }
    /// Whether the two members received one touch in common (GR-9 applies only then).
    func sharesTouch(with other: any ArenaMember) -> Bool
    /// GR-9: whether `self`, recognizing, makes `other` fail; false when they may recognize
    /// together or when prevention is refused by either side.
    func excludes(_ other: any ArenaMember) -> Bool
    /// GR-10: whether `self` must wait for `other` to fail, from any source.
    func requiresFailure(of other: any ArenaMember) -> Bool
    /// GR-7, GR-8: why the member may not leave possible by recognizing; nil when it may.
    func refusalToBegin() -> String?
    /// A name for explanations and diagnostics.
    var arenaName: ArenaName { get }
}
