import Foundation
import PropertyBased
import Testing
@testable import OpenTouch

@Suite("LAY-5 the Cassowary solver on its own")
struct SimplexSolverTests {
    typealias C = SimplexSolver.Constraint

    /// `Σ terms + constant (== or >=) 0`.
    func c(_ terms: [Int: Double], _ constant: Double, _ relation: SimplexSolver.Relation = .equal, strength: Double = 0) -> C {
        C(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    @Test("LAY-5 required equalities and inequalities hold exactly; weaker preferences give way to stronger ones")
    func priorities() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(c([x: 1, y: 1], -100))                      // x + y == 100
        try solver.add(c([x: 1], -30, strength: 250))              // x == 30, weak
        try solver.add(c([y: 1], -50, strength: 750))              // y == 50, stronger
        #expect(solver.value(of: x) == 50 && solver.value(of: y) == 50)
        try solver.add(c([x: 1], -60, .greaterOrEqual))            // x >= 60, required
        #expect(solver.value(of: x) == 60 && solver.value(of: y) == 40)
    }

    @Test("LAY-5 changing a constant re-solves incrementally, the same answer as building anew")
    func edits() throws {
        let solver = SimplexSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(c([left: 1], -10))
        try solver.add(c([right: 1, left: -1, width: -1], 0))
        let edit = try solver.add(c([width: 1], -40, strength: 999))
        try solver.add(c([right: -1], 200, .greaterOrEqual))       // right <= 200
        #expect(solver.value(of: right) == 50)
        solver.setConstant(-100, of: edit)
        #expect(solver.value(of: width) == 100 && solver.value(of: right) == 110)
        solver.setConstant(-500, of: edit)
        #expect(solver.value(of: width) == 190 && solver.value(of: right) == 200, "the required bound wins over the edit")
        solver.setConstant(-20, of: edit)
        #expect(solver.value(of: width) == 20)
    }

    @Test("LAY-5 a required constraint that conflicts is refused and names the constraints it conflicts with; the rest stays solved")
    func unsatisfiable() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let first = try solver.add(c([x: 1], -10))
        #expect(throws: SimplexSolver.Failure.self) { try solver.add(c([x: 1], -20)) }
        do {
            try solver.add(c([x: 1], -20))
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            #expect(conflicting == [first])
        }
        #expect(solver.value(of: x) == 10 && solver.constraintCount == 1)
        #expect(throws: SimplexSolver.Failure.self) { try solver.add(c([x: -1], 5, .greaterOrEqual)) }  // x <= 5
        try solver.add(c([x: -1], 15, .greaterOrEqual))            // x <= 15 is fine
        #expect(solver.value(of: x) == 10 && solver.constraintCount == 2)
    }

    @Test("LAY-5 removing a constraint lets the others take over")
    func removal() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let strong = try solver.add(c([x: 1], -10, strength: 750))
        try solver.add(c([x: 1], -20, strength: 250))
        #expect(solver.value(of: x) == 10)
        solver.remove(strong)
        #expect(solver.value(of: x) == 20)
    }

    @Test("LAY-5 random chains of views: every required constraint holds within 0.001 after random edits and removals")
    func randomChains() async {
        await propertyCheck(count: 100, input: Gen.int(in: 2...30), Gen<UInt64>.value()) { count, seed in
            var rng = Xoshiro(seed: seed)
            let solver = SimplexSolver()
            var lefts: [Int] = [], widths: [Int] = []
            var edits: [Int] = []
            for index in 0..<count {
                let left = solver.makeVariable(), width = solver.makeVariable()
                lefts.append(left); widths.append(width)
                if index == 0 {
                    _ = try? solver.add(c([left: 1], 0))
                } else {
                    _ = try? solver.add(c([left: 1, lefts[index - 1]: -1, widths[index - 1]: -1], -8))
                }
                _ = try? solver.add(c([width: 1], -10, .greaterOrEqual))
                edits.append((try? solver.add(c([width: 1], -Double.random(in: 10...100, using: &rng), strength: 500))) ?? -1)
            }
            for _ in 0..<20 {
                let which = Int.random(in: 0..<count, using: &rng)
                solver.setConstant(-Double.random(in: -50...150, using: &rng), of: edits[which])
            }
            for index in 1..<count {
                let gap = solver.value(of: lefts[index]) - solver.value(of: lefts[index - 1]) - solver.value(of: widths[index - 1])
                #expect(abs(gap - 8) < 0.001)
            }
            #expect(widths.allSatisfy { solver.value(of: $0) >= 10 - 0.001 })
        }
    }
}
