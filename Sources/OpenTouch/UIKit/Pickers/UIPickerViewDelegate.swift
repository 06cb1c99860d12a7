import Foundation

/// Gives a picker view's rows their content and sizes, and hears the rows a finger selects
/// (PKR-2, PKR-3).
///
/// A row shows the delegate's view when it implements
/// `pickerView(_:viewForRow:forComponent:reusing:)`, else its attributed title, else its title.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`; the picker shares its width evenly by default (PKR-3).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows; ``UIPickerView/standardRowHeight`` by default (PKR-3).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, shown in a label; nil by default (PKR-3).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, preferred to the plain one; nil by default (PKR-3).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row, preferred to titles when implemented; `view` is one that scrolled out
    /// of sight, to reuse (PKR-3).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// A finger brought `component` to rest on `row`: once per settle of a spin or a tap on a
    /// row, never for `selectRow(_:inComponent:animated:)` (PKR-2).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// UIKit's optional method left out: the width is shared evenly (PKR-3).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        DefaultAnswers.pickerComponentWidth
    }
    /// UIKit's optional method left out: the standard row height (PKR-3).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        DefaultAnswers.pickerRowHeight
    }
    /// No title by default.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No styled title by default.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// UIKit's optional method left out: the row shows its title (PKR-3).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        DefaultAnswers.pickerRowView
    }
    /// Does nothing by default.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
