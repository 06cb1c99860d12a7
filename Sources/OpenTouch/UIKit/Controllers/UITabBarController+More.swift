import Foundation

/// More tabs than the bar holds: the first four and a More tab whose list pushes the others (BAR-5).
extension UITabBarController {
    /// The controllers the bar shows tabs for: all of them, or the first four and More.
    var displayedTabs: [UIViewController] {
        overflowTabs.isEmpty ? tabs : Array(tabs.prefix(Self.maximumTabs - 1)) + [moreTab]
    }

    /// The controllers the More list holds.
    var overflowTabs: [UIViewController] {
        tabs.count > Self.maximumTabs ? Array(tabs.dropFirst(Self.maximumTabs - 1)) : []
    }

    /// The controller whose view shows: the selected tab's, or the More tab's for its list and
    /// for a controller chosen from it.
    var displayedController: UIViewController? {
        if selectsMoreList { return moreTab }
        guard tabs.indices.contains(selected) else { return nil }
        return overflowTabs.contains { $0 === tabs[selected] } ? moreTab : tabs[selected]
    }

    /// Selects the tab at `index`, or the More list for `NSNotFound` (BAR-5): a controller of the
    /// More list is shown pushed on the More tab's navigation controller.
    func select(index: Int) {
        let oldDisplayed = displayedController
        if index == NSNotFound {
            guard !overflowTabs.isEmpty, !selectsMoreList else { return }
            selectsMoreList = true
        } else {
            guard tabs.indices.contains(index), index != selected || selectsMoreList else { return }
            selected = index
            selectsMoreList = false
            let controller = tabs[index]
            if overflowTabs.contains(where: { $0 === controller }), moreTab.topViewController !== controller, lentNavigation?.owner !== controller {
                showFromMore(controller, animated: false)
            }
        }
        tabBar.selectedItem = displayedController?.tabBarItem
        if isViewLoaded, let controller = displayedController, controller !== oldDisplayed { show(controller, replacing: oldDisplayed) }
        bottomBarMayHaveChanged()
    }

    /// The More tab: a navigation controller whose root lists the controllers that do not fit.
    func makeMoreNavigationController() -> UINavigationController {
        let list = MoreListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        list.owner = self
        return navigation
    }

    /// The controllers of the More list changed: it lists them again.
    func moreListChanged() {
        guard !overflowTabs.isEmpty else { return }
        (moreTab.viewControllers.first as? MoreListController)?.tableView.reloadData()
        if moreTab.parent !== self {
            addChild(moreTab)
            moreTab.didMove(toParent: self)
        }
    }

    /// BAR-5: a row of the More list pushes its controller, which becomes the selected one.
    func moreRowTapped(_ row: Int) {
        let overflow = overflowTabs
        guard overflow.indices.contains(row), let index = tabs.firstIndex(where: { $0 === overflow[row] }) else { return }
        trace?.recordController(self, "selects \(overflow[row].title ?? "\(type(of: overflow[row]))") from the More list", reason: "a tap on its row (BAR-5)")
        selected = index
        selectsMoreList = false
        showFromMore(overflow[row], animated: true)
    }

    /// Shows `controller` under the More list. A navigation controller is not pushed on another:
    /// as UIKit does, it lends its controllers to the More tab, which shows them under the list
    /// (their `navigationController` is the More tab's) until the list shows again (BAR-5).
    private func showFromMore(_ controller: UIViewController, animated: Bool) {
        returnLentControllers()
        let list = moreTab.viewControllers[0]
        guard let nested = controller as? UINavigationController else {
            if animated { moreTab.pushViewController(controller, animated: true) } else { moreTab.setViewControllers([list, controller], animated: false) }
            return
        }
        let stack = nested.viewControllers
        guard let root = stack.first else { return }
        nested.setViewControllers([], animated: false)
        lentNavigation = (nested, root)
        moreTab.setViewControllers([list] + stack, animated: animated)
    }

