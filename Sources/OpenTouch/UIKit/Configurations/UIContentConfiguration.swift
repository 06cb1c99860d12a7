import Foundation

/// What a cell's content shows, as a value (LST-19): the cell makes the view it describes once,
/// and hands later configurations to that view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state` (highlighted, selected, …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (one of its own kind); true by default.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True: a view takes any configuration unless it says otherwise.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits the configuration is updated for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state as its configurations see it: highlighted, selected, editing, swiped (LST-19).
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState {
    /// The traits the cell has now.
    public var traitCollection: UITraitCollection
    /// Whether the cell is highlighted, under a finger.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell's list is editing.
    public var isEditing = false
    /// Whether the cell is swiped aside, showing its actions.
    public var isSwiped = false
    /// Whether the cell's section of an outline is expanded.
    public var isExpanded = false

    /// A state with the given traits, neither highlighted nor selected.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A cell's state from its highlight, selection and editing.
    init(traitCollection: UITraitCollection, isHighlighted: Bool, isSelected: Bool, isEditing: Bool = false) {
        self.traitCollection = traitCollection
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
        self.isEditing = isEditing
    }
}
