import Foundation

/// Is asked and told about a text field's editing (TXT-4); every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder and begin editing; true by default (TXT-5).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing and resign first responder; true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing or deleting may replace the characters in `range` with `string`; true by
    /// default. Text set in code does not ask.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or the insertion point moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; when it answers true, the default, the field sends `editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
