import Foundation

/// A sheet's presentation controller, with the heights it rests at (VC-10): `.large()` (below the
/// safe area, as any sheet) and `.medium()` (half the window), between which a finger drags it.
///
/// ```swift
/// if let sheet = picker.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
/// }
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at: a system one, or one its resolver works out (VC-10).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named by `rawValue`, written without its label.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Which detent this is.
        public let identifier: Identifier
        /// A custom detent's height within the sheet's safe area, nil when inactive.
        private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the window's height (chosen: the sheet's top at exactly half the window;
        /// UIKit's is private).
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        /// The full sheet.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }
        /// A detent whose height `resolver` works out from the context: a height within the sheet's
        /// safe area, at most `maximumDetentValue` (the large detent's), or nil for inactive. Without
        /// an identifier, a unique one is made, as in UIKit.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// This detent's height within the sheet's safe area in `context`, nil when inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch identifier {
            case .large where resolver == nil: return context.maximumDetentValue
            case .medium where resolver == nil: return (context as? DetentContext)?.mediumValue ?? (context.maximumDetentValue / 2).rounded()
            default: return resolver?(context).map { min(max(0, $0), context.maximumDetentValue) }
            }
        }

        /// The sheet's top in `window` at this detent, nil when inactive.
        func top(in window: UIWindow) -> CGFloat? {
            let context = DetentContext(window: window)
            return resolvedValue(in: context).map { context.bottom - $0 }
        }
    }

    /// The context a custom detent is resolved in, for a sheet in `window`: the values are heights
    /// above the bottom of the window's safe area.
    final class DetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
        /// Where heights are measured from: the bottom of the safe area.
        let bottom: CGFloat
        /// The medium detent's value: the sheet's top at half the window.
        let mediumValue: CGFloat

        init(window: UIWindow) {
            containerTraitCollection = window.traitCollection
            bottom = window.bounds.height - window.safeAreaInsets.bottom
            maximumDetentValue = bottom - PresentationMetrics.sheetFrame(in: window).minY
            mediumValue = bottom - (window.bounds.height / 2).rounded()
        }
    }

    /// The detents, `[.large()]` by default.
    open var detents: [Detent] = [.large()] { didSet { moveToSelectedDetent() } }
    /// The detent the sheet rests at; nil means the smallest (as UIKit documents).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { moveToSelectedDetent() } }
    /// Whether the sheet shows a grabber; kept.
    open var prefersGrabberVisible = false
    /// The largest detent that leaves the presenter undimmed: while the sheet rests at it or at a
    /// smaller one, touches around the sheet reach the presenter (VC-10). Nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a scroll view in the sheet, dragged up, first raises the sheet to its largest
    /// detent before its content scrolls; true by default, as in UIKit (VC-11).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Changes made in `changes` move the sheet; the animation is not drawn here.
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// The detent the sheet rests at now.
    private var currentDetent: Detent? {
        if let selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == selectedDetentIdentifier }) { return detent }
        guard let window = containerView?.window ?? presentingViewController.viewIfLoaded?.window else { return detents.first }
        return activeStops(in: window).last?.0
    }

    override func sheetFrame(in window: UIWindow) -> CGRect {
        let full = super.sheetFrame(in: window)
        guard window.traitCollection.horizontalSizeClass != .regular, let detent = currentDetent else { return full }
        guard let top = detent.top(in: window) else { return full }
        return CGRect(x: full.minX, y: top, width: full.width, height: window.bounds.height - top)
    }

    override var expandsWhenScrolledToEdge: Bool { prefersScrollingExpandsWhenScrolledToEdge }

    /// VC-10: resting (presented, not in a transition) at a detent no taller than
    /// ``largestUndimmedDetentIdentifier``, on a compact width, where the sheet has detents.
    override var letsTouchesThroughToPresenter: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let window = containerView?.window,
              window.traitCollection.horizontalSizeClass != .regular,
              !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
              let current = currentDetent else { return false }
        let stops = activeStops(in: window)
        guard let limit = stops.first(where: { $0.0.identifier == undimmed })?.1,
              let here = stops.first(where: { $0.0.identifier == current.identifier })?.1 else { return false }
        // Tops are measured down from the window's top: a smaller sheet's is lower.
        return here >= limit
    }

    override func highestSheetTop(resting: CGRect, in window: UIWindow) -> CGFloat {
        activeStops(in: window).first?.1 ?? resting.minY
    }

    /// Released: to the detent nearest the sheet's top, or the next one in the direction of a fast
    /// flick; dismissed when dragged or flicked down from the smallest detent as a sheet is (VC-10).
    override func release(at top: CGFloat, speed: CGFloat, resting: CGRect, in window: UIWindow) -> Release {
        let stops = activeStops(in: window)
        guard stops.count > 1, let lowest = stops.last else { return super.release(at: top, speed: speed, resting: resting, in: window) }
        let smallestHeight = window.bounds.height - lowest.1
        if top - lowest.1 > smallestHeight / 2 || (speed > Self.dismissVelocity && resting.minY >= lowest.1) { return .dismiss }
        var target = stops.min { abs($0.1 - top) < abs($1.1 - top) }!
        if abs(speed) > Self.dismissVelocity / 2 {
            // A flick goes on to the next detent its way.
            let ahead = speed > 0 ? stops.filter { $0.1 > resting.minY } : stops.filter { $0.1 < resting.minY }
            if let next = speed > 0 ? ahead.first : ahead.last { target = next }
        }
        let changed = target.0.identifier != currentDetent?.identifier
        presentedViewController.trace?.recordController(presentedViewController, "sheet rests at \(target.0.identifier.rawValue.split(separator: ".").last ?? "")",
                                                        reason: abs(speed) > Self.dismissVelocity / 2 ? "flicked towards that detent (VC-10)" : "released nearest that detent (VC-10)")
        selectedDetentIdentifierStorage = target.0.identifier
        // The delegate is the presentation controller's, as in UIKit, when it is a sheet's delegate.
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        return .settle(CGRect(x: resting.minX, y: target.1, width: resting.width, height: window.bounds.height - target.1))
    }

    /// The active detents and the sheet's top at each, highest first.
    private func activeStops(in window: UIWindow) -> [(Detent, CGFloat)] {
        detents.compactMap { detent in detent.top(in: window).map { (detent, $0) } }.sorted { $0.1 < $1.1 }
    }

    /// Sets the selected detent without moving the sheet (the release moves it).
    private var selectedDetentIdentifierStorage: Detent.Identifier? {
        get { selectedDetentIdentifier }
        set {
            moving = false
            selectedDetentIdentifier = newValue
            moving = true
        }
    }
    private var moving = true

    /// Code changed the detents or the selection: a presented sheet moves to it.
    private func moveToSelectedDetent() {
        guard moving, let view = presentedView, let window = containerView?.window else { return }
        view.frame = sheetFrame(in: window)
    }
}
