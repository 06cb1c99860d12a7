import Foundation
import PropertyBased
@testable import OpenTouch

/// A random view hierarchy with random recognizers, controls and scroll views, and random code
/// in its callbacks, all drawn from one seed, so that the same seed builds the same scene.
@MainActor
final class RandomScene {
    var rng: Xoshiro
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let screen: TouchScreen
    let monitor: Monitor
    private(set) var views: [UIView] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var delegates: [RandomDelegate] = []
    private var detached: [UIView] = []
    private var mutationsLeft = 40
    /// A controller under everything, that callbacks make present and dismiss others (VC-4), and a
    /// text field in its view that they make first responder and not (TXT-4).
    let host = UIViewController()
    let field = UITextField(frame: CGRect(x: 200, y: 360, width: 190, height: 30))
    /// A text view beside it, which callbacks also make first responder (TXT-6).
    let notes = UITextView(frame: CGRect(x: 200, y: 310, width: 190, height: 44))
    private(set) var presented: [UIViewController] = []
    /// A navigation controller in the host at the window's left edge, that callbacks push onto
    /// and pop and random fingers swipe back (VC-5, VC-13); it may define a presentation context
    /// for the presentations from its top controller (VC-12).
    let navigation = UINavigationController(rootViewController: UIViewController())
    private(set) var pushed: [UIViewController] = []
    /// A table with titled sections in the host, whose rows callbacks change (LST-12, LST-13).
    let table = UITableView(frame: CGRect(x: 200, y: 0, width: 200, height: 300), style: .plain)
    let rows = RandomRows()
    /// A collection view with a shelf that scrolls sideways and a list whose rows swipe, fed by a
    /// diffable data source whose snapshots callbacks change (LST-17..19).
    let shelf = RandomShelf(frame: CGRect(x: 0, y: 150, width: 190, height: 150))

