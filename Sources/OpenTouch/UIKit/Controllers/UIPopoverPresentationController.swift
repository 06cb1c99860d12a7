import Foundation

/// Which sides of a popover its arrow may point from, with UIKit's raw values (VC-17).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions: the popover goes where it fits best.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet placed.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover can point at (VC-17): a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Is asked and told about a popover; every method is optional (VC-17).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, which is asked too).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 for `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Returns true.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a controller presented `.popover` (VC-17): a bubble next to its
/// source in a regular width, a sheet in a compact one unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` says `.none`.
///
/// As a popover it sits by its source (``sourceItem``, ``barButtonItem``, or ``sourceView`` and ``sourceRect``) on
/// the first side of ``permittedArrowDirections`` where it fits (below, above, right, left),
/// sized by the presented controller's `preferredContentSize`; the presenter is not dimmed. A
/// tap outside it dismisses it, unless the delegate refuses; a touch on one of
/// ``passthroughViews`` goes to that view and leaves the popover up.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// What the popover points at, before ``barButtonItem`` and ``sourceView`` (iOS 16).
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The view the popover points at; with ``sourceRect``, where.
    open var sourceView: UIView?
    /// The rectangle of ``sourceView`` the popover points at; its bounds when empty.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may point from; any by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from, once presented; `.unknown` before.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views outside the popover that take touches while it is up; a touch on them does not
    /// dismiss it.
    open var passthroughViews: [UIView]?
    /// The bubble's colour; recorded, nothing is drawn.
    open var backgroundColor: UIColor?
    /// How close to the container's edges the popover may come.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source when it fits nowhere else.
    open var canOverlapSourceViewRect = false

    /// The sheet the popover becomes in a compact width (iOS 15): its detents, selected detent,
    /// undimmed detent and grabber shape the adapted sheet, and its own delegate hears its detent
    /// changes (VC-17).
    open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)

    /// Whether this presentation adapted to a sheet (VC-17): set when it is presented.
    private var adaptedToSheet = false

    /// The popover's delegate, with the adaptive presentation delegate's methods.
    open override var delegate: UIAdaptivePresentationControllerDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    /// [chosen] The size of a popover whose controller states no `preferredContentSize`:
    /// 320 × 480 points; UIKit's default is not documented.
    static let defaultContentSize = CGSize(width: 320, height: 480)
    /// [chosen] How far the arrow reaches from the bubble: 13 points, as UIKit draws it.
    static let arrowLength: CGFloat = 13

    private var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }

    // MARK: Placing it

    /// The source, in `container`'s coordinates; nil without a source.
    func sourceFrame(in container: UIView) -> CGRect? {
        if let sourceItem, let frame = sourceItem.frame(in: container) { return frame }
        if let item = barButtonItem, let view = item.customView ?? item.shownButton, view.window != nil {
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// Where the popover rests in `container`, and the side its arrow points from (VC-17).
    func placement(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let source = sourceFrame(in: container) ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let wanted = presentedViewController.preferredContentSize
        var size = CGSize(width: wanted.width > 0 ? wanted.width : Self.defaultContentSize.width,
                          height: wanted.height > 0 ? wanted.height : Self.defaultContentSize.height)
        size.width = min(size.width, area.width)
        let arrow = Self.arrowLength
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - source.maxY - arrow, area.width),
            (.down, source.minY - area.minY - arrow, area.width),
            (.left, area.maxX - source.maxX - arrow, area.height),
            (.right, source.minX - area.minX - arrow, area.height),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        // The first side where it fits whole; else the side with the most room, the popover
        // shortened to it.
        let side = permitted.first { direction, along, _ in
            direction == .up || direction == .down ? along >= size.height : along >= size.width
        } ?? permitted.max { $0.1 < $1.1 } ?? (.up, area.maxY - source.maxY - arrow, area.width)
        func clampedX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampedY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        switch side.0 {
        case .up:
            size.height = min(size.height, max(side.1, 0))
            return (CGRect(x: clampedX(source.midX - size.width / 2), y: source.maxY + arrow, width: size.width, height: size.height), .up)
        case .down:
            size.height = min(size.height, max(side.1, 0))
            return (CGRect(x: clampedX(source.midX - size.width / 2), y: source.minY - arrow - size.height, width: size.width, height: size.height), .down)
        case .left:
            size.width = min(size.width, max(side.1, 0))
            size.height = min(size.height, area.height)
            return (CGRect(x: source.maxX + arrow, y: clampedY(source.midY - size.height / 2), width: size.width, height: size.height), .left)
        default:
            size.width = min(size.width, max(side.1, 0))
            size.height = min(size.height, area.height)
            return (CGRect(x: source.minX - arrow - size.width, y: clampedY(source.midY - size.height / 2), width: size.width, height: size.height), .right)
        }
    }

    /// The style the presentation takes in `window` (VC-17): a popover in a regular width, else
    /// what the delegate answers (`.none`: the popover), a sheet by default.
    func adaptedStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let style = compactStyle(in: window)
        adaptedToSheet = style == .pageSheet
        return style
    }

    private func compactStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let traits = window.traitCollection
        guard traits.horizontalSizeClass == .compact else { return .popover }
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic {
        case .none, .popover: return .popover
        case .automatic, .pageSheet, .formSheet: return .pageSheet
        case let other: return other
        }
    }

    // MARK: Adapted to a sheet: the adaptive sheet's detents (VC-17)

    override func sheetFrame(in window: UIWindow) -> CGRect {
        adaptedToSheet ? adaptiveSheetPresentationController.sheetFrame(in: window) : super.sheetFrame(in: window)
    }

    override func highestSheetTop(resting: CGRect, in window: UIWindow) -> CGFloat {
        adaptedToSheet ? adaptiveSheetPresentationController.highestSheetTop(resting: resting, in: window) : super.highestSheetTop(resting: resting, in: window)
    }

    override func release(at top: CGFloat, speed: CGFloat, resting: CGRect, in window: UIWindow) -> Release {
        adaptedToSheet ? adaptiveSheetPresentationController.release(at: top, speed: speed, resting: resting, in: window)
            : super.release(at: top, speed: speed, resting: resting, in: window)
    }

    override var letsTouchesThroughToPresenter: Bool {
        adaptedToSheet ? adaptiveSheetPresentationController.letsTouchesThroughToPresenter : super.letsTouchesThroughToPresenter
    }

    override var expandsWhenScrolledToEdge: Bool {
        adaptedToSheet ? adaptiveSheetPresentationController.expandsWhenScrolledToEdge : super.expandsWhenScrolledToEdge
    }

    /// The presentation as a popover begins: the delegate prepares it, and it is placed.
    func prepare(in container: UIView) -> CGRect {
        popoverDelegate?.prepareForPopoverPresentation(self)
        let (frame, arrow) = placement(in: container)
        arrowDirection = arrow
        installOutsideTap(on: container)
        return frame
    }

    // MARK: A tap outside

    private let outsideTapDelegate = OutsideTapDelegate()

    private func installOutsideTap(on container: UIView) {
        let tap = UITapGestureRecognizer()
        tap.name = "popover dismissal"
        tap.addTarget(self, action: Selector(UIPopoverPresentationController.tappedOutside))
        tap.delegate = outsideTapDelegate
        container.addGestureRecognizer(tap)
    }

    private func tappedOutside(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        dismissAsTheUserAsked {}
    }

    override func userMayDismiss() -> Bool {
        (popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true) && super.userMayDismiss()
    }

    override func userDidDismiss() {
        popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
    }

    /// Whether a touch at `point` (in the container) goes through the container to a passthrough view.
    func passesThrough(at point: CGPoint, in container: UIView) -> Bool {
        guard let passthroughViews, !passthroughViews.isEmpty else { return false }
        return passthroughViews.contains { view in
            view.window === container.window && !view.isHidden && view.bounds.contains(container.convert(point, to: view))
        }
    }

    /// The tap outside takes only touches on the container itself, around the popover.
    private final class OutsideTapDelegate: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touch.view === gestureRecognizer.view
        }
    }
}
