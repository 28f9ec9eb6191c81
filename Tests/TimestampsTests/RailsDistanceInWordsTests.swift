import Foundation
import Testing
import Timestamps

/// Rails' own cases for `distance_of_time_in_words` (actionview/test/template/date_helper_test.rb:
/// `assert_distance_of_time_in_words`, `test_distance_in_words_with_times`, `…_with_integers`,
/// `…_with_dates`), taken as data. Rails words a distance without a side; FormKit words the same pair
/// of instants as "… ago" seen from the later one and "in …" seen from the earlier one, and both must
/// carry Rails' words, half minutes included.
@Suite("Rails' distance_of_time_in_words")
struct RailsDistanceInWordsTests {
    /// `Time.utc(2004, 6, 6, 21, 45, 0)`, the `from` of Rails' `test_distance_in_words`.
    static let from = Date(timeIntervalSince1970: 1_086_558_300)
    static let minute: TimeInterval = 60
    static let hour: TimeInterval = 3_600
    static let day: TimeInterval = 86_400

    /// Distances in seconds and Rails' words for them, without `include_seconds`.
    static let distances: [(TimeInterval, String)] = [
        (0, "less than a minute"), (4, "less than a minute"), (5, "less than a minute"),
        (9, "less than a minute"), (10, "less than a minute"), (19, "less than a minute"),
        (20, "less than a minute"), (29, "less than a minute"),
        (30, "1 minute"), (39, "1 minute"), (40, "1 minute"), (59, "1 minute"), (60, "1 minute"),
        (89, "1 minute"), (minute + 29, "1 minute"),
        (minute + 30, "2 minutes"), (119, "2 minutes"), (minute + 59, "2 minutes"),
        (2 * minute + 30, "3 minutes"),  // the half minute: "3 minutes" on both sides of now
        (44 * minute + 29, "44 minutes"),
        (44 * minute + 30, "about 1 hour"), (60 * minute, "about 1 hour"), (89 * minute + 29, "about 1 hour"),
        (89 * minute + 30, "about 2 hours"), (4 * hour, "about 4 hours"),
        (23 * hour + 59 * minute + 29, "about 24 hours"),
        (23 * hour + 59 * minute + 30, "1 day"), (41 * hour + 59 * minute + 29, "1 day"),
        (41 * hour + 59 * minute + 30, "2 days"), (2 * day + 12 * hour, "3 days"),
        (29 * day + 23 * hour + 59 * minute + 29, "30 days"),
        (29 * day + 23 * hour + 59 * minute + 30, "about 1 month"),
        (44 * day + 23 * hour + 59 * minute + 29, "about 1 month"),
        (44 * day + 23 * hour + 59 * minute + 30, "about 2 months"),
        (59 * day + 23 * hour + 59 * minute + 29, "about 2 months"),
        (59 * day + 23 * hour + 59 * minute + 30, "2 months"),
    ]

    /// Distances in seconds and Rails' words for them, with `include_seconds: true`.
    static let distancesIncludingSeconds: [(TimeInterval, String)] = [
        (0, "less than 5 seconds"), (4, "less than 5 seconds"), (5, "less than 10 seconds"),
        (9, "less than 10 seconds"), (10, "less than 20 seconds"), (19, "less than 20 seconds"),
        (20, "half a minute"), (39, "half a minute"), (40, "less than a minute"),
        (59, "less than a minute"), (60, "1 minute"), (89, "1 minute"),
    ]

    /// Calendar distances from `from` (Rails' `1.years - 30.seconds`, `2.years + 3.months - 1.day` …),
    /// written as the instants they reach, and Rails' words.
    static let calendarDistances: [(String, String)] = [
        ("2005-06-06T21:44:29Z", "12 months"),
        ("2005-06-06T21:44:30Z", "about 1 year"),
        ("2005-09-05T21:45:00Z", "about 1 year"),
        ("2005-12-06T21:45:00Z", "over 1 year"),
        ("2006-03-07T21:45:00Z", "almost 2 years"),
        ("2006-09-05T21:45:00Z", "about 2 years"),
        ("2006-09-07T21:45:00Z", "over 2 years"),
        ("2007-03-05T21:45:00Z", "over 2 years"),
        ("2007-03-07T21:45:00Z", "almost 3 years"),
        ("2009-03-07T21:45:00Z", "almost 5 years"),
        ("2009-09-05T21:45:00Z", "about 5 years"),
        ("2009-09-07T21:45:00Z", "over 5 years"),
        ("2010-03-05T21:45:00Z", "over 5 years"),
        ("2010-03-07T21:45:00Z", "almost 6 years"),
        ("2014-03-07T21:45:00Z", "almost 10 years"),
        ("2014-09-05T21:45:00Z", "about 10 years"),
        ("2014-09-07T21:45:00Z", "over 10 years"),
        ("2015-03-05T21:45:00Z", "over 10 years"),
        ("2015-03-07T21:45:00Z", "almost 11 years"),
    ]

    /// Pairs of instants from `test_distance_in_words_with_integers` and `…_with_dates`.
    static let instantPairs: [(String, String, String)] = [
        ("1970-01-01T00:00:00Z", "1973-03-03T09:46:40Z", "about 3 years"),  // 10**8 seconds
        ("1975-01-31", "1977-01-31", "about 2 years"),
        ("1982-12-03", "2010-11-30", "almost 28 years"),
    ]

    static let formatter = RelativeTimeFormatter(cutoffMinutes: nil, skewTolerance: 0)
    static let formatterIncludingSeconds = RelativeTimeFormatter(cutoffMinutes: nil, skewTolerance: 0, includeSeconds: true)

    @Test(arguments: distances)
    func distance(seconds: TimeInterval, words: String) {
        Self.expect(Self.formatter, from: Self.from, to: Self.from.addingTimeInterval(seconds), words: words)
    }

    @Test(arguments: distancesIncludingSeconds)
    func distanceIncludingSeconds(seconds: TimeInterval, words: String) {
        Self.expect(Self.formatterIncludingSeconds, from: Self.from, to: Self.from.addingTimeInterval(seconds), words: words)
    }

    @Test(arguments: calendarDistances)
    func calendarDistance(to: String, words: String) throws {
        let later = try #require(Timestamp(to)).date
        Self.expect(Self.formatter, from: Self.from, to: later, words: words)
    }

    @Test(arguments: instantPairs)
    func instantPair(from: String, to: String, words: String) throws {
        let earlier = try #require(Timestamp(from)).date, later = try #require(Timestamp(to)).date
        Self.expect(Self.formatter, from: earlier, to: later, words: words)
    }

    /// The same words seen from both instants: "words ago" from the later, "in words" from the earlier.
    static func expect(
        _ formatter: RelativeTimeFormatter, from earlier: Date, to later: Date, words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(formatter.string(for: earlier, relativeTo: later) == "\(words) ago", sourceLocation: sourceLocation)
        // The same instant is the past's "… ago" (a distance of zero has no future side).
        guard later > earlier else { return }
        #expect(formatter.string(for: later, relativeTo: earlier) == "in \(words)", sourceLocation: sourceLocation)
    }
}
