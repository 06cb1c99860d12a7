import Foundation

/// Tells whether a data source or delegate answered a question with its own method or left it
/// to the protocol's default (LST-8, LST-22, PGV-6, PKR-3, SRC-3).
///
/// UIKit asks the Objective-C runtime whether a method is implemented: the swipe to delete is
/// offered only to a data source that implements `tableView(_:commit:forRowAt:)`, and a page
/// view controller shows its page indicator only when its data source implements both
/// presentation methods. A Swift
/// protocol cannot tell an implemented method from its default, and `commit` cannot be called to
/// find out, since it changes the app's data. The questions below have no side effects, so their
/// defaults note that they ran, and the table asks them through ``ask(_:_:)``.
@MainActor
enum DefaultAnswers {
    /// The questions whose defaults note themselves.
    enum Question: Hashable {
        case canEditRow, editingStyleForRow, titleForDeleteConfirmation
        case presentationCount, presentationIndex
        case pickerRowView, pickerComponentWidth, pickerRowHeight
        case presentSearchController
        case canMoveItem
    }

    private static var answeredByDefault: Set<Question> = []

    /// UIKit's default answers, each noting that it was given. The protocol extensions, and
    /// `UITableViewController` and `UITableViewDiffableDataSource` (whose subclasses override),
    /// return these.
    static var canEditRow: Bool {
        answeredByDefault.insert(.canEditRow)
        return true
    }
    static var editingStyleForRow: UITableViewCell.EditingStyle {
        answeredByDefault.insert(.editingStyleForRow)
        return .delete
    }
    static var titleForDeleteConfirmation: String? {
        answeredByDefault.insert(.titleForDeleteConfirmation)
        return "Delete"
    }

    static var presentationCount: Int {
        answeredByDefault.insert(.presentationCount)
        return 0
    }
    static var presentationIndex: Int {
        answeredByDefault.insert(.presentationIndex)
        return 0
    }

    static var pickerRowView: UIView {
        answeredByDefault.insert(.pickerRowView)
        return UIView(frame: .zero)
    }
    static var pickerComponentWidth: CGFloat {
        answeredByDefault.insert(.pickerComponentWidth)
        return 0
    }
    static var pickerRowHeight: CGFloat {
        answeredByDefault.insert(.pickerRowHeight)
        return 0
    }

    static var canMoveItem: Bool {
        answeredByDefault.insert(.canMoveItem)
        return true
    }
    static func presentSearchController() {
        answeredByDefault.insert(.presentSearchController)
    }

    /// Asks `question` through `ask`: its answer, and whether the app's own method gave it. An
    /// override that returns `super`'s answer counts as the default.
    static func ask<Answer>(_ question: Question, _ ask: () -> Answer) -> (answer: Answer, byApp: Bool) {
        let outer = answeredByDefault.remove(question) != nil
        let answer = ask()
        let byDefault = answeredByDefault.remove(question) != nil
        if outer { answeredByDefault.insert(question) }
        return (answer, !byDefault)
    }
}
