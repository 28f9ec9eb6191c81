import FormKitTestSupport
import Sampling
import Testing

@Suite("Weighted reservoir")
struct WeightedReservoirTests {
    @Test("Bad weights are refused with their position, leaving the reservoir unchanged",
          arguments: [(-1.0, SamplingError.Kind.negativeWeight), (.nan, .nonFiniteWeight), (.infinity, .nonFiniteWeight)])
    func badWeights(weight: Double, kind: SamplingError.Kind) throws {
        var generator = SplitMix64(seed: 1)
        var reservoir = WeightedReservoir<String>(capacity: 2)
        try reservoir.append("ok", weight: 1, using: &generator)
        #expect(throws: SamplingError(kind: kind, offset: 1)) {
            try reservoir.append("bad", weight: weight, using: &generator)
        }
        #expect(reservoir.elements == ["ok"])
        #expect(reservoir.processedCount == 1)
    }

    @Test("Errors say where, not what")
    func errorDescription() {
        #expect(SamplingError(kind: .negativeWeight, offset: 4).description == "item 4: weight is negative")
    }

    @Test("Items of weight 0 are never sampled, even to fill the reservoir")
    func zeroWeights() throws {
        var generator = SplitMix64(seed: 2)
        let items = [(1, 0.0), (2, 3.0), (3, 0.0), (4, 1.0)]
        let sample = try items.weightedReservoirSample(count: 3, using: &generator) { $0.1 }
        #expect(sample.map(\.0) == [2, 4])
    }

    @Test("Tiny and huge weights neither underflow nor overflow")
    func extremeWeights() throws {
        var generator = SplitMix64(seed: 3)
        var reservoir = WeightedReservoir<Int>(capacity: 1)
        for item in 0..<1_000 {
            try reservoir.append(item, weight: item == 500 ? 1e300 : 1e-300, using: &generator)
        }
        #expect(reservoir.elements == [500])
    }

    @Test("A sample of the whole stream keeps every positive-weight item")
    func capacityAboveStream() throws {
        var generator = SplitMix64(seed: 4)
        let sample = try (1...5).weightedReservoirSample(count: 10, using: &generator) { Double($0) }
        #expect(sample == [1, 2, 3, 4, 5])
    }

    @Test("Long streams keep the sample size and stream order")
    func longStream() throws {
        var generator = Xoshiro256StarStar(seed: 5)
        let sample = try (0..<200_000).weightedReservoirSample(count: 50, using: &generator) { Double($0 % 7) }
        #expect(sample.count == 50)
        #expect(zip(sample, sample.dropFirst()).allSatisfy { $0 < $1 })
        #expect(sample.allSatisfy { $0 % 7 != 0 })
    }
}
