import Foundation

/// A rectangle in a view's coordinate space that constraints can use like a view, without a view:
/// spacing between views, the safe area, the margins, the readable width (LAY-8).
///
/// ```swift
/// NSLayoutConstraint.activate([
///     list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///     list.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What defines a guide besides the constraints code adds.
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame, topLayoutSupport, bottomLayoutSupport }
    let kind: Kind

    /// The view the guide belongs to; its frame is in this view's coordinates.
    open internal(set) weak var owningView: UIView?

    /// A name for logs.
    open var identifier: String = ""

    /// A guide to add to a view with `addLayoutGuide(_:)`; constraints then place it.
    public override init() {
        kind = .custom
        super.init()
    }

    deinit {
        // Associated objects (RUN-1) go with their guide, as on iOS.
        AssociatedObjects.objectDidEnd(ObjectIdentifier(self))
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        super.init()
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        case .topLayoutSupport: "UIViewControllerTopLayoutGuide"
        case .bottomLayoutSupport: "UIViewControllerBottomLayoutGuide"
        case .custom: ""
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it (or,
    /// for the system guides, as the view's insets give it now).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.layoutMargins)
        case .readableContent: return UILayoutGuide.readableFrame(in: view)
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return CGRect(origin: .zero, size: view.bounds.size)
        case .topLayoutSupport: return CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top)
        case .bottomLayoutSupport:
            let height = view.safeAreaInsets.bottom
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        case .custom: return LayoutEngine.root(of: view).extras?.layoutEngine?.exactFrame(of: self) ?? .zero
        }
    }

    /// [chosen] The readable width's limit: 672 points, UIKit's at the Large text size.
    public static let readableWidth: CGFloat = 672

    static func readableFrame(in view: UIView) -> CGRect {
        let margins = view.bounds.inset(by: view.layoutMargins)
        let width = min(margins.width, readableWidth)
        return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// The area not covered by bars, the notch or the home indicator (LAY-8); see
    /// `safeAreaInsets` (SCR-10) for where its insets come from.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inside its `layoutMargins` (LAY-8).
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The margins guide, no wider than a comfortable line of text (LAY-8).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The guides added to the view, system guides included once they were read.
    public var layoutGuides: [UILayoutGuide] { extras?.layoutGuides ?? [] }

    /// Adds a guide to the view; constraints then place it like a view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        writableExtras.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, and deactivates the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        extras?.layoutGuides.removeAll { $0 === layoutGuide }
        var node: UIView? = self
        while let view = node {
            for constraint in view.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
            node = view.superview
        }
        layoutGuide.owningView = nil
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = extras?.layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        writableExtras.layoutGuides.append(guide)
        return guide
    }
}
