import Benchmark
import PhoneNumbers

/// The short-number benchmarks: each region's example short numbers (short code, emergency, every
/// cost category), parsed in their region and judged as dialled from it. The peer comparison (C++
/// ShortNumberInfo, Python shortnumberinfo) is scripts/bench-short.
func shortNumberBenchmarks(_ hot: Benchmark.Configuration) {
    struct Input: Sendable {
        var text: String
        var region: String
        var number: PhoneNumber
    }
    let inputs: [Input] = PhoneNumbering.shortNumberRegions.flatMap { region in
        let examples = [PhoneNumbering.exampleShortNumber(for: region)]
            + [ShortNumberCost.tollFree, .standardRate, .premiumRate].map { PhoneNumbering.exampleShortNumber(for: region, cost: $0) }
        return examples.compactMap { example in
            example.flatMap { try? PhoneNumber(parsing: $0, defaultRegion: region) }
                .map { Input(text: example!, region: region, number: $0) }
        }
    }

    Benchmark("short number: is valid for region", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(input.number.isValidShortNumber(dialledFrom: input.region))
        }
    }

    Benchmark("short number: expected cost for region", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(input.number.shortNumberCost(dialledFrom: input.region))
        }
    }

    Benchmark("short number: is emergency number (text)", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(PhoneNumbering.isEmergencyNumber(input.text, region: input.region))
        }
    }

    Benchmark("short number: connects to emergency number (text)", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(PhoneNumbering.connectsToEmergencyNumber(input.text, region: input.region))
        }
    }

    Benchmark("short number: all seven checks (one number)", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let input = inputs[i % inputs.count]
            blackHole(input.number.isPossibleShortNumber(dialledFrom: input.region))
            blackHole(input.number.isValidShortNumber(dialledFrom: input.region))
            blackHole(input.number.shortNumberCost(dialledFrom: input.region))
            blackHole(input.number.isCarrierSpecific(dialledFrom: input.region))
            blackHole(input.number.isSMSService(dialledFrom: input.region))
            blackHole(PhoneNumbering.isEmergencyNumber(input.text, region: input.region))
            blackHole(PhoneNumbering.connectsToEmergencyNumber(input.text, region: input.region))
        }
    }
}
