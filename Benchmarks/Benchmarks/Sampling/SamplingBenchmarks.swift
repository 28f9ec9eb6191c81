import Benchmark
import Sampling

// Algorithm L against Algorithm R on 10^8 integers with K = 100, in one run.
// Both use the same fast seeded generator, so the ratio measures the
// algorithms, not the generator. Run:
//   swift package --package-path Benchmarks benchmark --target SamplingBenchmarks

let streamLength = 100_000_000
let sampleSize = 100

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 10
    )

    for algorithm in ReservoirAlgorithm.allCases {
        // The stream as a Sequence: Algorithm L steps over skipped items with the iterator.
        Benchmark("Algorithm \(algorithm.rawValue.uppercased()): append(contentsOf:) 10^8 Ints, K = 100") { benchmark in
            var generator = Xoshiro256StarStar(seed: 1)
            for _ in benchmark.scaledIterations {
                var reservoir = Reservoir<Int>(capacity: sampleSize, algorithm: algorithm)
                reservoir.append(contentsOf: 0..<streamLength, using: &generator)
                blackHole(reservoir.elements)
            }
        }

        // One item at a time, as a stream reader that cannot skip would offer them.
        Benchmark("Algorithm \(algorithm.rawValue.uppercased()): append(_:) one by one, 10^8 Ints, K = 100") { benchmark in
            var generator = Xoshiro256StarStar(seed: 1)
            for _ in benchmark.scaledIterations {
                var reservoir = Reservoir<Int>(capacity: sampleSize, algorithm: algorithm)
                for item in 0..<streamLength {
                    reservoir.append(item, using: &generator)
                }
                blackHole(reservoir.elements)
            }
        }
    }

    Benchmark("Weighted A-ExpJ: 10^7 Ints, K = 100") { benchmark in
        var generator = Xoshiro256StarStar(seed: 1)
        for _ in benchmark.scaledIterations {
            var reservoir = WeightedReservoir<Int>(capacity: sampleSize)
            for item in 0..<(streamLength / 10) {
                try reservoir.append(item, weight: Double(item & 15), using: &generator)
            }
            blackHole(reservoir.elements)
        }
    }

    Benchmark("Merge two full reservoirs, K = 10^4") { benchmark in
        var generator = Xoshiro256StarStar(seed: 1)
        var left = Reservoir<Int>(capacity: 10_000)
        var right = Reservoir<Int>(capacity: 10_000)
        left.append(contentsOf: 0..<1_000_000, using: &generator)
        right.append(contentsOf: 1_000_000..<3_000_000, using: &generator)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(left.merged(with: right, using: &generator))
        }
    }
}
