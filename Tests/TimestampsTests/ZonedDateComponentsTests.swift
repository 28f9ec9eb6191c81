import Foundation
import Testing
import Timestamps

@Suite("ZonedDateComponents")
struct ZonedDateComponentsTests {
    /// The seed's table: the iPhone keynote, 2007-01-09 10:00 US/Pacific, seen in three zones.
    static let keynoteTable: [(String, [Int])] = [
        //              year  month day hour minute weekday weekdayOrdinal
        ("US/Eastern", [2007, 1, 9, 13, 0, 3, 2]),
        ("US/Pacific", [2007, 1, 9, 10, 0, 3, 2]),
        ("Asia/Tokyo", [2007, 1, 10, 3, 0, 4, 2]),
    ]

    @Test(arguments: keynoteTable)
    func reproducesTheSeedTable(zone: String, expected: [Int]) throws {
        let pacific = try #require(TimeZone(identifier: "US/Pacific"))
        let keynote = try Timestamp(parsing: "2007-01-09 10:00", defaultTimeZone: pacific).date
        let fields = ZonedDateComponents(keynote, in: try #require(TimeZone(identifier: zone)))
        #expect(fields.keyValuePairs.map(\.key) == ["year", "month", "day", "hour", "minute", "weekday", "weekdayOrdinal"])
        #expect(fields.keyValuePairs.map(\.value) == expected)
        #expect(fields.timeZoneIdentifier == zone)
    }

    @Test func agreesWithTheParsersCivilArithmeticInUTC() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        for text in ["1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "2026-12-31T12:34:56Z", "1969-07-20T20:17:40Z"] {
            let stamp = try Timestamp(parsing: text)
            let fields = ZonedDateComponents(stamp.date, in: utc)
            let rendered = String(format: "%04d-%02d-%02dT%02d:%02d:%02d.000Z", fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second)
            #expect(rendered == stamp.utcString)
        }
    }
}
