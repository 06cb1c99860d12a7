import Foundation

/// Loading the wheels from the data source, their widths and row heights from the delegate,
/// and what each row shows (PKR-1, PKR-3).
extension UIPickerView {
    /// Asks the data source for the components and rows once, before anything needs them.
    func loadIfNeeded() {
        guard !loaded, let dataSource else { return }
        loaded = true
        let count = max(0, dataSource.numberOfComponents(in: self))
        wheels = (0..<count).map { component in
            let wheel = PickerWheel(picker: self, component: component)
            wheel.reload(rowCount: max(0, dataSource.pickerView(self, numberOfRowsInComponent: component)))
            addSubview(wheel)
            return wheel
        }
        layoutWheels()
    }

    /// PKR-3: the delegate's widths, or the width shared evenly (less the gaps); the wheels
    /// centred side by side, each as tall as the picker, with its rows' height.
    func layoutWheels() {
        guard !wheels.isEmpty else { return }
        let gaps = UIPickerView.componentSpacing * CGFloat(wheels.count - 1)
        let even = max(0, (bounds.width - gaps) / CGFloat(wheels.count))
        let widths = wheels.indices.map { component -> CGFloat in
            guard let delegate else { return even }
            let width = DefaultAnswers.ask(.pickerComponentWidth) { delegate.pickerView(self, widthForComponent: component) }
            return width.byApp ? width.answer : even
        }
        var x = bounds.minX + (bounds.width - widths.reduce(gaps, +)) / 2
        for (wheel, width) in zip(wheels, widths) {
            wheel.rowHeight = rowHeight(for: wheel.component)
            wheel.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + UIPickerView.componentSpacing
        }
    }

    private func rowHeight(for component: Int) -> CGFloat {
        guard let delegate else { return UIPickerView.standardRowHeight }
        let height = DefaultAnswers.ask(.pickerRowHeight) { delegate.pickerView(self, rowHeightForComponent: component) }
        return height.byApp && height.answer > 0 ? height.answer : UIPickerView.standardRowHeight
    }

    /// PKR-3: the view for `row` of `component`: the delegate's own view when it makes them
    /// (reusing one that scrolled away), else a label with the attributed title or the title.
    func makeRowView(row: Int, component: Int, reusing old: UIView?) -> UIView {
        if let delegate {
            let made = DefaultAnswers.ask(.pickerRowView) { delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old) }
            if made.byApp { return made.answer }
        }
        let label = (old as? PickerRowLabel) ?? PickerRowLabel(frame: .zero)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }
}

/// The label a row shows its title in [chosen: centred, in the system font of 21 points].
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = .systemFont(ofSize: 21)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
