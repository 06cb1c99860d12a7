import Foundation

/// Spinning wheels of rows, one per component: a drag spins a wheel, which slows down and comes
/// to rest on a row in the middle band; a tap on a row above or below brings it there (PKR-1..3).
///
/// Each wheel is a vertical scroll view of its own, so a spin follows the scroll view's drag,
/// deceleration and take-over rules (SCR); the picker then snaps it to a row and tells the
/// delegate `didSelectRow` once, when it comes to rest.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = sizes
/// picker.delegate = sizes
/// picker.selectRow(2, inComponent: 0, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// [chosen] The size of a picker made without one: UIKit's 320 × 216 points.
    public static let standardSize = CGSize(width: 320, height: 216)
    /// [chosen] The height of a row when the delegate gives none (Apple does not document it).
    public static let standardRowHeight: CGFloat = 32
    /// [chosen] The gap between two wheels.
    public static let componentSpacing: CGFloat = 5

    /// The wheels, one per component, once the data source has been asked.
    var wheels: [PickerWheel] = []
    var loaded = false

    /// A picker of `frame`'s size, or of ``standardSize`` when the frame is empty (PKR-1).
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.standardSize) : frame)
    }

    /// A picker view from a storyboard or nib (NIB-2).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Gives the number of components and rows (PKR-1); held weakly.
    open weak var dataSource: UIPickerViewDataSource?
    /// Gives rows their content and sizes and hears selections (PKR-2, PKR-3); held weakly.
    open weak var delegate: UIPickerViewDelegate?
    /// Whether the selection band is drawn; recorded only (nothing is drawn, and iOS 7 and later ignore it).
    open var showsSelectionIndicator = false

    /// The number of components the data source gave at the last load (PKR-1).
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component` at the last load; 0 for a component that is not there (PKR-1).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a row of `component`: its wheel's width and its row height (PKR-3).
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of `component`, if it is on the wheel now (PKR-3).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].rowView(row)
    }

    /// Asks the data source again for everything, keeping each wheel's row where it can (PKR-1).
    open func reloadAllComponents() {
        let kept = wheels.map(\.selected)
        for wheel in wheels { wheel.removeFromSuperview() }
        wheels = []
        loaded = false
        loadIfNeeded()
        for (wheel, row) in zip(wheels, kept) { wheel.select(row, animated: false) }
    }

    /// Asks the data source again for `component`'s rows, and its rows' content (PKR-1).
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard wheels.indices.contains(component), let dataSource else { return }
        wheels[component].reload(rowCount: max(0, dataSource.pickerView(self, numberOfRowsInComponent: component)))
        setNeedsLayout()
    }

    /// Turns `component`'s wheel to `row`, over the scroll view's settle time when `animated`;
    /// the delegate hears nothing (PKR-2).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        wheels[component].select(row, animated: animated)
    }

    /// The row `component`'s wheel rests on, or -1 when it has no rows or is not there (PKR-2).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selected
    }

    /// A picker's height when Auto Layout asks: ``standardSize``'s; its width is left to the layout.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardSize.height)
    }

    /// Puts the wheels side by side, centred, each as wide as the delegate says.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layoutWheels()
    }
}
