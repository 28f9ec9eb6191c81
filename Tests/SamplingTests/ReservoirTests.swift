import FormKitTestSupport
import PropertyBased
@testable import Sampling
import Testing

/// Counts the 64-bit words drawn from a seeded generator.
struct CountingGenerator: RandomNumberGenerator {
    var base = SplitMix64(seed: 99)
    var draws = 0
    mutating func next() -> UInt64 {
        draws += 1
        return base.next()
    }
}

@Suite("Reservoir")
struct ReservoirTests {
    @Test("A short stream is kept whole, in order", arguments: ReservoirAlgorithm.allCases)
    func shortStream(algorithm: ReservoirAlgorithm) {
        var generator = SplitMix64(seed: 1)
        var reservoir = Reservoir<String>(capacity: 5, algorithm: algorithm)
        reservoir.append(contentsOf: ["a", "b", "c"], using: &generator)
        #expect(reservoir.elements == ["a", "b", "c"])
        #expect(reservoir.processedCount == 3)
        #expect(!reservoir.isFull)
    }

    @Test("Capacity 0 keeps nothing and counts everything", arguments: ReservoirAlgorithm.allCases)
    func emptyCapacity(algorithm: ReservoirAlgorithm) {
        var generator = SplitMix64(seed: 2)
        var reservoir = Reservoir<Int>(capacity: 0, algorithm: algorithm)
        reservoir.append(contentsOf: 0..<100, using: &generator)
        #expect(reservoir.elements.isEmpty)
        #expect(reservoir.processedCount == 100)
    }

    @Test("A huge capacity allocates only what the stream fills", arguments: ReservoirAlgorithm.allCases)
    func hugeCapacity(algorithm: ReservoirAlgorithm) {
        var generator = SplitMix64(seed: 12)
        let sample = (0..<10).reservoirSample(count: Int.max, algorithm: algorithm, using: &generator)
        #expect(sample == Array(0..<10))
    }

    @Test("The same seed gives the same sample", arguments: ReservoirAlgorithm.allCases)
    func reproducible(algorithm: ReservoirAlgorithm) {
        var first = Xoshiro256StarStar(seed: 7), second = Xoshiro256StarStar(seed: 7)
        let a = (0..<10_000).reservoirSample(count: 8, algorithm: algorithm, using: &first)
        let b = (0..<10_000).reservoirSample(count: 8, algorithm: algorithm, using: &second)
        #expect(a == b)
        #expect(a != (0..<10_000).reservoirSample(count: 8, algorithm: algorithm, using: &first))
    }

    @Test("Appending one by one and appending a sequence agree", arguments: ReservoirAlgorithm.allCases)
    func appendPathsAgree(algorithm: ReservoirAlgorithm) {
        var first = SplitMix64(seed: 3), second = SplitMix64(seed: 3)
        var oneByOne = Reservoir<Int>(capacity: 4, algorithm: algorithm)
        for item in 0..<5_000 { oneByOne.append(item, using: &first) }
        var together = Reservoir<Int>(capacity: 4, algorithm: algorithm)
        together.append(contentsOf: 0..<5_000, using: &second)
        #expect(oneByOne == together)
    }

    @Test("offer builds only the elements it keeps", arguments: ReservoirAlgorithm.allCases)
    func offerIsLazy(algorithm: ReservoirAlgorithm) {
        var generator = SplitMix64(seed: 4)
        var reservoir = Reservoir<Int>(capacity: 10, algorithm: algorithm)
        var built = 0, kept = 0
        for item in 0..<100_000 {
            let wasKept = reservoir.offer(using: &generator) {
                built += 1
                return item
            }
            if wasKept { kept += 1 }
        }
        #expect(built == kept)
        // About K(1 + ln(N/K)) ≈ 102 items enter a reservoir of 10 out of 100,000.
        #expect((40...250).contains(kept))
    }

    /// Li's point: Algorithm L makes O(K(1 + log(N/K))) random draws, where R makes N.
    @Test("Algorithm L draws few random numbers")
    func algorithmLSkips() {
        var l = CountingGenerator(), r = CountingGenerator()
        _ = (0..<1_000_000).reservoirSample(count: 10, algorithm: .l, using: &l)
        _ = (0..<1_000_000).reservoirSample(count: 10, algorithm: .r, using: &r)
        // 10 × (1 + ln(100,000)) ≈ 125 entries, each three or four words.
        #expect(l.draws < 1_000)
        #expect(r.draws >= 1_000_000 - 10)
    }

    @Test("Merging with an empty reservoir changes nothing but the algorithm state")
    func mergeWithEmpty() {
        var generator = SplitMix64(seed: 5)
        var reservoir = Reservoir<Int>(capacity: 3)
        reservoir.append(contentsOf: 0..<50, using: &generator)
        let merged = reservoir.merged(with: Reservoir(capacity: 3), using: &generator)
        #expect(merged.elementsInStreamOrder == reservoir.elementsInStreamOrder)
        #expect(merged.processedCount == 50)
        let before = Reservoir<Int>(capacity: 3).merged(with: reservoir, using: &generator)
        #expect(before.elementsInStreamOrder == reservoir.elementsInStreamOrder)
    }

    @Test("A huge stream count keeps the skip finite")
    func hugeMergedStream() {
        var generator = SplitMix64(seed: 6)
        var shard = Reservoir<Int>(capacity: 2)
        shard.append(contentsOf: 0..<10, using: &generator)
        shard.itemsSeen = 1 << 60
        var merged = shard.merged(with: shard, using: &generator)
        #expect(merged.skipsLeft > 0)
        merged.append(1, using: &generator)
        #expect(merged.processedCount == (1 << 61) + 1)
    }

    @Test("Beta variates have the right mean", arguments: [(1.0, 1.0), (5.0, 96.0), (100.0, 1e9)])
    func betaMean(a: Double, b: Double) {
        var generator = SplitMix64(seed: 8)
        let n = 20_000
        let mean = (0..<n).reduce(0.0) { sum, _ in sum + generator.nextBeta(a, b) } / Double(n)
        let exact = a / (a + b)
        let standardError = (a * b / ((a + b) * (a + b) * (a + b + 1)) / Double(n)).squareRoot()
        #expect(abs(mean - exact) < 6 * standardError)
    }

    @Test("Samples are distinct input items in input order")
    func sampleShape() async {
        await propertyCheck(input: Gen.int(in: 0...300), Gen.int(in: 0...20), Gen.int(in: 0...300)) { n, k, split in
            var generator = SplitMix64(seed: UInt64(n * 1_000 + k))
            for algorithm in ReservoirAlgorithm.allCases {
                let sample = (0..<n).reservoirSample(count: k, algorithm: algorithm, using: &generator)
                #expect(sample.count == min(n, k))
                #expect(zip(sample, sample.dropFirst()).allSatisfy { $0 < $1 })
                #expect(sample.allSatisfy { (0..<n).contains($0) })

                let cut = min(split, n)
                var left = Reservoir<Int>(capacity: k, algorithm: algorithm)
                var right = Reservoir<Int>(capacity: k, algorithm: algorithm)
                left.append(contentsOf: 0..<cut, using: &generator)
                right.append(contentsOf: cut..<n, using: &generator)
                let merged = left.merged(with: right, using: &generator)
                #expect(merged.elementsInStreamOrder == merged.sampledPositions)
                #expect(merged.elements.count == min(n, k))
            }
        }
    }
}
