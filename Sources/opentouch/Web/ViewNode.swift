import Foundation
@_spi(Drawing) import OpenTouch
import OpenTouchScenes

/// One view as the pages draw it: a box of the bounds' size placed in its parent's box by a CSS
/// matrix, so that centers, bounds origins and transforms all show as in OpenTouch, with what
/// the page needs to draw it as what it is (a button, a photo, an emoji).
struct ViewNode: Encodable, Equatable, Sendable {
    /// What the page draws.
    enum Kind: String, Encodable, Sendable {
        case window, view, scroll, button, toggle, slider, stepper, label, image, emoji, photo, segmented, field
    }

    var id: Int
    /// The trace's name for the view, once the trace has named it; the page flashes the views
    /// that hit-testing chose by this name.
    var name: String?
    var kind: Kind
    var width: Double
    var height: Double
    /// `a b c d tx ty`, from this view's box to its parent's box.
    var matrix: [Double]
    var clips: Bool
    var hidden: Bool
    var alpha: Double
    var color: String?
    /// What is written on it: a title, a value, an emoji, or the view's identifier as a tag.
    var label: String?
    /// A label's text colour and alignment ("left", "center", "right"), as the device draws it.
    var textColor: String?
    var alignment: String?
    /// A segmented control's titles, and which one is selected.
    var segments: [String]?
    var selectedSegment: Int?
    var highlighted: Bool = false
    var selected: Bool = false
    var enabled: Bool = true
    /// A switch's state.
    var on: Bool?
    /// A slider's value as a share of its range, 0...1.
    var fraction: Double?
    /// While a control tracks a touch: how far beyond its bounds the touch still counts as inside (CTL-5).
    var trackingMargin: Double?
    /// A text field's border ("none", "line", "bezel", "roundedRect"), whether it shows its
    /// placeholder, and whether it is being edited (first responder): drawn as iOS draws them (TXT-4).
    var border: String?
    var placeholder: Bool?
    var editing: Bool?
    /// A button in a navigation bar: drawn as text, with no background; the back button with
    /// its chevron (VC-5).
    var barButton: Bool?
    var back: Bool?
    /// A view with no edge of its own on the device (a collection's cell, a cell's content view):
    /// drawn without the faint outline that shows a plain view's bounds.
    var plain: Bool?
    /// The layer's corner radius at each corner it masks (top left, top right, bottom right,
    /// bottom left), its shadow and its border, as Core Animation draws them.
    var corners: [Double]?
    var shadow: Shadow?
    var edge: Edge?
    var children: [ViewNode]

    /// A layer's shadow: its offset, blur radius and colour (the shadow's opacity folded in).
    struct Shadow: Encodable, Equatable, Sendable {
        var x: Double, y: Double, blur: Double, color: String
    }

    /// A layer's border: its width and colour.
    struct Edge: Encodable, Equatable, Sendable {
        var width: Double, color: String
    }
}

/// Turns a window's views into ``ViewNode``s, giving each view the same id for as long as it is
/// in the window, so that a page can tell a moved view from a new one.
@MainActor
final class ViewNodeBuilder {
    /// The ids of the views drawn last time. Rebuilt on each pass, so that views that left the
    /// window (the emoji picker's drag copies) are forgotten, and a new view that happens to get
    /// a freed view's address is not taken for it.
    private var ids: [ObjectIdentifier: (view: WeakReference, id: Int)] = [:]
    private var drawn: [ObjectIdentifier: (view: WeakReference, id: Int)] = [:]
    private var nextID = 1
    private let trace: TouchTrace?

    init(trace: TouchTrace?) {
        self.trace = trace
    }

    /// The window and everything in it.
    func node(for window: UIWindow) -> ViewNode {
        drawn.removeAll(keepingCapacity: true)
        let root = node(for: window, parent: nil)
        swap(&ids, &drawn)
        return root
    }

    private func id(of view: UIView) -> Int {
        let key = ObjectIdentifier(view)
        let id: Int
        if let known = ids[key], known.view.view === view {
            id = known.id
        } else {
            id = nextID
            nextID += 1
        }
        drawn[key] = (WeakReference(view: view), id)
        return id
    }

    /// Holds a view without keeping it alive.
    struct WeakReference {
        weak var view: UIView?
    }

    /// A view's geometry and opacity as drawn now: the in-flight values of a view being
    /// animated (ANI-2), else its own.
    private func shown(_ view: UIView) -> (bounds: CGRect, center: CGPoint, transform: CGAffineTransform, alpha: CGFloat) {
        if view.hasRunningAnimations, let layer = view.layer.presentation() {
            return (layer.bounds, layer.position, layer.affineTransform(), CGFloat(layer.opacity))
        }
        return (view.bounds, view.center, view.transform, view.alpha)
    }