    init(seed: UInt64, monitor: Monitor) {
        rng = Xoshiro(seed: seed)
        self.monitor = monitor
        screen = TouchScreen(window: window)
        window.makeKeyAndVisible()
        host.view.frame = window.bounds
        host.view.addSubview(field)
        notes.text = "notes"
        host.view.addSubview(notes)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.accessibilityIdentifier = "table"
        table.dataSource = rows
        table.delegate = rows
        host.view.addSubview(table)
        host.view.addSubview(shelf.collectionView)
        host.addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 300, width: 180, height: 100)
        navigation.definesPresentationContext = chance(0.5)
        // Something to swipe back from at the start.
        let second = UIViewController()
        second.view.addSubview(ChaosView(frame: CGRect(x: 0, y: 0, width: 120, height: 80), scene: self))
        pushed.append(second)
        navigation.pushViewController(second, animated: false)
        host.view.addSubview(navigation.view)
        navigation.didMove(toParent: host)
        window.addSubview(host.view)
        let viewCount = Int.random(in: 3...10, using: &rng)
        for index in 0..<viewCount { addRandomView(index) }
        for index in 0..<Int.random(in: 0...7, using: &rng) { addRandomRecognizer(index) }
        for recognizer in recognizers where chance(0.2) {
            recognizer.require(toFail: recognizers.randomElement(using: &rng)!)
        }
    }

    func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }

    func coordinate(_ range: ClosedRange<CGFloat> = -20...420) -> CGFloat {
        CGFloat.random(in: range, using: &rng).rounded()
    }

    // MARK: Building

    private func addRandomView(_ index: Int) {
        let frame = CGRect(x: coordinate(0...300), y: coordinate(0...300), width: coordinate(20...300), height: coordinate(20...300))
        let view: UIView
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<9: view = ChaosView(frame: frame, scene: self)
        case 9, 10: view = UIButton(frame: frame)
        case 11: view = UISwitch(frame: frame)
        case 12: view = UISlider(frame: frame)
        case 13: view = UIStepper(frame: frame)
        case 14: view = UIControl(frame: frame)
        default:
            let scroller = UIScrollView(frame: frame)
            scroller.contentSize = CGSize(width: frame.width * CGFloat.random(in: 0.5...3, using: &rng),
                                          height: frame.height * CGFloat.random(in: 0.5...3, using: &rng))
            scroller.delaysContentTouches = chance(0.8)
            scroller.canCancelContentTouches = chance(0.8)
            scroller.isPagingEnabled = chance(0.2)
            scroller.panGestureRecognizer.name = "v\(index).pan"
            view = scroller
        }
        view.accessibilityIdentifier = "v\(index)"
        if chance(0.2) {
            view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -1...1, using: &rng))
                .scaledBy(x: CGFloat.random(in: 0.5...1.5, using: &rng), y: CGFloat.random(in: 0.5...1.5, using: &rng))
        }
        view.isHidden = chance(0.08)
        view.alpha = chance(0.05) ? 0 : 1
        view.isUserInteractionEnabled = !chance(0.08)
        view.isMultipleTouchEnabled = chance(0.5)
        view.isExclusiveTouch = chance(0.08)
        if let control = view as? UIControl {
            control.trackingMargin = chance(0.5) ? 70 : coordinate(0...40)
            control.addAction(UIAction { [unowned self] _ in if self.chance(0.05) { self.mutate() } }, for: .allEvents)
        }
        let parents = [window] + views.filter { !($0 is UIControl) }
        parents.randomElement(using: &rng)!.addSubview(view)
        views.append(view)
    }

    private func addRandomRecognizer(_ index: Int) {
        let recognizer: UIGestureRecognizer
        switch Int.random(in: 0..<13, using: &rng) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = Int.random(in: 1...2, using: &rng)
            tap.numberOfTouchesRequired = Int.random(in: 1...2, using: &rng)
            recognizer = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.numberOfTapsRequired = chance(0.2) ? 1 : 0
            recognizer = press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = Int.random(in: 1...2, using: &rng)
            pan.maximumNumberOfTouches = chance(0.3) ? 1 : Int.max
            recognizer = pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt.random(in: 1...15, using: &rng))
            recognizer = swipe
        case 4: recognizer = UIPinchGestureRecognizer()
        case 5: recognizer = UIRotationGestureRecognizer()
        case 6: recognizer = ForcePressGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .all
            recognizer = edge
        }
        recognizer.name = "r\(index)"
        recognizer.cancelsTouchesInView = chance(0.8)
        recognizer.delaysTouchesBegan = chance(0.2)
        recognizer.delaysTouchesEnded = chance(0.7)
        if chance(0.3) {
            let delegate = RandomDelegate(rng: &rng, among: recognizers)
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        recognizer.addAction { [unowned self] r in
            self.monitor.action(of: r)
            if self.chance(0.05) { self.mutate() }
        }
        ([window] + views).randomElement(using: &rng)!.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    // MARK: Code in callbacks

    /// One random change of the kind user code makes from its callbacks.
    func mutate() {
        guard mutationsLeft > 0 else { return }
        mutationsLeft -= 1
        switch Int.random(in: 0..<15, using: &rng) {
        case 14:
            // The collection view's snapshot changes under the fingers (LST-18): items deleted,
            // inserted, moved between sections, a section reloaded.
            var own = Xoshiro(seed: UInt64.random(in: 0...UInt64.max, using: &rng))
            shelf.change(rng: &own)
        case 13:
            // The list changes under the fingers (LST-13): a row deleted or inserted, a section
            // reloaded, rows moved, or a batch of these.
            // Its own generator: the change makes callbacks run, which may draw from the scene's.
            var own = Xoshiro(seed: UInt64.random(in: 0...UInt64.max, using: &rng))
            rows.change(table, rng: &own)
        case 0:
            if let view = views.filter({ $0.superview != nil }).randomElement(using: &rng) {
                view.removeFromSuperview()
                detached.append(view)
            }
        case 1:
            if let view = detached.popLast() {
                let parents = [window] + views.filter { $0.window != nil && !($0 is UIControl) && !$0.isDescendant(of: view) }
                parents.randomElement(using: &rng)!.addSubview(view)
            }
        case 2:
            if let recognizer = recognizers.filter({ $0.view != nil }).randomElement(using: &rng) {
                recognizer.view?.removeGestureRecognizer(recognizer)
            }
        case 3:
            if let recognizer = recognizers.randomElement(using: &rng) { recognizer.isEnabled.toggle() }
        case 4:
            if let scroller = views.compactMap({ $0 as? UIScrollView }).randomElement(using: &rng) { scroller.isScrollEnabled.toggle() }
        case 5:
            if let view = views.randomElement(using: &rng) { view.isUserInteractionEnabled.toggle() }
        case 7:
            // An animation from a callback (HIT-10): touches may skip the view until it ends.
            if let view = views.randomElement(using: &rng) {
                let options: UIView.AnimationOptions = chance(0.5) ? [.allowUserInteraction] : []
                let offset = coordinate(-30...30)
                UIView.animate(withDuration: TimeInterval.random(in: 0...0.5, using: &rng), delay: 0, options: options) {
                    view.center.x += offset
                }
            }
        case 8:
            if let view = views.filter({ !$0.runningAnimations.isEmpty }).randomElement(using: &rng) {
                view.layer.removeAllAnimations()
            }
        case 10:
            // A presentation from a callback, mid-touch, or the dismissal of the one shown.
            let animated = chance(0.5)
            let presenter = chance(0.3) ? navigation.topViewController ?? host : host
            if presenter.presentedViewController != nil {
                presenter.dismiss(animated: animated)
            } else if presenter.viewIfLoaded?.window != nil {
                let controller = UIViewController()
                controller.modalPresentationStyle = [.automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext].randomElement(using: &rng)!
                let inside = ChaosView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), scene: self)
                controller.view.addSubview(inside)
                presented.append(controller)
                presenter.present(controller, animated: animated)
            }
        case 12:
            // A push or a pop from a callback, mid-touch.
            if navigation.viewControllers.count > 1, chance(0.5) {
                navigation.popViewController(animated: chance(0.5))
            } else {
                let controller = UIViewController()
                controller.view.addSubview(ChaosView(frame: CGRect(x: 0, y: 0, width: 120, height: 80), scene: self))
                pushed.append(controller)
                navigation.pushViewController(controller, animated: chance(0.5))
            }
        case 11:
            // The text field takes or gives up first responder (the keyboard comes and goes).
            let input: UIResponder = chance(0.5) ? field : notes
            if input.isFirstResponder { input.resignFirstResponder() } else { input.becomeFirstResponder() }
        case 6:
            if let view = views.compactMap({ $0 as? ChaosView }).randomElement(using: &rng) {
                if view.isFirstResponder { view.resignFirstResponder() } else { view.becomeFirstResponder() }
            }
        default:
            if let recognizer = recognizers.filter({ $0.view == nil }).randomElement(using: &rng),
               let view = ([window] + views).randomElement(using: &rng) {
                view.addGestureRecognizer(recognizer)
            }
        }
    }

    /// Everything the scene made, to check that it all goes away with it.
    var everything: [AnyObject] {
        [window as AnyObject, host, field, notes, table, rows, shelf.collectionView, shelf] + views.map { $0 as AnyObject } + recognizers.map { $0 as AnyObject }
            + presented.map { $0 as AnyObject } + [navigation as AnyObject] + pushed.map { $0 as AnyObject }
    }
}

