import FormKitTestSupport
import Sampling
import Testing

/// Every fairness check in this target fails for a correct sampler with this
/// probability, over the choice of seed: one seed in a million. The seeds are
/// fixed, so a run is deterministic; the rate says how unlucky a seed would
/// have to be to make a correct implementation fail. There are 32 such checks
/// (16 for R and L, 12 for merges, 4 for weights), so all of them together
/// fail falsely with probability below 3.2 × 10⁻⁵. Each check runs 10,000 to
/// 40,000 trials, which keeps the whole target near 30 seconds in a debug
/// build on two shared cores, and still rejects the three biased samplers in
/// the `detects…` tests with p-values below the rate.
let falseFailureRate = 1e-6

/// The probability of counts at least this far from uniform inclusion, when
/// each of `trials` samples of `capacity` distinct positions out of
/// `counts.count` is uniform.
///
/// Sampling without replacement makes the inclusion counts negatively
/// correlated, so Pearson's statistic sums to N − K on average instead of
/// N − 1. Scaled by (N − 1) / (N − K) it follows the chi-square law with
/// N − 1 degrees of freedom (the covariance is a multiple of the centring
/// projection).
func uniformInclusionPValue(counts: [Int], trials: Int, capacity: Int) -> Double {
    let n = counts.count
    let expected = Double(trials * capacity) / Double(n)
    let pearson = ChiSquare.statistic(observed: counts, expected: Array(repeating: expected, count: n))
    let scaled = pearson * Double(n - 1) / Double(n - capacity)
    return ChiSquare.pValue(scaled, degreesOfFreedom: n - 1)
}

/// The probability of subset counts at least this far from `probabilities`,
/// indexed like `counts`: one multinomial outcome per trial, so Pearson's
/// statistic needs no correction.
func subsetPValue(counts: [[Int]: Int], probabilities: [[Int]: Double], trials: Int) -> Double {
    let subsets = Array(probabilities.keys)
    let observed = subsets.map { counts[$0, default: 0] }
    let expected = subsets.map { probabilities[$0]! * Double(trials) }
    let unexpected = counts.keys.filter { probabilities[$0] == nil }
    guard unexpected.isEmpty else { return 0 }
    return ChiSquare.pValue(
        ChiSquare.statistic(observed: observed, expected: expected),
        degreesOfFreedom: subsets.count - 1)
}

/// How often each position appears in the samples.
func inclusionCounts(of samples: some Sequence<[Int]>, positions: Int) -> [Int] {
    var counts = Array(repeating: 0, count: positions)
    for sample in samples {
        for position in sample { counts[position] += 1 }
    }
    return counts
}

/// Every subset of `size` of `0..<n`, in ascending order.
func subsets(of n: Int, size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard n >= size else { return [] }
    return subsets(of: n - 1, size: size) + subsets(of: n - 1, size: size - 1).map { $0 + [n - 1] }
}

/// A uniform reservoir over `0..<n`, built from a fresh generator seeded with `seed`.
func sampledPositions(
    n: Int, capacity: Int, algorithm: ReservoirAlgorithm, using generator: inout SplitMix64
) -> [Int] {
    var reservoir = Reservoir<Int>(capacity: capacity, algorithm: algorithm)
    reservoir.append(contentsOf: 0..<n, using: &generator)
    return reservoir.elementsInStreamOrder
}

/// The shape of one fairness case: `n` items, samples of `capacity`.
struct StreamShape: Sendable, CustomTestStringConvertible {
    var n: Int
    var capacity: Int
    var trials: Int
    var testDescription: String { "N=\(n) K=\(capacity), \(trials) trials" }
}
