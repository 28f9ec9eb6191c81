import FormKitTestSupport
import Foundation
import Testing
import Timestamps

@Suite("RelativeTimeFormatter")
struct RelativeTimeFormatterTests {
    /// 2026-01-09T12:00:00Z, a fixed "now" for every table.
    static let now = Date(timeIntervalSince1970: 1_767_960_000)
    static let minute: TimeInterval = 60

    static let pastCases: [(TimeInterval, String)] = [
        (0.0, "less than a minute ago"),
        (29, "less than a minute ago"),
        (29.999, "less than a minute ago"),
        (30, "1 minute ago"),
        (59, "1 minute ago"),
        (60, "1 minute ago"),
        (89, "1 minute ago"),
        (90, "2 minutes ago"),
        (2 * Self.minute, "2 minutes ago"),
        (44 * Self.minute, "44 minutes ago"),
        (44 * Self.minute + 29, "44 minutes ago"),
        (44 * Self.minute + 30, "about 1 hour ago"),
        (45 * Self.minute, "about 1 hour ago"),
        (89 * Self.minute, "about 1 hour ago"),
        (89 * Self.minute + 29, "about 1 hour ago"),
        (89 * Self.minute + 30, "about 2 hours ago"),
        (90 * Self.minute, "about 2 hours ago"),
        (149 * Self.minute, "about 2 hours ago"),
        (150 * Self.minute, "about 3 hours ago"),
        (1_439 * Self.minute, "about 24 hours ago"),
        (1_439 * Self.minute + 29, "about 24 hours ago"),
        (1_439 * Self.minute + 30, "1 day ago"),
        (1_440 * Self.minute, "1 day ago"),
        (2_519 * Self.minute, "1 day ago"),
        (2_520 * Self.minute, "2 days ago"),
        (3_599 * Self.minute, "2 days ago"),
        (3_600 * Self.minute, "3 days ago"),
        (11_519 * Self.minute, "8 days ago"),
        (11_520 * Self.minute - 1, "8 days ago"),
        (11_520 * Self.minute, "on 1/1/26"),
        (400 * 86_400, "on 12/5/24"),
    ]

    static let futureCases: [(TimeInterval, String)] = [
        (0.001, "just now"),
        (1, "just now"),
        (30, "just now"),
        (31, "in 1 minute"),
        (89.999, "in 1 minute"),
        (90, "in 2 minutes"),
        (2 * Self.minute + 29, "in 2 minutes"),
        (2 * Self.minute + 30, "in 3 minutes"),
        (3 * Self.minute, "in 3 minutes"),
        (44 * Self.minute + 29, "in 44 minutes"),
        (44 * Self.minute + 30, "in about 1 hour"),
        (89 * Self.minute + 29, "in about 1 hour"),
        (89 * Self.minute + 30, "in about 2 hours"),
        (1_439 * Self.minute + 29, "in about 24 hours"),
        (1_439 * Self.minute + 30, "in 1 day"),
        (2_519 * Self.minute + 29, "in 1 day"),
        (2_519 * Self.minute + 30, "in 2 days"),
        (11_520 * Self.minute, "in 8 days"),
        (11_520 * Self.minute + 1, "on 1/17/26"),
    ]

    static let pastWithoutCutoffCases: [(TimeInterval, String)] = [
        (43_199 * Self.minute, "30 days ago"),
        (43_200 * Self.minute, "about 1 month ago"),
        (64_799 * Self.minute, "about 1 month ago"),
        (64_800 * Self.minute, "about 2 months ago"),
        (86_399 * Self.minute, "about 2 months ago"),
        (86_400 * Self.minute, "2 months ago"),
        (525_599 * Self.minute, "12 months ago"),
        (525_600 * Self.minute, "about 1 year ago"),
        (525_600 * Self.minute + 131_400 * Self.minute, "over 1 year ago"),
        (525_600 * Self.minute + 394_200 * Self.minute, "almost 2 years ago"),
        (3_652 * 86_400, "almost 10 years ago"),  // 2016-01-10: three leap days short of ten years
        (3_653 * 86_400, "about 10 years ago"),
    ]