/// A view whose callbacks sometimes change the scene, and that forwards every touch as UIKit's
/// default does.
@MainActor
final class ChaosView: UIView {
    unowned let scene: RandomScene

    init(frame: CGRect, scene: RandomScene) {
        self.scene = scene
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene.chance(0.1) { scene.mutate() }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene.chance(0.03) { scene.mutate() }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene.chance(0.1) { scene.mutate() }
        super.touchesEnded(touches, with: event)
    }
}

/// A delegate whose answers are drawn once, when the scene is built.
@MainActor
final class RandomDelegate: UIGestureRecognizerDelegate {
    let begins: Bool
    let receivesTouch: Bool
    let receivesEvent: Bool
    let simultaneous: Bool
    let requiresFailure: [WeakBox]

    struct WeakBox { weak var recognizer: UIGestureRecognizer? }

    init(rng: inout Xoshiro, among others: [UIGestureRecognizer]) {
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        begins = chance(0.85)
        receivesTouch = chance(0.9)
        receivesEvent = chance(0.95)
        simultaneous = chance(0.25)
        requiresFailure = others.filter { _ in chance(0.15) }.map { WeakBox(recognizer: $0) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receivesTouch }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { receivesEvent }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailure.contains { $0.recognizer === otherGestureRecognizer }
    }
}

