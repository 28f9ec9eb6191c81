import Benchmark
import Foundation
import PhoneNumbers
import TextInput

// TextInput benchmarks: as-you-type cost per keystroke, editing a formatted field, input rules.
// Throughput is keystrokes (or texts) per second, scaled: K = thousands.
// The peer comparison with C++ libphonenumber's AsYouTypeFormatter is scripts/bench-aytf.
//
//   swift package --package-path Benchmarks benchmark --target TextInputBenchmarks
let benchmarks: @Sendable () -> Void = {
    let hot = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

    // Every region's example numbers typed nationally and with +CC, one keystroke per iteration.
    Benchmark("AsYouTypeFormatter, per keystroke", configuration: hot) { benchmark in
        var typing = Keystrokes.everyRegion()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(typing.next()) }
    }

    // Typing into a phone field at the end, through FieldFormatter (re-lays out the whole number).
    Benchmark("PhoneFieldFormatter, type at the end", configuration: hot) { benchmark in
        let field = PhoneFieldFormatter(region: "US")
        var state = TextEditingState()
        for i in benchmark.scaledIterations {
            if state.length >= 14 { state = TextEditingState() }
            state = (try? field.applying(.insert(String(i % 10)), to: state)) ?? state
            blackHole(state)
        }
    }

    // Editing in the middle: a digit typed after the area code's first digit, then backspace.
    Benchmark("PhoneFieldFormatter, edit in the middle", configuration: hot) { benchmark in
        let field = PhoneFieldFormatter(region: "US")
        let full = field.state(for: "6502530000").selecting(2..<2)
        for _ in benchmark.scaledIterations {
            let typed = (try? field.applying(.insert("9"), to: full)) ?? full
            blackHole(try? field.applying(.deleteBackward, to: typed))
        }
    }

    // One edit in the middle of a formatted 12-digit number: a digit typed after the sixth digit,
    // then (the next iteration) deleted again; the field types only the digits after the edit.
    Benchmark("PhoneFieldFormatter, one edit in the middle of a 12-digit number", configuration: hot) { benchmark in
        let field = PhoneFieldFormatter(region: "GB")
        let full = field.state(for: "+442079460958")  // "+44 20 7946 0958"
        let middle = full.selecting(8..<8)  // after "+44 20 7"
        var state = full
        for i in benchmark.scaledIterations {
            state = i.isMultiple(of: 2)
                ? (try? field.applying(.insert("9"), to: middle)) ?? full
                : (try? field.applying(.deleteBackward, to: state)) ?? full
            blackHole(state)
        }
    }

    // The seed's US patterns as masks: typing a 10-digit number at the end.
    Benchmark("MaskFormatter (seed US patterns), type at the end", configuration: hot) { benchmark in
        let us = PatternFormatter(region: "us")!
        var state = TextEditingState()
        for i in benchmark.scaledIterations {
            if state.length >= 14 { state = TextEditingState() }
            state = (try? us.applying(.insert(String(i % 10)), to: state)) ?? state
            blackHole(state)
        }
    }

    // The seed's numeric field: our decimal rule against the seed's `Scanner.scanDecimal` check.
    let numbers = ["-1.5e-3", "4-5", "1.2.3", "12345", "0.5", "1e", "-", "3.14159", "2e10", "abc"]
    let english = Locale(identifier: "en_US")
    Benchmark("decimal number rule", configuration: hot) { benchmark in
        let rule = InputRule.decimalNumber(locale: english)
        for i in benchmark.scaledIterations { blackHole(rule.rejection(of: numbers[i % numbers.count])) }
    }
    Benchmark("peer: the seed's Scanner.scanDecimal check", configuration: hot) { benchmark in
        for i in benchmark.scaledIterations {
            let scanner = Scanner(string: numbers[i % numbers.count])
            scanner.locale = english
            blackHole(scanner.scanDecimal() != nil && scanner.isAtEnd)
        }
    }
}

/// An endless stream of keystrokes: every region's example numbers, typed nationally and with +CC.
struct Keystrokes {
    private var formatters: [AsYouTypeFormatter] = []
    private var sequences: [(formatter: Int, keys: [Character])] = []
    private var sequence = 0
    private var key = 0

    static func everyRegion() -> Keystrokes {
        var stream = Keystrokes()
        for region in PhoneNumbering.supportedRegions {
            for type in [PhoneNumberType.fixedLine, .mobile] {
                guard let number = PhoneNumbering.exampleNumber(for: region, type: type) else { continue }
                stream.formatters.append(AsYouTypeFormatter(region: region))
                let national = number.formatted(.national).filter(\.isNumber)
                let international = number.formatted(.e164)
                stream.sequences.append((stream.formatters.count - 1, Array(national)))
                stream.sequences.append((stream.formatters.count - 1, Array(international)))
            }
        }
        return stream
    }

    /// Types the next key, starting the next number after the last key of one.
    mutating func next() -> String {
        if key == sequences[sequence].keys.count {
            key = 0
            sequence = (sequence + 1) % sequences.count
            formatters[sequences[sequence].formatter].clear()
        }
        defer { key += 1 }
        return formatters[sequences[sequence].formatter].input(sequences[sequence].keys[key])
    }
}
