import Foundation

/// A row of the simplex tableau: a constant plus a sum of coefficients times symbols (LAY-5).
///
/// Before it enters the tableau a row means `0 = constant + Σ cᵢ·sᵢ`; once solved for a symbol it
/// means `basic = constant + Σ cᵢ·sᵢ`. Its cells (symbol, coefficient) are kept in one array in
/// ascending order of symbol, so that adding one row to another is a single merge into a buffer
/// allocated once, and a coefficient that cancels to (nearly) zero is dropped, so that rows stay
/// short. Merges are where a solve spends its time.
struct LinearRow {
    /// One term of the sum.
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    var constant: Double
    /// Ascending by symbol.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Values closer to zero than this are taken for zero.
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { cells.isEmpty }

    /// The symbols, ascending.
    var symbols: LazyMapSequence<[Cell], Int> { cells.lazy.map(\.symbol) }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { cells in
            var low = 0, high = cells.count
            while low < high {
                let middle = (low + high) / 2
                let value = cells[middle].symbol
                if value == symbol { return (middle, true) }
                if value < symbol { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell when the sum cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if LinearRow.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !LinearRow.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Takes `symbol` out, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor ·` another row: one merge of the two ascending lists into a buffer of the
    /// largest size the result can have.
    mutating func add(_ row: LinearRow, times factor: Double = 1) {
        constant += row.constant * factor
        guard !row.cells.isEmpty else { return }
        if cells.isEmpty {
            cells = row.cells
            if factor != 1 { for index in cells.indices { cells[index].coefficient *= factor } }
            return
        }
        let merged = cells.withUnsafeBufferPointer { mine in
            row.cells.withUnsafeBufferPointer { theirs in
                [Cell](unsafeUninitializedCapacity: mine.count + theirs.count) { out, count in
                    var i = 0, j = 0, k = 0
                    while i < mine.count, j < theirs.count {
                        let a = mine[i], b = theirs[j]
                        if a.symbol < b.symbol {
                            out.initializeElement(at: k, to: a); k += 1; i += 1
                        } else if b.symbol < a.symbol {
                            let value = b.coefficient * factor
                            if !LinearRow.isNearZero(value) { out.initializeElement(at: k, to: Cell(symbol: b.symbol, coefficient: value)); k += 1 }
                            j += 1
                        } else {
                            let value = a.coefficient + b.coefficient * factor
                            if !LinearRow.isNearZero(value) { out.initializeElement(at: k, to: Cell(symbol: a.symbol, coefficient: value)); k += 1 }
                            i += 1; j += 1
                        }
                    }
                    while i < mine.count { out.initializeElement(at: k, to: mine[i]); k += 1; i += 1 }
                    while j < theirs.count {
                        let value = theirs[j].coefficient * factor
                        if !LinearRow.isNearZero(value) { out.initializeElement(at: k, to: Cell(symbol: theirs[j].symbol, coefficient: value)); k += 1 }
                        j += 1
                    }
                    count = k
                }
            }
        }
        cells = merged
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`: the symbol leaves the cells and the rest is divided by
    /// minus its coefficient.
    mutating func solve(for symbol: Int) {
        let coefficient = remove(symbol)
        let factor = -1.0 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = row` (lhs not in the row, `symbol` in it) as `symbol = …`.
    mutating func solve(for lhs: Int, and symbol: Int) {
        add(lhs, -1)
        solve(for: symbol)
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: LinearRow) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells.remove(at: index).coefficient
        add(row, times: coefficient)
    }
}
