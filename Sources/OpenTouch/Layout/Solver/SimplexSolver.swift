import Foundation

/// An incremental Cassowary solver: linear equalities and inequalities over real variables,
/// required ones met exactly and the others as closely as their strengths weigh (LAY-5).
///
/// The method is the one Badros, Borning and Stuckey describe (2001): every constraint becomes a
/// tableau row with a marker symbol (a slack for an inequality, a dummy for a required equality)
/// and, when it is not required, error symbols whose weighted sum the objective minimises with
/// the primal simplex. Changing a constraint's constant moves its marker and restores
/// feasibility with the dual simplex, so an edit costs a few pivots rather than a new solve.
/// This implementation is OpenTouch's own.
final class SimplexSolver {
    /// What a symbol stands for.
    enum Kind { case external, slack, error, dummy }

    /// A constraint as the solver keeps it.
    struct Constraint {
        /// `Σ coefficients·variables + constant`, compared with zero.
        var terms: [Int: Double]
        var constant: Double
        var relation: Relation
        /// 0 for required, else the weight of its error.
        var strength: Double
        var isRequired: Bool { strength == 0 }
    }

    enum Relation { case equal, greaterOrEqual }

    /// Why a constraint could not be added.
    enum Failure: Error { case unsatisfiable(conflicting: [Int]) }

    private struct Tag { var marker: Int; var other: Int? }

    @exclusivity(unchecked) private var kinds: [Kind] = []
    /// Whether an external variable has been in some row (as its subject or a cell); one that
    /// has not is a free choice of subject for a new row.
    @exclusivity(unchecked) private var inRows: [Bool] = []
    // Unchecked exclusivity: the solver is one object used by one caller at a time, and these are
    // read and written in every inner loop, where a dynamic check costs more than the work.

    /// The tableau: the row of each basic symbol, indexed by symbol (an empty row when not basic), and the
    /// basic symbols in a list of their own, with each one's place in it, to visit them quickly.
    @exclusivity(unchecked) private var rowStore: [LinearRow] = []
    @exclusivity(unchecked) private var basics: [Int] = []
    @exclusivity(unchecked) private var basicPlace: [Int] = []
    @exclusivity(unchecked) private var objective = LinearRow()
    /// The objective of an artificial variable being driven to zero, while one is.
    private var artificialObjective: LinearRow?
    @exclusivity(unchecked) private var infeasible: [Int] = []
    private var tags: [Int: Tag] = [:]
    private var constraints: [Int: Constraint] = [:]
    private var nextConstraint = 0
    /// Which constraint each marker belongs to, to name the conflicting ones.
    private var markerOwner: [Int: Int] = [:]

