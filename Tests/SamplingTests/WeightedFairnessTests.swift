import Foundation
import FormKitTestSupport
import Sampling
import Testing

/// Weighted samples compared with their exact distribution: drawing one item
/// at a time, each with probability proportional to its weight among those
/// not yet drawn. Each test fails for a correct sampler with probability
/// `falseFailureRate`.
@Suite("Weighted fairness")
struct WeightedFairnessTests {
    static let weights: [Double] = [1, 2, 3, 4, 5, 10, 0.5]
    static let capacity = 3
    static let trials = 40_000

    /// The exact probability of every subset, summed over the orders in which it can be drawn.
    static func exactSubsetProbabilities(weights: [Double], size: Int) -> [[Int]: Double] {
        var result: [[Int]: Double] = [:]
        func draw(_ drawn: [Int], probability: Double, remainingWeight: Double) {
            guard drawn.count < size else {
                result[drawn.sorted(), default: 0] += probability
                return
            }
            for item in weights.indices where !drawn.contains(item) && weights[item] > 0 {
                draw(drawn + [item], probability: probability * weights[item] / remainingWeight,
                     remainingWeight: remainingWeight - weights[item])
            }
        }
        draw([], probability: 1, remainingWeight: weights.reduce(0, +))
        return result
    }

    /// Samples the items `0..<weights.count`, split into shards that are merged.
    static func sample(weights: [Double], shards: [Range<Int>], using generator: inout SplitMix64) throws -> [Int] {
        var merged = WeightedReservoir<Int>(capacity: capacity)
        for shard in shards {
            var reservoir = WeightedReservoir<Int>(capacity: capacity)
            for item in shard {
                try reservoir.append(item, weight: weights[item], using: &generator)
            }
            merged.merge(reservoir, using: &generator)
        }
        #expect(merged.processedCount == weights.count)
        return merged.elementsInStreamOrder
    }

    static let shardings: [[Range<Int>]] = [[0..<7], [0..<2, 2..<7], [0..<4, 4..<5, 5..<7]]

    @Test("Subsets follow the exact weighted distribution", arguments: shardings)
    func exactSubsets(shards: [Range<Int>]) throws {
        var generator = SplitMix64(seed: 0x3E16_0001)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<Self.trials {
            counts[try Self.sample(weights: Self.weights, shards: shards, using: &generator), default: 0] += 1
        }
        let exact = Self.exactSubsetProbabilities(weights: Self.weights, size: Self.capacity)
        #expect(subsetPValue(counts: counts, probabilities: exact, trials: Self.trials) > falseFailureRate)
    }

    /// Each item's inclusion count is binomial with its exact inclusion
    /// probability; a two-sided z-test per item, Bonferroni-corrected so that
    /// all of them together fail with probability `falseFailureRate`.
    @Test("Each item's inclusion probability matches its exact value")
    func exactInclusion() throws {
        let weights: [Double] = [0, 1, 1, 2, 8, 0.25, 3, 5]
        var generator = SplitMix64(seed: 0x3E16_0002)
        var counts = Array(repeating: 0, count: weights.count)
        for _ in 0..<Self.trials {
            for item in try Self.sample(weights: weights, shards: [0..<8], using: &generator) {
                counts[item] += 1
            }
        }
        var inclusion = Array(repeating: 0.0, count: weights.count)
        for (subset, probability) in Self.exactSubsetProbabilities(weights: weights, size: Self.capacity) {
            for item in subset { inclusion[item] += probability }
        }
        #expect(counts[0] == 0, "an item of weight 0 is never sampled")
        // Two-sided normal tail: erfc(z / √2) < α / items, solved for z.
        let z = zThreshold(twoSidedTail: falseFailureRate / Double(weights.count - 1))
        for item in 1..<weights.count {
            let expected = inclusion[item] * Double(Self.trials)
            let deviation = (expected * (1 - inclusion[item])).squareRoot()
            #expect(abs(Double(counts[item]) - expected) < z * deviation, "item \(item), weight \(weights[item])")
        }
    }

    /// The test has power: A-Res keys with the weight inverted (u^weight
    /// instead of u^(1/weight)) are rejected.
    @Test("The weighted test rejects keys that invert the weights")
    func detectsInvertedKeys() {
        var generator = SplitMix64(seed: 0x3E16_0001)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<Self.trials {
            let keys = Self.weights.map { pow(Double.random(in: 0..<1, using: &generator), $0) }
            let top = keys.indices.sorted { keys[$0] > keys[$1] }.prefix(Self.capacity)
            counts[top.sorted(), default: 0] += 1
        }
        let exact = Self.exactSubsetProbabilities(weights: Self.weights, size: Self.capacity)
        #expect(subsetPValue(counts: counts, probabilities: exact, trials: Self.trials) < falseFailureRate)
    }

    /// The z with P(|Z| > z) = tail, by bisection on erfc.
    func zThreshold(twoSidedTail tail: Double) -> Double {
        var low = 0.0, high = 40.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if erfc(middle / 2.squareRoot()) > tail { low = middle } else { high = middle }
        }
        return high
    }
}