    static let includingSecondsCases: [(TimeInterval, String)] = [
        (0.0, "less than 5 seconds ago"), (4, "less than 5 seconds ago"), (5, "less than 10 seconds ago"),
        (9, "less than 10 seconds ago"), (10, "less than 20 seconds ago"), (19, "less than 20 seconds ago"),
        (20, "half a minute ago"), (39, "half a minute ago"), (40, "less than a minute ago"),
        (59, "less than a minute ago"), (60, "1 minute ago"), (89, "1 minute ago"), (90, "2 minutes ago"),
    ]

    /// Distances into the past, in seconds, at both sides of every Rails threshold.
    @Test(arguments: pastCases)
    func past(seconds: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter()
        #expect(formatter.string(for: Self.now.addingTimeInterval(-seconds), relativeTo: Self.now) == expected)
    }

    /// Distances into the future, with the default 30 s skew window.
    @Test(arguments: futureCases)
    func future(seconds: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter()
        #expect(formatter.string(for: Self.now.addingTimeInterval(seconds), relativeTo: Self.now) == expected)
    }

    /// Without a cut-off, months and years as Rails words them.
    @Test(arguments: pastWithoutCutoffCases)
    func pastWithoutCutoff(seconds: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(cutoffMinutes: nil)
        #expect(formatter.string(for: Self.now.addingTimeInterval(-seconds), relativeTo: Self.now) == expected)
    }

    @Test func futureYearsWithoutCutoff() {
        let formatter = RelativeTimeFormatter(cutoffMinutes: nil)
        #expect(formatter.string(for: Self.now.addingTimeInterval(400 * 86_400), relativeTo: Self.now) == "in about 1 year")
        #expect(formatter.string(for: Self.now.addingTimeInterval(700 * 86_400), relativeTo: Self.now) == "in almost 2 years")
    }

    /// Rails' `include_seconds: true` split of the first minute.
    @Test(arguments: includingSecondsCases)
    func includingSeconds(seconds: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(includeSeconds: true)
        #expect(formatter.string(for: Self.now.addingTimeInterval(-seconds), relativeTo: Self.now) == expected)
    }

    @Test func cutoffAndSkewAreConfigurable() {
        let formatter = RelativeTimeFormatter(cutoffMinutes: 60, skewTolerance: 120)
        #expect(formatter.string(for: Self.now.addingTimeInterval(-59 * Self.minute), relativeTo: Self.now) == "about 1 hour ago")
        #expect(formatter.string(for: Self.now.addingTimeInterval(-60 * Self.minute), relativeTo: Self.now) == "on 1/9/26")
        #expect(formatter.string(for: Self.now.addingTimeInterval(100), relativeTo: Self.now) == "just now")
        #expect(formatter.string(for: Self.now.addingTimeInterval(121), relativeTo: Self.now) == "in 2 minutes")
        let strict = RelativeTimeFormatter(skewTolerance: 0)
        #expect(strict.string(for: Self.now.addingTimeInterval(2), relativeTo: Self.now) == "in less than a minute")
    }

