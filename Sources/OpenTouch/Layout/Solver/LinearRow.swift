import Foundation

/// A row of the simplex tableau: a constant plus a sum of coefficients times symbols (LAY-5).
///
/// Before it enters the tableau a row means `0 = constant + Σ cᵢ·sᵢ`; once solved for a symbol it
/// means `basic = constant + Σ cᵢ·sᵢ`. Symbols are small integers; coefficients live in a
/// dictionary, and a coefficient that cancels to (nearly) zero is dropped, so that rows stay short.
struct LinearRow {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// Values closer to zero than this are taken for zero.
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when the sum cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if LinearRow.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `factor ·` another row.
    mutating func add(_ row: LinearRow, times factor: Double = 1) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
    }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = row` as `symbol = …`: the symbol leaves the cells and the rest is divided by
    /// minus its coefficient.
    mutating func solve(for symbol: Int) {
        let coefficient = cells.removeValue(forKey: symbol)!
        let factor = -1.0 / coefficient
        constant *= factor
        for key in cells.keys { cells[key] = cells[key]! * factor }
    }

    /// Rewrites `lhs = row` (lhs not in the row, `symbol` in it) as `symbol = …`.
    mutating func solve(for lhs: Int, and symbol: Int) {
        add(lhs, -1)
        solve(for: symbol)
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: LinearRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }
}
