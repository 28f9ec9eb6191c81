import FormKitTestSupport
import Sampling
import Testing

/// Merged reservoirs are uniform over the union of their streams, and stay
/// uniform as more items arrive. Each test fails for a correct merge with
/// probability `falseFailureRate`.
@Suite("Merge fairness")
struct MergeFairnessTests {
    /// Samples `0..<n1` and `n1..<n1 + n2` separately, merges, then appends `n1 + n2 ..< total`.
    static func mergedPositions(
        _ n1: Int, _ n2: Int, total: Int, capacities: (Int, Int),
        algorithm: ReservoirAlgorithm, using generator: inout SplitMix64
    ) -> [Int] {
        var left = Reservoir<Int>(capacity: capacities.0, algorithm: algorithm)
        var right = Reservoir<Int>(capacity: capacities.1, algorithm: algorithm)
        left.append(contentsOf: 0..<n1, using: &generator)
        right.append(contentsOf: n1..<(n1 + n2), using: &generator)
        var merged = left.merged(with: right, using: &generator)
        merged.append(contentsOf: (n1 + n2)..<total, using: &generator)
        #expect(merged.processedCount == total)
        #expect(merged.sampledPositions == merged.elementsInStreamOrder)
        return merged.elementsInStreamOrder
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var n1, n2, total: Int
        var capacities: (Int, Int)
        var testDescription: String { "\(n1) + \(n2) items, then to \(total); capacities \(capacities)" }
    }

    static let cases = [
        Case(n1: 12, n2: 28, total: 40, capacities: (6, 6)),
        Case(n1: 30, n2: 5, total: 35, capacities: (4, 9)),
        Case(n1: 10, n2: 15, total: 60, capacities: (5, 5)),
        Case(n1: 3, n2: 2, total: 30, capacities: (8, 8)),
        Case(n1: 0, n2: 20, total: 25, capacities: (3, 3)),
    ]

    @Test("Merged shards are uniform over the union", arguments: ReservoirAlgorithm.allCases, cases)
    func mergedInclusion(algorithm: ReservoirAlgorithm, shape: Case) {
        let trials = 20_000
        let capacity = min(shape.capacities.0, shape.capacities.1)
        var generator = SplitMix64(seed: 0x3E6E_0001)
        let samples = (0..<trials).map { _ in
            Self.mergedPositions(
                shape.n1, shape.n2, total: shape.total, capacities: shape.capacities,
                algorithm: algorithm, using: &generator)
        }
        #expect(samples.allSatisfy { $0.count == capacity })
        let counts = inclusionCounts(of: samples, positions: shape.total)
        #expect(uniformInclusionPValue(counts: counts, trials: trials, capacity: capacity) > falseFailureRate)
    }

    @Test("Every subset of the union is equally likely after a merge", arguments: ReservoirAlgorithm.allCases)
    func mergedSubsets(algorithm: ReservoirAlgorithm) {
        let trials = 35_000
        var generator = SplitMix64(seed: 0x3E6E_0002)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<trials {
            let sample = Self.mergedPositions(2, 5, total: 7, capacities: (3, 3), algorithm: algorithm, using: &generator)
            counts[sample, default: 0] += 1
        }
        let all = subsets(of: 7, size: 3)
        let probabilities = Dictionary(uniqueKeysWithValues: all.map { ($0, 1 / Double(all.count)) })
        #expect(subsetPValue(counts: counts, probabilities: probabilities, trials: trials) > falseFailureRate)
    }

    /// The test has power: pooling both samples and picking K of them at
    /// random ignores how long each stream was, and is rejected.
    @Test("The merge test rejects a merge that ignores stream lengths")
    func detectsNaiveMerge() {
        let trials = 20_000, capacity = 6
        var generator = SplitMix64(seed: 0x3E6E_0001)
        let samples = (0..<trials).map { _ in
            let left = (0..<12).reservoirSample(count: capacity, using: &generator)
            let right = (12..<40).reservoirSample(count: capacity, using: &generator)
            return (left + right).reservoirSample(count: capacity, using: &generator)
        }
        let counts = inclusionCounts(of: samples, positions: 40)
        #expect(uniformInclusionPValue(counts: counts, trials: trials, capacity: capacity) < falseFailureRate)
    }
}
