import Foundation

/// A row of the simplex tableau: a constant plus a sum of coefficients times symbols (LAY-5).
///
/// Before it enters the tableau a row means `0 = constant + Σ cᵢ·sᵢ`; once solved for a symbol it
/// means `basic = constant + Σ cᵢ·sᵢ`. Symbols are small integers kept in ascending order beside
/// their coefficients (two arrays, no hashing: adding one row to another is a merge), and a
/// coefficient that cancels to (nearly) zero is dropped, so that rows stay short.
struct LinearRow {
    var constant: Double
    /// Ascending.
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Values closer to zero than this are taken for zero.
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { symbols.isEmpty }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            let value = symbols[middle]
            if value == symbol { return (middle, true) }
            if value < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell when the sum cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if LinearRow.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !LinearRow.isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Takes `symbol` out, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor ·` another row: a merge of the two ascending lists.
    mutating func add(_ row: LinearRow, times factor: Double = 1) {
        constant += row.constant * factor
        guard !row.symbols.isEmpty else { return }
        if symbols.isEmpty {
            symbols = row.symbols
            coefficients = row.coefficients.map { $0 * factor }
            return
        }
        var mergedSymbols: [Int] = [], mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            let take: (Int, Double)
            if j == row.symbols.count || (i < symbols.count && symbols[i] < row.symbols[j]) {
                take = (symbols[i], coefficients[i]); i += 1
            } else if i == symbols.count || row.symbols[j] < symbols[i] {
                take = (row.symbols[j], row.coefficients[j] * factor); j += 1
            } else {
                take = (symbols[i], coefficients[i] + row.coefficients[j] * factor); i += 1; j += 1
            }
            if !LinearRow.isNearZero(take.1) {
                mergedSymbols.append(take.0)
                mergedCoefficients.append(take.1)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` as `symbol = …`: the symbol leaves the cells and the rest is divided by
    /// minus its coefficient.
    mutating func solve(for symbol: Int) {
        let coefficient = remove(symbol)
        let factor = -1.0 / coefficient
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
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
        symbols.remove(at: index)
        let coefficient = coefficients.remove(at: index)
        add(row, times: coefficient)
    }
}
