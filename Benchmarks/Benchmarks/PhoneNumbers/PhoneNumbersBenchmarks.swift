import Benchmark
import PhoneNumbers

// PhoneNumbers benchmarks. Throughput is numbers per second (scaled: K = thousands).
// The peer comparison (C++ libphonenumber, Python phonenumbers) is scripts/bench-phone.
//
//   swift package --package-path Benchmarks benchmark --target PhoneNumbersBenchmarks
let benchmarks: @Sendable () -> Void = {
    let hot = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

    Benchmark("parse", configuration: hot) { benchmark in
        let inputs = BenchmarkInputs.mixed
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(try? PhoneNumber(parsing: input.text, defaultRegion: input.region))
        }
    }

    Benchmark("parse + E.164, international, national", configuration: hot) { benchmark in
        let inputs = BenchmarkInputs.mixed
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            guard let number = try? PhoneNumber(parsing: input.text, defaultRegion: input.region) else { continue }
            blackHole(number.formatted(.e164))
            blackHole(number.formatted(.international))
            blackHole(number.formatted(.national))
        }
    }

    Benchmark("format out of country", configuration: hot) { benchmark in
        let numbers = BenchmarkInputs.parsed
        for i in benchmark.scaledIterations {
            blackHole(numbers[i % numbers.count].formatted(forDialingFrom: "DE"))
        }
    }

    // Each benchmark runs in a fresh process, so iteration n is the first use of region n:
    // its plan is loaded, its example number parsed and formatted, nothing warmed up before.
    let regions = PhoneNumbering.supportedRegions
    Benchmark(
        "first number of a region (cold)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0,
                             maxDuration: .seconds(10), maxIterations: regions.count)
    ) { benchmark in
        let region = regions[benchmark.currentIteration % regions.count]
        blackHole(PhoneNumbering.exampleNumber(for: region, type: .mobile)?.formatted(.international))
    }

    // Resident memory and heap bytes for every plan of every region and non-geographic code.
    Benchmark(
        "metadata of every region resident",
        configuration: .init(metrics: [.peakMemoryResidentDelta, .mallocBytesCount, .mallocCountTotal, .wallClock],
                             warmupIterations: 0, maxIterations: 1)
    ) { _ in
        blackHole(BenchmarkInputs.touchEveryPlan())
    }

    shortNumberBenchmarks(hot)
}