    @Test func shortDateUsesTheFormattersTimeZone() throws {
        let tokyo = RelativeTimeFormatter(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let pacific = RelativeTimeFormatter(timeZone: try #require(TimeZone(identifier: "US/Pacific")))
        let lateOnNewYearsEve = try #require(Timestamp("2025-12-31T20:00:00Z")).date
        #expect(tokyo.string(for: lateOnNewYearsEve, relativeTo: Self.now) == "on 1/1/26")
        #expect(pacific.string(for: lateOnNewYearsEve, relativeTo: Self.now) == "on 12/31/25")
    }

    /// Property: the text holds from `now` until `nextChange`, and differs at `nextChange`.
    @Test func nextChangeIsExactlyWhenTheTextChanges() {
        var rng = SplitMix64(seed: 11_520)
        var heldBefore = ConditionTally("the text changes later than 1/1024 s after now")
        for includeSeconds in [false, true] {
            let formatter = RelativeTimeFormatter(cutoffMinutes: Bool.random(using: &rng) ? nil : 11_520, includeSeconds: includeSeconds)
            for _ in 0..<3_000 {
                // Whole seconds plus 1/1024ths keep every boundary (a multiple of 0.5 s) exact.
                let scales: [Double] = [60, 3_600, 86_400, 3_456_000, 69_120_000]
                let scale = scales[Int.random(in: 0..<scales.count, using: &rng)]
                let offset = (Double.random(in: -scale...scale, using: &rng) * 1_024).rounded() / 1_024
                let date = Self.now.addingTimeInterval(offset)
                let text = formatter.string(for: date, relativeTo: Self.now)
                guard let change = formatter.nextChange(for: date, relativeTo: Self.now) else {
                    #expect(date <= Self.now && text.hasPrefix("on "), "\(offset)")
                    continue
                }
                #expect(change > Self.now, "\(offset) \(text)")
                #expect(formatter.string(for: date, relativeTo: change) != text, "\(offset) \(text)")
                let justBefore = change.addingTimeInterval(-1.0 / 1_024)
                if heldBefore.count(justBefore > Self.now) {
                    #expect(formatter.string(for: date, relativeTo: justBefore) == text, "\(offset) \(text)")
                    let midway = Self.now.addingTimeInterval(((justBefore.timeIntervalSince(Self.now) / 2) * 1_024).rounded(.down) / 1_024)
                    #expect(formatter.string(for: date, relativeTo: midway) == text, "\(offset) \(text)")
                }
            }
        }
        #expect(heldBefore.held >= 5_000, "\(heldBefore)")
    }

    /// Rails' half minute, ahead of now: 2 min 30 s reads "in 3 minutes" until the instant just after
    /// it is exactly 2 min 30 s away, then "in 2 minutes".
    @Test func aFutureHalfMinuteRoundsUpAndChangesJustAfterIt() throws {
        let formatter = RelativeTimeFormatter()
        let date = Self.now.addingTimeInterval(150)
        #expect(formatter.string(for: date, relativeTo: Self.now) == "in 3 minutes")
        let change = try #require(formatter.nextChange(for: date, relativeTo: Self.now))
        #expect(change == Date(timeIntervalSinceReferenceDate: Self.now.timeIntervalSinceReferenceDate.nextUp))
        #expect(formatter.string(for: date, relativeTo: change) == "in 2 minutes")
        let earlier = Self.now.addingTimeInterval(-40)  // 3 min 10 s ahead: "in 3 minutes" too
        #expect(formatter.string(for: date, relativeTo: earlier) == "in 3 minutes")
        #expect(formatter.nextChange(for: date, relativeTo: earlier) == change)
        let halfMinuteEarlier = Self.now.addingTimeInterval(-60)  // 3 min 30 s ahead: "in 4 minutes", and no longer
        #expect(formatter.string(for: date, relativeTo: halfMinuteEarlier) == "in 4 minutes")
        #expect(formatter.string(for: date, relativeTo: halfMinuteEarlier.addingTimeInterval(0.001)) == "in 3 minutes")
        // Where the skew window begins, "just now" takes over at the boundary itself.
        #expect(formatter.nextChange(for: Self.now.addingTimeInterval(60), relativeTo: Self.now) == Self.now.addingTimeInterval(30))
    }

    /// Property: no text ever states a zero quantity ("0 minutes", "in 0 seconds", "about 0 hours").
    @Test func neverSaysZero() {
        var rng = SplitMix64(seed: 0)
        let formatters = [RelativeTimeFormatter(), RelativeTimeFormatter(cutoffMinutes: nil, skewTolerance: 0, includeSeconds: true)]
        for _ in 0..<20_000 {
            let digits = Int.random(in: 0...8, using: &rng)
            let offset: Double = Double.random(in: -1e9...1e9, using: &rng) / Double(repeating10: digits)
            for formatter in formatters {
                let text = formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now)
                #expect(!text.hasPrefix("0 ") && !text.contains(" 0 ") && !text.isEmpty, "\(offset): \(text)")
            }
        }
    }

    @Test func survivesAbsurdDates() {
        let formatter = RelativeTimeFormatter(cutoffMinutes: nil)
        for date in [Date.distantPast, .distantFuture, Date(timeIntervalSinceReferenceDate: .greatestFiniteMagnitude),
                     Date(timeIntervalSinceReferenceDate: -.infinity), Date(timeIntervalSinceReferenceDate: .nan)] {
            #expect(!formatter.string(for: date, relativeTo: Self.now).isEmpty)
            _ = formatter.nextChange(for: date, relativeTo: Self.now)
            _ = RelativeTimeFormatter().string(for: date, relativeTo: Self.now)
        }
    }
}

extension Double {
    /// 10 to the power `exponent`.
    init(repeating10 exponent: Int) {
        self = (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
