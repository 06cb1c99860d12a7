import Foundation

/// What the More list's Edit shows (BAR-6): "Configure" and Done, and a button for each
/// controller that may be arranged; a finger drags one onto a tab of the bar to put it there.
final class TabBarCustomizationView: UIView {
    private unowned let owner: UITabBarController
    private let controllers: [UIViewController]
    /// Whether a drop moved a tab.
    var changed = false
    /// The button a finger drags, and where it started.
    private var dragStart: CGPoint?

    /// [chosen] The arrangement's layout: a 56-point header, then four buttons a row, 80 points high.
    static let headerHeight: CGFloat = 56
    static let buttonHeight: CGFloat = 80
    static let columns = 4

    init(controllers: [UIViewController], owner: UITabBarController) {
        self.owner = owner
        self.controllers = controllers
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Configure"
        title.textAlignment = .center
        title.tag = -1
        addSubview(title)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [unowned owner] _ in owner.endCustomizing() }, for: .touchUpInside)
        done.tag = -2
        addSubview(done)
        for (index, controller) in controllers.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(controller.tabBarItem.title ?? controller.title, for: .normal)
            button.tag = index
            button.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(TabBarCustomizationView.dragged)))
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let safeTop = safeAreaInsets.top
        for view in subviews {
            switch view.tag {
            case -1: view.frame = CGRect(x: 80, y: safeTop, width: bounds.width - 160, height: Self.headerHeight)
            case -2: view.frame = CGRect(x: bounds.width - 80, y: safeTop, width: 72, height: Self.headerHeight)
            case let index where dragStart == nil || view.transform == .identity:
                let width = bounds.width / CGFloat(Self.columns)
                view.frame = CGRect(x: CGFloat(index % Self.columns) * width, y: safeTop + Self.headerHeight + CGFloat(index / Self.columns) * Self.buttonHeight,
                                    width: width, height: Self.buttonHeight)
            default: break
            }
        }
    }

    /// The button follows the finger; let go over one of the bar's tabs (not More), its
    /// controller takes that tab's place.
    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let button = pan.view, controllers.indices.contains(button.tag) else { return }
        switch pan.state {
        case .began:
            dragStart = button.center
        case .changed:
            let moved = pan.translation(in: self)
            button.transform = CGAffineTransform(translationX: moved.x, y: moved.y)
        case .ended:
            let bar = owner.tabBar
            let point = pan.location(in: bar)
            let slots = owner.displayedTabs.count - (owner.overflowTabs.isEmpty ? 0 : 1)
            if let slot = bar.itemButtons.prefix(slots).firstIndex(where: { $0.frame.contains(point) }) {
                owner.customize(controllers[button.tag], intoSlot: slot)
            }
            fallthrough
        default:
            button.transform = .identity
            dragStart = nil
            setNeedsLayout()
        }
    }
}
