/// Adapter: "Call someone today", a uniform sample of contacts (Sampling's reservoir).
///
/// MINIMAL until Sampling lands in main: Vitter's Algorithm R, as in seed 000's
/// "On the Fairness of Reservoir Sampling": every item is kept with probability k/n.
public enum ContactSampler {
    static let status = CapabilityStatus(
        name: "sampling", module: "Sampling", backing: .minimal,
        note: "Algorithm R in the app until Sampling's reservoir lands")

    /// Up to `count` items of `items`, each kept with equal probability, in stream order of arrival.
    ///
    /// ```swift
    /// var rng = SeededGenerator(seed: 1)
    /// ContactSampler.sample(1...100, count: 3, using: &rng)   // three distinct numbers
    /// ```
    /// - Complexity: O(n), one random number per item past the first `count`.
    public static func sample<S: Sequence>(
        _ items: S, count: Int, using generator: inout some RandomNumberGenerator
    ) -> [S.Element] {
        guard count > 0 else { return [] }
        var reservoir: [S.Element] = []
        reservoir.reserveCapacity(count)
        for (seen, item) in items.enumerated() {
            if seen < count {
                reservoir.append(item)
            } else {
                let slot = Int.random(in: 0...seen, using: &generator)
                if slot < count { reservoir[slot] = item }
            }
        }
        return reservoir
    }
}

/// SplitMix64: a small, fast, seedable generator, so a sample can be repeated (`?seed=`).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
