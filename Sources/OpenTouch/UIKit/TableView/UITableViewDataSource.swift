import Foundation

/// What a table shows: how many sections and rows, and the cell for each row (LST-1).
/// `numberOfSections(in:)` is optional (one section).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a header the table makes; nil (the default) for none (LST-12).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a footer the table makes; nil (the default) for none (LST-12).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` shows its editing control in editing mode; true by default
    /// (LST-15). Answering it (rather than leaving the default) also offers the row's swipe to
    /// delete when the delegate gives no swipe actions (LST-8; see "Where OpenTouch differs").
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The row at `indexPath` is to be deleted or inserted, as its editing control and confirmation
    /// or its swipe to delete asked: change the data, then tell the table (LST-15, LST-8).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` shows a reorder control in editing mode (LST-21). False by
    /// default: UIKit infers true from the presence of ``tableView(_:moveRowAt:to:)``, which a
    /// Swift protocol cannot see, so a data source that moves rows answers true here (see
    /// "Where OpenTouch differs").
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The row at `sourceIndexPath` was dragged by its reorder control to
    /// `destinationIndexPath`: move the data; the table has already moved the row (LST-21).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Returns 1: a table has one section unless its data source says otherwise (LST-1).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns nil.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns true, and notes that the default answered (``DefaultAnswers``, LST-8).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { DefaultAnswers.canEditRow }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Returns false.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
