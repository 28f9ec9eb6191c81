// Timestamps against Foundation, all in one run:
//   swift package --package-path Benchmarks benchmark --target TimestampsBenchmarks
// Every parse benchmark reads the same 1,000 RFC 3339 strings per iteration, and every relative
// benchmark formats the same 1,000 distances, so the reported figures (scaled by 1,000) are per call.
import Benchmark
import Foundation
import Timestamps

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let corpus = Corpus()

    // MARK: Parse 1,000 timestamps, each way.

    Benchmark("Parse/Timestamp(parsing:)") { benchmark in
        for text in corpus.texts { blackHole(try Timestamp(parsing: text)) }
    }
    Benchmark("Parse/Date(_:strategy: .timestamp)") { benchmark in
        for text in corpus.texts { blackHole(try Date(text, strategy: .timestamp)) }
    }
    Benchmark("Parse/Date(_:strategy: .iso8601)") { benchmark in
        let strategy = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for text in corpus.texts { blackHole(try Date(text, strategy: strategy)) }
    }
    Benchmark("Parse/Date.ISO8601FormatStyle") { benchmark in
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for text in corpus.texts { blackHole(try style.parse(text)) }
    }
    Benchmark("Parse/ISO8601DateFormatter (cached)") { benchmark in
        let formatter = Corpus.isoFormatter()
        for text in corpus.texts { blackHole(formatter.date(from: text)) }
    }
    Benchmark("Parse/DateFormatter (cached)") { benchmark in
        let formatter = Corpus.dateFormatter()
        for text in corpus.texts { blackHole(formatter.date(from: text)) }
    }

    // MARK: Creating a formatter and using it once (ICU builds its formatter lazily), 1,000 times.

    Benchmark("Create/DateFormatter with z in the mask") { benchmark in
        for _ in 0..<1_000 {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss z"
            blackHole(formatter.date(from: "2026-01-09T10:00:00 GMT"))
        }
    }
    Benchmark("Create/DateFormatter without z, time zone set") { benchmark in
        for _ in 0..<1_000 {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            formatter.timeZone = TimeZone(identifier: "GMT")
            blackHole(formatter.date(from: "2026-01-09T10:00:00"))
        }
    }
    Benchmark("Create/RelativeTimeFormatter + first string") { benchmark in
        for _ in 0..<1_000 {
            let formatter = RelativeTimeFormatter()
            blackHole(formatter.string(for: corpus.now.addingTimeInterval(-180), relativeTo: corpus.now))
        }
    }

    // MARK: "3 minutes ago" for 1,000 distances (past and future, under the cut-off).

    Benchmark("Relative/RelativeTimeFormatter") { benchmark in
        let formatter = RelativeTimeFormatter()
        for date in corpus.relativeDates { blackHole(formatter.string(for: date, relativeTo: corpus.now)) }
    }
    Benchmark("Relative/formatted(.timeAgo(relativeTo:))") { benchmark in
        for date in corpus.relativeDates { blackHole(date.formatted(.timeAgo(relativeTo: corpus.now))) }
    }
    Benchmark("Relative/RelativeTimeFormatter.nextChange") { benchmark in
        let formatter = RelativeTimeFormatter()
        for date in corpus.relativeDates { blackHole(formatter.nextChange(for: date, relativeTo: corpus.now)) }
    }
    Benchmark("Relative/RelativeTimeFormatter \"on <date>\", US/Pacific") { benchmark in
        let formatter = RelativeTimeFormatter(timeZone: TimeZone(identifier: "US/Pacific")!)
        for date in corpus.oldDates { blackHole(formatter.string(for: date, relativeTo: corpus.now)) }
    }
    // Other locales and styles: CLDR's words from FormKit's own data, the locale loaded before the run.
    Benchmark("Relative/RelativeTimeFormatter de_DE short") { benchmark in
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: "de_DE"), style: .short)
        for date in corpus.relativeDates { blackHole(formatter.string(for: date, relativeTo: corpus.now)) }
    }
    Benchmark("Relative/RelativeTimeFormatter ar_EG narrow named") { benchmark in
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: "ar_EG"), style: .narrow, presentation: .named)
        for date in corpus.relativeDates { blackHole(formatter.string(for: date, relativeTo: corpus.now)) }
    }
    Benchmark("Create/RelativeTimeFormatter fr_FR + first string") { benchmark in
        for _ in 0..<1_000 {
            let formatter = RelativeTimeFormatter(locale: Locale(identifier: "fr_FR"))
            blackHole(formatter.string(for: corpus.now.addingTimeInterval(-180), relativeTo: corpus.now))
        }
    }
    Benchmark("Relative/Date.RelativeFormatStyle") { benchmark in
        let style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
        let now = Date()
        for date in corpus.relativeDates { blackHole(style.format(now.addingTimeInterval(date.timeIntervalSince(corpus.now)))) }
    }
    if #available(macOS 15, *) {
        Benchmark("Relative/Date.AnchoredRelativeFormatStyle") { benchmark in
            for date in corpus.relativeDates {
                let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: .numeric, unitsStyle: .wide)
                blackHole(style.format(corpus.now))
            }
        }
    }
}

/// The fixed inputs, checked once against Foundation so that every way parses the same instants.
struct Corpus: Sendable {
    let texts: [String]
    let now = Date(timeIntervalSince1970: 1_767_960_000)  // 2026-01-09T12:00:00Z
    let relativeDates: [Date]
    let oldDates: [Date]

    init() {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {  // a small LCG; the corpus only needs to be fixed
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let utc = Self.isoFormatter()
        var texts: [String] = []
        for _ in 0..<1_000 {
            let instant = Date(timeIntervalSince1970: Double(next(4_102_444_800)) + Double(next(1_000)) / 1_000)
            let offsetMinutes = next(3) == 0 ? 0 : next(24 * 60) - 12 * 60
            let formatter = Self.isoFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)
            let text = formatter.string(from: instant)
            let ours = try? Timestamp(parsing: text)
            precondition(ours.map { abs($0.date.timeIntervalSince(utc.date(from: text)!)) < 1e-3 } == true, "\(text)")
            texts.append(text)
        }
        self.texts = texts
        relativeDates = (0..<1_000).map { [now] index in
            now.addingTimeInterval(Double((index * 7_919) % 1_200_000) * (index % 4 == 0 ? 0.5 : -0.55))
        }
        oldDates = (0..<1_000).map { [now] index in now.addingTimeInterval(-Double(700_000 + index * 86_400)) }
    }

    static func isoFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    static func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"
        formatter.timeZone = TimeZone(identifier: "GMT")
        return formatter
    }
}