/// The rows of the random scene's table: sections of named rows that callbacks change, telling
/// the table as UIKit code does (LST-13).
@MainActor
final class RandomRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    private var sections: [[Int]] = [Array(0..<6), Array(6..<10), Array(10..<13)]
    private var next = 13

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(sections[indexPath.section][indexPath.row])"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }

    /// One change, made to the rows and told to the table.
    func change(_ table: UITableView, rng: inout Xoshiro) {
        let section = Int.random(in: 0..<sections.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !sections[section].isEmpty:
            let row = Int.random(in: 0..<sections[section].count, using: &rng)
            sections[section].remove(at: row)
            table.deleteRows(at: [IndexPath(row: row, section: section)], with: .automatic)
        case 1:
            let row = Int.random(in: 0...sections[section].count, using: &rng)
            sections[section].insert(next, at: row)
            next += 1
            table.insertRows(at: [IndexPath(row: row, section: section)], with: .automatic)
        case 2:
            sections[section] = (0..<Int.random(in: 0...5, using: &rng)).map { _ in defer { next += 1 }; return next }
            table.reloadSections(IndexSet(integer: section), with: .automatic)
        default:
            guard sections[section].count > 1 else { return }
            let from = Int.random(in: 0..<sections[section].count, using: &rng)
            let to = Int.random(in: 0..<sections[section].count, using: &rng)
            table.performBatchUpdates {
                let moved = self.sections[section].remove(at: from)
                self.sections[section].insert(moved, at: to)
                table.moveRow(at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
            }
        }
    }
}

/// The random scene's collection view: a shelf of cards that pages sideways and a list of rows
/// with swipe actions, from a diffable data source whose snapshot callbacks change (LST-17..19).
@MainActor
final class RandomShelf {
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var next = 20

    init(frame: CGRect) {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(50)), subitems: [item])
                let shelf = NSCollectionLayoutSection(group: group)
                shelf.orthogonalScrollingBehavior = .groupPaging
                shelf.interGroupSpacing = 8
                return shelf
            }
            var list = UICollectionLayoutListConfiguration(appearance: .plain)
            list.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
            }
            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "shelf"
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<8), toSection: 0)
        snapshot.appendItems(Array(8..<20), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// One change to the snapshot, applied.
    func change(rng: inout Xoshiro) {
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !items.isEmpty:
            snapshot.deleteItems([items.randomElement(using: &rng)!])
        case 1:
            snapshot.appendItems([next], toSection: Int.random(in: 0...1, using: &rng))
            next += 1
        case 2 where items.count > 1:
            let moving = items.randomElement(using: &rng)!, anchor = items.randomElement(using: &rng)!
            if moving != anchor { snapshot.moveItem(moving, beforeItem: anchor) }
        default:
            snapshot.reloadSections([Int.random(in: 0...1, using: &rng)])
        }
        dataSource.apply(snapshot)
    }
}
