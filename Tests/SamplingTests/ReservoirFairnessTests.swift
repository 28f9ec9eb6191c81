import FormKitTestSupport
import Sampling
import Testing

/// The seed article's claim, checked by chi-square tests over seeded trials:
/// after B items, each of them is in the reservoir with probability K / B.
/// Each test fails for a correct sampler with probability `falseFailureRate`.
@Suite("Reservoir fairness")
struct ReservoirFairnessTests {
    static let shapes = [
        StreamShape(n: 30, capacity: 5, trials: 20_000),
        StreamShape(n: 100, capacity: 10, trials: 10_000),
        StreamShape(n: 12, capacity: 11, trials: 20_000),
    ]

    @Test("Every position is kept with probability K/N", arguments: ReservoirAlgorithm.allCases, shapes)
    func uniformInclusion(algorithm: ReservoirAlgorithm, shape: StreamShape) {
        var generator = SplitMix64(seed: 0x5EED_0001)
        let samples = (0..<shape.trials).map { _ in
            sampledPositions(n: shape.n, capacity: shape.capacity, algorithm: algorithm, using: &generator)
        }
        #expect(samples.allSatisfy { $0.count == shape.capacity })
        let counts = inclusionCounts(of: samples, positions: shape.n)
        let p = uniformInclusionPValue(counts: counts, trials: shape.trials, capacity: shape.capacity)
        #expect(p > falseFailureRate)
    }

    @Test("At every moment B, each item so far is kept with probability K/B", arguments: ReservoirAlgorithm.allCases)
    func fairAtEveryMoment(algorithm: ReservoirAlgorithm) {
        let capacity = 4, checkpoints = [5, 9, 17, 40], trials = 20_000
        var generator = SplitMix64(seed: 0x5EED_0002)
        var counts = checkpoints.map { Array(repeating: 0, count: $0) }
        for _ in 0..<trials {
            var reservoir = Reservoir<Int>(capacity: capacity, algorithm: algorithm)
            var next = 0
            for (index, checkpoint) in checkpoints.enumerated() {
                reservoir.append(contentsOf: next..<checkpoint, using: &generator)
                next = checkpoint
                for position in reservoir.sampledPositions { counts[index][position] += 1 }
            }
        }
        for countsAtCheckpoint in counts {
            let p = uniformInclusionPValue(counts: countsAtCheckpoint, trials: trials, capacity: capacity)
            #expect(p > falseFailureRate, "after \(countsAtCheckpoint.count) items")
        }
    }

    @Test("Every subset of K of N is equally likely", arguments: ReservoirAlgorithm.allCases)
    func uniformSubsets(algorithm: ReservoirAlgorithm) {
        let n = 7, capacity = 3, trials = 35_000
        var generator = SplitMix64(seed: 0x5EED_0003)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<trials {
            counts[sampledPositions(n: n, capacity: capacity, algorithm: algorithm, using: &generator), default: 0] += 1
        }
        let all = subsets(of: n, size: capacity)
        let probabilities = Dictionary(uniqueKeysWithValues: all.map { ($0, 1 / Double(all.count)) })
        #expect(subsetPValue(counts: counts, probabilities: probabilities, trials: trials) > falseFailureRate)
    }

    /// The test has power: it rejects the off-by-one reading of the seed's
    /// "choose an integer r between 0 and j", which keeps item j with
    /// probability K / (j + 1) instead of K / j.
    @Test("The inclusion test rejects an off-by-one Algorithm R")
    func detectsOffByOne() {
        let shape = Self.shapes[0]
        var generator = SplitMix64(seed: 0x5EED_0001)
        let samples = (0..<shape.trials).map { _ in
            var sample = [Int]()
            for item in 0..<shape.n {
                if item < shape.capacity {
                    sample.append(item)
                } else {
                    let r = Int.random(in: 0...(item + 1), using: &generator)
                    if r < shape.capacity { sample[r] = item }
                }
            }
            return sample
        }
        let counts = inclusionCounts(of: samples, positions: shape.n)
        #expect(uniformInclusionPValue(counts: counts, trials: shape.trials, capacity: shape.capacity) < falseFailureRate)
    }
}
