import Foundation
import Testing
import Timestamps

@Suite("Timestamps with Foundation")
struct TimestampFoundationTests {
    static let now = Date(timeIntervalSince1970: 1_767_960_000)  // 2026-01-09T12:00:00Z

    @Test func dateParsesWithTheTimestampStrategy() throws {
        #expect(try Date("2007-01-09T10:00:00Z", strategy: .timestamp) == Date(timeIntervalSince1970: 1_168_336_800))
        #expect(try Date("2007-01-09 10:00:00 GMT", strategy: .timestamp) == Date(timeIntervalSince1970: 1_168_336_800))
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(try Date("2007-01-09 02:00", strategy: .timestamp(defaultTimeZone: zone)) == Date(timeIntervalSince1970: 1_168_336_800))
    }

    static let badTexts: [(String, TimestampParseError)] = [
        ("2007-02-30", TimestampParseError(.outOfRange(.day), at: 8)),
        ("2007-13-01", TimestampParseError(.outOfRange(.month), at: 5)),
    ]

    @Test(arguments: badTexts)
    func badTextThrowsTheTypedError(text: String, error: TimestampParseError) {
        #expect(throws: error) { try Date(text, strategy: .timestamp) }
        #expect(throws: error) { try Timestamp.ParseStrategy().parse(text) }
    }

    @Test func strategyAgreesWithTheParser() throws {
        for text in ["2026-01-09T10:00:00.250+09:00", "2026-01-09", "2026-01-09t10:00z", "2026-01-09T24:00"] {
            #expect(try Date(text, strategy: .timestamp) == (try Timestamp(parsing: text).date), "\(text)")
        }
    }

    @Test func strategyIsCodable() throws {
        let strategy = Timestamp.ParseStrategy(defaultTimeZone: TimeZone(identifier: "Asia/Tokyo"))
        let decoded = try JSONDecoder().decode(Timestamp.ParseStrategy.self, from: JSONEncoder().encode(strategy))
        #expect(decoded == strategy)
    }

    static let timeAgoCases: [(TimeInterval, String)] = [
        (-180, "3 minutes ago"), (150, "in 3 minutes"), (149, "in 2 minutes"), (-3_000, "about 1 hour ago"),
        (4, "just now"), (-40 * 86_400, "on 11/30/25"),
    ]

    @Test(arguments: timeAgoCases)
    func timeAgoGivesTheFormattersText(offset: TimeInterval, expected: String) {
        let date = Self.now.addingTimeInterval(offset)
        #expect(date.formatted(.timeAgo(relativeTo: Self.now)) == expected)
        #expect(RelativeTimeFormatter().string(for: date, relativeTo: Self.now) == expected)
    }

    @Test func timeAgoDefaultsToTheStandardFormatter() {
        #expect(RelativeTimeFormatter.standard == RelativeTimeFormatter())
        #expect(RelativeTimeFormatter.FormatStyle.timeAgo(relativeTo: Self.now).formatter == RelativeTimeFormatter())
    }

    @Test func timeAgoUsesTheGivenFormatter() {
        let formatter = RelativeTimeFormatter(includeSeconds: true)
        #expect(Self.now.addingTimeInterval(-15).formatted(.timeAgo(relativeTo: Self.now, formatter: formatter)) == "less than 20 seconds ago")
        let german = RelativeTimeFormatter.FormatStyle(now: Self.now).locale(Locale(identifier: "de_DE"))
        #expect(german.formatter.locale.identifier == "de_DE")
        #expect(german.format(Self.now.addingTimeInterval(-180)) == RelativeTimeFormatter(locale: Locale(identifier: "de_DE")).string(for: Self.now.addingTimeInterval(-180), relativeTo: Self.now))
    }

    @Test func timeAgoStyleRoundTripsThroughJSON() throws {
        let style = RelativeTimeFormatter.FormatStyle(
            formatter: RelativeTimeFormatter(locale: Locale(identifier: "fr_FR"), timeZone: .gmt, cutoffMinutes: nil, skewTolerance: 5, includeSeconds: true),
            now: Self.now)
        let decoded = try JSONDecoder().decode(RelativeTimeFormatter.FormatStyle.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(decoded.format(Self.now.addingTimeInterval(-15)) == style.format(Self.now.addingTimeInterval(-15)))
    }
}
