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
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame, topLayoutSupport, bottomLayoutSupport, keyboard }
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
        case .keyboard: "UIViewKeyboardLayoutGuide"
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
        case .keyboard:
            let height = (self as? UIKeyboardLayoutGuide)?.height(in: view) ?? 0
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

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = extras?.layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        writableExtras.layoutGuides.append(guide)
        return guide
    }
}
