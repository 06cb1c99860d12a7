import PropertyBased

extension Xoshiro {
    /// swift-property-based's generator, started from one 64-bit seed (spread over its four words
    /// by SplitMix64, since xoshiro must not start at all zeros): a random scene or hierarchy is
    /// built from a seed that the property check draws, shrinks and prints.
    init(seed: UInt64) {
        var mix = seed
        func next() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        self.init(seed: (next(), next(), next(), next()))
    }
}
