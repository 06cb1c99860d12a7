/// A seeded random number generator (xoshiro256**), so that a failing random case can be replayed
/// from the seed its expectation prints.
///
/// The test target cannot use swift-property-based for this: any package compiled in the same
/// build as OpenTouch's `UIKit` module sees `canImport(UIKit)` as true and then reaches for iOS
/// API (see README, "import UIKit").
struct SeededGenerator: RandomNumberGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init(seed: UInt64) {
        // SplitMix64 spreads one seed over the four words; xoshiro must not start at all zeros.
        var mix = seed
        func next() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (next(), next(), next(), next())
    }

    mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}

/// Seeds for `count` random cases, drawn from one fixed seed so that every run checks the same cases.
func randomCaseSeeds(_ count: Int, from seed: UInt64) -> [UInt64] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in generator.next() }
}
