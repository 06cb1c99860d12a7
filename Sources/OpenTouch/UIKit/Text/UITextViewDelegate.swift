import Foundation

/// Is asked and told about a text view's editing (TXT-6), and hears its scrolling as any scroll
/// view's delegate; every method is optional. Set it as the text view's `delegate`, which is read
/// as this protocol.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may become first responder and begin editing; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view began editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may end editing and resign first responder; true by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view ended editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing or deleting may replace the characters in `range` with `text`; true by
    /// default. Text set in code does not ask.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by editing, after the selection's news (TXT-6).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or the insertion point moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
