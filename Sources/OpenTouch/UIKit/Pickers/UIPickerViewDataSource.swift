import Foundation

/// Tells a picker view how many wheels it has and how many rows each holds (PKR-1).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels (components), asked when the picker first lays out and on
    /// `reloadAllComponents()` (PKR-1).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component` (PKR-1).
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