    /// A new variable, free in sign.
    func makeVariable() -> Int { makeSymbol(.external) }

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        inRows.append(false)
        rowStore.append(LinearRow())
        basicPlace.append(-1)
        return kinds.count - 1
    }

    /// The variable's value in the current solution.
    func value(of variable: Int) -> Double { isBasic(variable) ? rowStore[variable].constant : 0 }

    /// Whether the symbol has a row; its slot in `rowStore` is an empty row when not.
    private func isBasic(_ symbol: Int) -> Bool { basicPlace[symbol] >= 0 }

    /// The symbol's row, if it is basic.
    private func row(of symbol: Int) -> LinearRow? { isBasic(symbol) ? rowStore[symbol] : nil }

    private func setRow(_ symbol: Int, _ row: LinearRow) {
        if basicPlace[symbol] < 0 {
            basicPlace[symbol] = basics.count
            basics.append(symbol)
        }
        rowStore[symbol] = row
    }

    @discardableResult
    private func removeRow(_ symbol: Int) -> LinearRow? {
        guard isBasic(symbol) else { return nil }
        var row = LinearRow()
        swap(&row, &rowStore[symbol])
        let place = basicPlace[symbol]
        let last = basics.removeLast()
        if last != symbol {
            basics[place] = last
            basicPlace[last] = place
        }
        basicPlace[symbol] = -1
        return row
    }

    /// The weight of a constraint that only breaks ties: far below the least priority, 1.
    static let tieBreakStrength = 0.001

    /// Whether the variable's value is not the only one the constraints allow at the same cost
    /// (LAY-6), as far as the tableau shows it: a variable no row pins (it is not basic), or whose
    /// row holds a symbol the objective does not weigh (or weighs only to break ties), so that it
    /// could move at no cost.
    func isAmbiguous(_ variable: Int) -> Bool {
        guard let row = row(of: variable) else { return true }
        return row.symbols.contains { symbol in
            kinds[symbol] != .dummy && abs(objective.coefficient(of: symbol)) < 10 * SimplexSolver.tieBreakStrength
        }
    }

    /// Whether the solver holds the constraint.
    func contains(_ constraint: Int) -> Bool { tags[constraint] != nil }

    /// How many constraints the solver holds.
    var constraintCount: Int { tags.count }

    // MARK: Adding and removing

    /// Adds a constraint and re-optimises; returns its handle. A required constraint that cannot
    /// hold with the required ones already there is refused, with the constraints it conflicts with.
    @discardableResult
    func add(_ constraint: Constraint) throws(Failure) -> Int {
        let handle = nextConstraint
        nextConstraint += 1
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        for symbol in row.symbols where kinds[symbol] == .external { inRows[symbol] = true }
        if subject == nil, row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard LinearRow.isNearZero(row.constant) else {
                throw .unsatisfiable(conflicting: row.symbols.compactMap { markerOwner[$0] })
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            throw .unsatisfiable(conflicting: row.symbols.compactMap { markerOwner[$0] })
        }
        tags[handle] = tag
        constraints[handle] = constraint
        markerOwner[tag.marker] = handle
        optimise()
        return handle
    }

    /// Removes a constraint and re-optimises.
    func remove(_ handle: Int) {
        guard let tag = tags.removeValue(forKey: handle), let constraint = constraints.removeValue(forKey: handle) else { return }
        markerOwner[tag.marker] = nil
        removeErrors(of: tag, strength: constraint.strength)
        if removeRow(tag.marker) == nil {
            guard let leaving = leavingRow(for: tag.marker) else { return }
            var row = removeRow(leaving)!
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimise()
    }

    /// Sets a held constraint's constant and restores the optimum with the dual simplex: the
    /// incremental edit (LAY-5).
    func setConstant(_ constant: Double, of handle: Int) {
        guard let tag = tags[handle], let old = constraints[handle] else { return }
        let delta = constant - old.constant
        constraints[handle]!.constant = constant
        guard delta != 0 else { return }
        // The row was built as `terms + constant - marker = 0`, so the new constant is the old
        // marker shifted: marker' = marker + delta.
        if isBasic(tag.marker) {
            rowStore[tag.marker].constant += delta
            if rowStore[tag.marker].constant < 0, kinds[tag.marker] != .dummy { infeasible.append(tag.marker) }
        } else {
            rowStore.withUnsafeMutableBufferPointer { rows in
                for basic in basics {
                    let coefficient = rows[basic].coefficient(of: tag.marker)
                    guard coefficient != 0 else { continue }
                    rows[basic].constant -= coefficient * delta
                    if rows[basic].constant < 0, kinds[basic] != .external { infeasible.append(basic) }
                }
            }
        }
        dualOptimise()
    }

    // MARK: Rows

    private func makeRow(for constraint: Constraint) -> (LinearRow, Tag) {
        var row = LinearRow(constant: constraint.constant)
        for (variable, coefficient) in constraint.terms.sorted(by: { $0.key < $1.key }) where !LinearRow.isNearZero(coefficient) {
            if isBasic(variable) { row.add(rowStore[variable], times: coefficient) } else { row.add(variable, coefficient) }
        }
        let tag: Tag
        switch constraint.relation {
        case .greaterOrEqual:
            let slack = makeSymbol(.slack)
            row.add(slack, -1)
            if constraint.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.add(error, 1)
                objective.add(error, constraint.strength)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, -1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, constraint.strength)
                objective.add(minus, constraint.strength)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable if there is one (it may take any
    /// value); else a slack or error marker whose coefficient is negative (so that it comes out
    /// non-negative); else none, and the row needs an artificial variable.
    private func chooseSubject(_ row: LinearRow, _ tag: Tag) -> Int? {
        // An external no other row holds yet costs no substitution at all; prefer it.
        var external: Int?
        for symbol in row.symbols where kinds[symbol] == .external {
            if !inRows[symbol] { return symbol }
            if external == nil { external = symbol }
        }
        if let external { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds a row no symbol can be solved for, through an artificial variable driven to zero;
    /// false if it cannot be (the constraint cannot hold). Pivots change the basis, not what the
    /// tableau says, so a refusal (the artificial variable stays basic, its row is dropped) leaves
    /// the constraints held before, and no copy of the tableau is needed.
    private func addWithArtificialVariable(_ row: LinearRow) -> Bool {
        let artificial = makeSymbol(.slack)
        setRow(artificial, row)
        artificialObjective = row
        optimise(artificial: true)
        let satisfied = LinearRow.isNearZero(artificialObjective!.constant)
        artificialObjective = nil
        if var basicRow = removeRow(artificial), satisfied, !basicRow.isEmpty {
            guard let entering = basicRow.symbols.first(where: { kinds[$0] != .dummy }) else { return false }
            basicRow.solve(for: artificial, and: entering)
            substitute(entering, with: basicRow)
            setRow(entering, basicRow)
        }
        for basic in basics { rowStore[basic].remove(artificial) }
        objective.remove(artificial)
        return satisfied
    }

    private func removeErrors(of tag: Tag, strength: Double) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            if isBasic(symbol) { objective.add(rowStore[symbol], times: -strength) } else { objective.add(symbol, -strength) }
        }
    }

    /// Replaces `symbol` by `row` in every row and the objective.
    private func substitute(_ symbol: Int, with row: LinearRow) {
        // Through the buffer, so that looking into a row does not copy it (and retain its arrays).
        rowStore.withUnsafeMutableBufferPointer { rows in
            for basic in basics where rows[basic].contains(symbol) {
                rows[basic].substitute(symbol, with: row)
                if kinds[basic] != .external, rows[basic].constant < 0 { infeasible.append(basic) }
            }
        }
        objective.substitute(symbol, with: row)
        artificialObjective?.substitute(symbol, with: row)
    }

    // MARK: Simplex

    /// The primal simplex: pivots until no symbol of the objective (or of the artificial one)
    /// would lower it.
    private func optimise(artificial: Bool = false) {
        while true {
            let target = artificial ? artificialObjective! : objective
            guard let entering = target.cells.first(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol else { return }
            var best: (symbol: Int, ratio: Double)?
            rowStore.withUnsafeBufferPointer { rows in
                for basic in basics where kinds[basic] != .external {
                    let coefficient = rows[basic].coefficient(of: entering)
                    guard coefficient < 0 else { continue }
                    let ratio = -rows[basic].constant / coefficient
                    if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) { best = (basic, ratio) }
                }
            }
            guard let leaving = best?.symbol else { return }  // unbounded: cannot happen for a layout
            var row = removeRow(leaving)!
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The dual simplex: restores feasibility after constants changed, keeping optimality.
    private func dualOptimise() {
        while let leaving = infeasible.popLast() {
            guard var row = row(of: leaving), row.constant < 0 else { continue }
            var best: (symbol: Int, ratio: Double)?
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && cell.symbol < best!.symbol) { best = (cell.symbol, ratio) }
            }
            guard let entering = best?.symbol else { continue }
            removeRow(leaving)
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row a marker that is not basic should enter through when its constraint goes.
    private func leavingRow(for marker: Int) -> Int? {
        var restrictedNegative: (Int, Double)?, restrictedPositive: (Int, Double)?, external: Int?
        rowStore.withUnsafeBufferPointer { rows in
            for basic in basics {
                let coefficient = rows[basic].coefficient(of: marker)
                guard coefficient != 0 else { continue }
                if kinds[basic] == .external {
                    external = external.map { min($0, basic) } ?? basic
                } else if coefficient < 0 {
                    let ratio = -rows[basic].constant / coefficient
                    if restrictedNegative == nil || ratio < restrictedNegative!.1 || (ratio == restrictedNegative!.1 && basic < restrictedNegative!.0) { restrictedNegative = (basic, ratio) }
                } else {
                    let ratio = rows[basic].constant / coefficient
                    if restrictedPositive == nil || ratio < restrictedPositive!.1 || (ratio == restrictedPositive!.1 && basic < restrictedPositive!.0) { restrictedPositive = (basic, ratio) }
                }
            }
        }
        return restrictedNegative?.0 ?? restrictedPositive?.0 ?? external
    }
}
