import Sampling

/// Adapter: "Call someone today", a uniform sample of contacts, by Sampling's reservoir
/// (`reservoirSample(count:algorithm:using:)`, Algorithm L; seed 000's "fairness": each kept with probability k/n).
public enum ContactSampler {
    static let status = CapabilityStatus(
        name: "sampling", module: "Sampling", backing: .formKit,
        note: "Sampling.reservoirSample (Algorithm L); seeded requests use Sampling.Xoshiro256StarStar")

    /// Up to `count` items of `items`, each kept with equal probability, in the order they came.
    ///
    /// ```swift
    /// var rng = Xoshiro256StarStar(seed: 1)
    /// ContactSampler.sample(1...100, count: 3, using: &rng)   // three distinct numbers, ascending
    /// ```
    /// - Complexity: O(n) to read the items, O(k (1 + log(n/k))) random draws.
    public static func sample<S: Sequence>(
        _ items: S, count: Int, using generator: inout some RandomNumberGenerator
    ) -> [S.Element] {
        guard count > 0 else { return [] }
        return items.reservoirSample(count: count, algorithm: .l, using: &generator)
    }
}