    /// The lent controllers go back to their navigation controller: those still shown, or its
    /// root when a pop took them.
    private func returnLentControllers() {
        guard let (nested, root) = lentNavigation else { return }
        lentNavigation = nil
        let shown = Array(moreTab.viewControllers.dropFirst())
        if shown.first === root { moreTab.setViewControllers([moreTab.viewControllers[0]], animated: false) }
        nested.setViewControllers(shown.first === root ? shown : [root], animated: false)
    }

    // MARK: Arranging the tabs (BAR-6)

    /// The More list's Edit: the delegate hears `willBeginCustomizing`, and the arrangement shows
    /// over the content, above the bar, with a button for each customizable controller.
    func beginCustomizing() {
        guard customizing == nil, let view = viewIfLoaded else { return }
        let movable = customizableViewControllers ?? []
        guard !movable.isEmpty else { return }
        trace?.recordController(self, "arranges its tabs", reason: "the More list's Edit was tapped (BAR-6)")
        delegate?.tabBarController(self, willBeginCustomizing: tabs)
        let arrangement = TabBarCustomizationView(controllers: movable, owner: self)
        arrangement.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: tabBar.frame.minY)
        view.insertSubview(arrangement, belowSubview: tabBar)
        customizing = arrangement
    }

    /// `controller` was dropped on the bar's tab at `slot`: it takes that place, and the controller
    /// there takes its old one (BAR-6). The selected controller stays selected.
    func customize(_ controller: UIViewController, intoSlot slot: Int) {
        guard let from = tabs.firstIndex(where: { $0 === controller }), tabs.indices.contains(slot), from != slot,
              let arrangement = customizing else { return }
        let selectedController = tabs.indices.contains(selected) ? tabs[selected] : nil
        let replaced = tabs[slot]
        tabs.swapAt(from, slot)
        if let selectedController, let index = tabs.firstIndex(where: { $0 === selectedController }) { selected = index }
        arrangement.changed = true
        trace?.recordController(self, "puts \(controller.tabBarItem.title ?? "\(type(of: controller))") on the bar in place of \(replaced.tabBarItem.title ?? "\(type(of: replaced))")",
                                reason: "it was dropped on that tab (BAR-6)")
        tabBar.setItems(displayedTabs.map(\.tabBarItem), animated: false)
        tabBar.selectedItem = displayedController?.tabBarItem
        moreListChanged()
    }

    /// Done: the delegate hears `willEndCustomizing`, the arrangement goes, then `didEndCustomizing`.
    func endCustomizing() {
        guard let arrangement = customizing else { return }
        delegate?.tabBarController(self, willEndCustomizing: tabs, changed: arrangement.changed)
        arrangement.removeFromSuperview()
        customizing = nil
        delegate?.tabBarController(self, didEndCustomizing: tabs, changed: arrangement.changed)
    }

    /// The More list is on top again after a pop: it is what is selected.
    func moreListAppeared() {
        guard displayedController === moreTab else { return }
        selectsMoreList = true
    }

    /// The pop back to the More list is over: a navigation controller's lent controllers go back
    /// to it, now that the More tab has let go of them.
    func moreListDidAppear() {
        if let lent = lentNavigation, !moreTab.viewControllers.contains(where: { $0 === lent.root }) { returnLentControllers() }
    }
}

/// The More tab's list: a row per controller that does not fit in the bar (BAR-5).
@MainActor
final class MoreListController: UITableViewController {
    weak var owner: UITabBarController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        owner?.moreListAppeared()
        // BAR-6: Edit, while some controllers may be arranged.
        let movable = !(owner?.customizableViewControllers ?? []).isEmpty
        if movable, navigationItem.rightBarButtonItem == nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in self?.owner?.beginCustomizing() })
        } else if !movable {
            navigationItem.rightBarButtonItem = nil
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        owner?.moreListDidAppear()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        owner?.overflowTabs.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let controller = owner?.overflowTabs[indexPath.row]
        cell.textLabel?.text = controller?.tabBarItem.title ?? controller?.title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        owner?.moreRowTapped(indexPath.row)
    }
}
