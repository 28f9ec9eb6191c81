import Foundation
import FormKitTestSupport
import Testing
@testable import Timestamps

@Suite("Timestamp parsing")
struct TimestampParsingTests {
    /// Every documented shape, with the UTC instant it must give.
    @Test(arguments: [
        ("2026-01-09", "2026-01-09T00:00:00.000Z"),
        ("2026-01-09T10:00", "2026-01-09T10:00:00.000Z"),
        ("2026-01-09T10:00:07", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09t10:00:07z", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09 10:00:07", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09T10:00:07Z", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09T10:00:07 GMT", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09T10:00:07 UTC", "2026-01-09T10:00:07.000Z"),
        ("2026-01-09T10:00:07.5Z", "2026-01-09T10:00:07.500Z"),
        ("2026-01-09T10:00:07,25Z", "2026-01-09T10:00:07.250Z"),
        ("2026-01-09T10:00:07.123456789123Z", "2026-01-09T10:00:07.123Z"),
        ("2026-01-09T10:00:07+09:00", "2026-01-09T01:00:07.000Z"),
        ("2026-01-09T10:00:07+0900", "2026-01-09T01:00:07.000Z"),
        ("2026-01-09T10:00:07+09", "2026-01-09T01:00:07.000Z"),
        ("2026-01-09T10:00:07-03:30", "2026-01-09T13:30:07.000Z"),
        ("2026-01-09T10:00-00:00", "2026-01-09T10:00:00.000Z"),
        ("2026-01-01T00:30:00+05:45", "2025-12-31T18:45:00.000Z"),
        ("2024-02-29T23:59:59.999Z", "2024-02-29T23:59:59.999Z"),
        ("2000-02-29", "2000-02-29T00:00:00.000Z"),
        ("2026-12-31T24:00", "2027-01-01T00:00:00.000Z"),
        ("2026-12-31T24:00:00.000Z", "2027-01-01T00:00:00.000Z"),
        ("1969-12-31T23:59:59.250Z", "1969-12-31T23:59:59.250Z"),
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00.000Z"),
        ("9999-12-31T23:59:59Z", "9999-12-31T23:59:59.000Z"),
    ])
    func acceptsShape(text: String, utc: String) throws {
        let stamp = try Timestamp(parsing: text)
        #expect(stamp.utcString == utc)
        #expect(Timestamp(text) == stamp)
    }

    @Test func keepsTheOffsetAsWritten() throws {
        #expect(try Timestamp(parsing: "2026-01-09T10:00:00+09:00").utcOffset == 32_400)
        #expect(try Timestamp(parsing: "2026-01-09T10:00:00-0130").utcOffset == -5_400)
        #expect(try Timestamp(parsing: "2026-01-09T10:00:00 GMT").utcOffset == 0)
        #expect(try Timestamp(parsing: "2026-01-09T10:00:00").utcOffset == nil)
    }

    @Test func readsTextWithoutAZoneInTheDefaultZone() throws {
        let pacific = try #require(TimeZone(identifier: "US/Pacific"))
        #expect(try Timestamp(parsing: "2007-01-09T10:00:00", defaultTimeZone: pacific).utcString == "2007-01-09T18:00:00.000Z")
        #expect(try Timestamp(parsing: "2007-07-09T10:00:00", defaultTimeZone: pacific).utcString == "2007-07-09T17:00:00.000Z")
        // An explicit offset wins over the default zone.
        #expect(try Timestamp(parsing: "2007-01-09T10:00:00Z", defaultTimeZone: pacific).utcString == "2007-01-09T10:00:00.000Z")
        // 02:30 does not exist on 2026-03-08 in the US: it lands after the jump, like Foundation.
        #expect(try Timestamp(parsing: "2026-03-08T02:30", defaultTimeZone: pacific).utcString == "2026-03-08T10:30:00.000Z")
        // 01:30 happens twice on 2026-11-01: the earlier one (still daylight time) is taken.
        #expect(try Timestamp(parsing: "2026-11-01T01:30", defaultTimeZone: pacific).utcString == "2026-11-01T08:30:00.000Z")
    }

    @Test func agreesWithCalendarOnZonedWallClockTimes() throws {
        var rng = SplitMix64(seed: 5)
        for identifier in ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns"] {
            let zone = try #require(TimeZone(identifier: identifier))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<300 {
                let seconds = Int64.random(in: 0...4_102_444_800, using: &rng)
                let wall = CivilDate.split(secondsSince1970: seconds)
                let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", wall.date.year, wall.date.month, wall.date.day,
                                  wall.secondOfDay / 3600, wall.secondOfDay / 60 % 60, wall.secondOfDay % 60)
                let parsed = try Timestamp(parsing: text, defaultTimeZone: zone)
                let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: parsed.date)
                let roundTrips = back.year == wall.date.year && back.month == wall.date.month && back.day == wall.date.day
                    && back.hour! * 3600 + back.minute! * 60 + back.second! == wall.secondOfDay
                // Wall-clock times inside a daylight-saving gap do not exist; all others must round-trip.
                let gap = zone.secondsFromGMT(for: parsed.date.addingTimeInterval(-7200)) != zone.secondsFromGMT(for: parsed.date)
                #expect(roundTrips || gap, "\(identifier) \(text)")
            }
        }
    }

    @Test func parsesSubstringsAndNonContiguousText() throws {
        let line = "stamp=2026-01-09T10:00:00Z;"
        let slice = line.dropFirst(6).dropLast()
        #expect(try Timestamp(parsing: slice).utcString == "2026-01-09T10:00:00.000Z")
        let bridged = NSString(string: "2026-01-09T10:00:00Z") as String
        #expect(try Timestamp(parsing: bridged).utcString == "2026-01-09T10:00:00.000Z")
    }

    @Test func convertsToDateExactly() throws {
        let stamp = try Timestamp(parsing: "2001-01-01T00:00:00.5Z")
        #expect(stamp.date == Date(timeIntervalSinceReferenceDate: 0.5))
        #expect(Timestamp(stamp.date).utcString == "2001-01-01T00:00:00.500Z")
        #expect(Timestamp(Date(timeIntervalSince1970: -0.25)).utcString == "1969-12-31T23:59:59.750Z")
    }
}
