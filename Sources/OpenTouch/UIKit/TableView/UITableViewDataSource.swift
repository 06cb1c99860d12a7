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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