    private func node(for view: UIView, parent: UIView?) -> ViewNode {
        let (bounds, center, t, alpha) = shown(view)
        // From this view's box (bounds origin at its top left) to the parent's box.
        let offset = CGPoint(x: bounds.minX - bounds.midX, y: bounds.minY - bounds.midY).applying(t)
        let parentOrigin = parent.map { shown($0).bounds.origin } ?? .zero
        let tx = parent == nil ? 0 : offset.x + center.x - parentOrigin.x
        let ty = parent == nil ? 0 : offset.y + center.y - parentOrigin.y
        let matrix = parent == nil ? [1, 0, 0, 1, 0, 0] : [t.a, t.b, t.c, t.d, tx, ty].map { Double($0) }
        let id = id(of: view)
        let children = view.subviews.map { self.node(for: $0, parent: view) }
        var result = ViewNode(id: id, name: trace?.existingName(of: view), kind: .view, width: Double(bounds.width),
                            height: Double(bounds.height), matrix: matrix, clips: view.clipsToBounds, hidden: view.isHidden,
                            alpha: Double(alpha), color: view.backgroundColor?.resolvedColor(with: view.traitCollection).cssValue, label: view.accessibilityIdentifier,
                            children: children)
        describe(view, into: &result)
        drawLayer(of: view, into: &result)
        return result
    }

    /// The layer's corners, shadow and border; cells' views are drawn without an outline.
    private func drawLayer(of view: UIView, into node: inout ViewNode) {
        let layer = view.layer
        if layer.cornerRadius > 0 {
            let radius = Double(layer.cornerRadius), masked = layer.maskedCorners
            node.corners = [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
                .map { masked.contains($0) ? radius : 0 }
        }
        if layer.shadowOpacity > 0, let color = layer.shadowColor {
            node.shadow = .init(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height), blur: Double(layer.shadowRadius),
                                color: UIColor(cgColor: color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity)) ?? color).cssValue)
        }
        if layer.borderWidth > 0, let color = layer.borderColor {
            node.edge = .init(width: Double(layer.borderWidth), color: UIColor(cgColor: color).cssValue)
        }
        // A table's rows keep the faint edge, which reads as the separators between them; a
        // collection's cells (often rounded) and any cell's own views have none on the device.
        if view is UICollectionViewCell { node.plain = true }
        switch view.superview {
        case is UITableViewCell, is UICollectionViewCell, is UITableViewHeaderFooterView: node.plain = true
        default: break
        }
    }

    /// Kind, words and state: what a user would see on the device.
    private func describe(_ view: UIView, into node: inout ViewNode) {
        switch view {
        case is UIWindow:
            node.kind = .window
        case let emoji as EmojiView:
            node.kind = .emoji
            node.label = emoji.emoji
        case is PhotoView:
            node.kind = .photo
        case let toggle as UISwitch:
            node.kind = .toggle
            node.on = toggle.isOn
        case let slider as UISlider:
            node.kind = .slider
            let range = Double(slider.maximumValue - slider.minimumValue)
            node.fraction = range > 0 ? Double(slider.value - slider.minimumValue) / range : 0
            node.label = String(format: "%.2f", slider.value)
        case let stepper as UIStepper:
            node.kind = .stepper
            node.label = String(format: "%g", stepper.value)
        case let button as UIButton:
            node.kind = .button
            // A title label made by the button draws the title itself.
            node.label = view.subviews.contains { $0 is UILabel } ? nil : (button.currentTitle ?? view.accessibilityIdentifier)
            node.textColor = button.currentTitleColor.resolvedColor(with: button.traitCollection).cssValue
            if let bar = button.superview as? UINavigationBar {
                node.barButton = true
                node.back = bar.backButton === button ? true : nil
            }
        case let label as UILabel:
            node.kind = .label
            node.label = label.text
            node.textColor = label.textColor?.resolvedColor(with: label.traitCollection).cssValue
            node.alignment = switch label.textAlignment {
            case .center: "center"
            case .right: "right"
            default: "left"
            }
        case is UITableViewCell, is UICollectionViewCell, is UITableViewHeaderFooterView:
            // A list's rows show their own labels; their identifiers are for tests, not for the eye.
            node.label = nil
        case let field as UITextField:
            // Its text as typed, else its placeholder (TXT-4), inside its border.
            node.kind = .field
            node.label = field.hasText ? field.text : (field.placeholder ?? view.accessibilityIdentifier)
            node.placeholder = !field.hasText
            node.editing = field.isFirstResponder
            node.border = switch field.borderStyle {
            case .none: "none"
            case .line: "line"
            case .bezel: "bezel"
            case .roundedRect: "roundedRect"
            }
        case let segmented as UISegmentedControl:
            // Its segments side by side, the selected one raised, as iOS draws it (CTL-13).
            node.kind = .segmented
            node.label = nil
            node.segments = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) ?? "▢" }
            node.selectedSegment = segmented.selectedSegmentIndex
        case let dots as UIPageControl:
            // One dot a page, the current one filled (CTL-14).
            node.kind = .label
            node.label = !(dots.hidesForSinglePage && dots.numberOfPages <= 1) ? (0..<dots.numberOfPages).map { $0 == dots.currentPage ? "●" : "○" }.joined(separator: " ") : nil
        case let textView as UITextView:
            // Its text as typed (TXT-6).
            node.kind = .label
            node.label = textView.text
        case is UIScrollView:
            node.kind = .scroll
        case is UIImageView:
            node.kind = .image
        default:
            break
        }
        if let control = view as? UIControl {
            node.highlighted = control.isHighlighted
            node.selected = control.isSelected
            node.enabled = control.isEnabled
            node.trackingMargin = control.isTracking ? Double(control.trackingMargin) : nil
        }
    }
}
