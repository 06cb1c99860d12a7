import Foundation

extension UIControl {
    /// Where a control's content (a button's title and image) sits across its width. Raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// Where a control's content sits down its height. Raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
}

/// A value per control state, as buttons keep titles, colours and images: the state's own, else
/// the normal state's (CTL-11).
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// Whether any state has a value.
    var isEmpty: Bool { values.isEmpty }
}
