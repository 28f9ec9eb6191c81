import Foundation
import Testing
import Timestamps

/// The examples in the public doc comments, run, so that the documentation cannot drift.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test func timestamp() throws {
        let stamp = try #require(Timestamp("2026-01-09T10:00:00.250+09:00"))
        #expect(stamp.secondsSince1970 == 1_767_920_400)
        #expect(stamp.nanoseconds == 250_000_000)
        #expect(stamp.utcOffset == 32_400)
        #expect(stamp.utcString == "2026-01-09T01:00:00.250Z")
        #expect(Timestamp("2026-01-09T10:00:00")?.utcString == "2026-01-09T10:00:00.000Z")
        #expect(Timestamp("2026-01-09 10:00:00 GMT")?.utcString == "2026-01-09T10:00:00.000Z")
        #expect(Timestamp("2007-01-09 10:00:00.123456-08:00")?.utcString == "2007-01-09T18:00:00.123Z")
        #expect(Timestamp(Date(timeIntervalSince1970: 1.5)).nanoseconds == 500_000_000)
        #expect(throws: TimestampParseError(.outOfRange(.month), at: 5)) { try Timestamp(parsing: "2026-13-01") }
        #expect(throws: TimestampParseError(.outOfRange(.day), at: 8)) { try Timestamp(parsing: "2026-02-29") }
    }

    @Test func relativeTimeFormatter() throws {
        let formatter = RelativeTimeFormatter()
        let now = try #require(Timestamp("2026-01-09T12:00:00Z")).date
        func date(_ text: String) throws -> Date { try #require(Timestamp(text)).date }
        #expect(formatter.string(for: try date("2026-01-09T11:57:00Z"), relativeTo: now) == "3 minutes ago")
        #expect(formatter.string(for: try date("2026-01-09T13:10:00Z"), relativeTo: now) == "in about 1 hour")
        #expect(formatter.string(for: try date("2026-01-09T12:00:04Z"), relativeTo: now) == "just now")
        #expect(formatter.string(for: try date("2025-12-01T09:00:00Z"), relativeTo: now) == "on 12/1/25")
        #expect(formatter.nextChange(for: try date("2026-01-09T11:57:00Z"), relativeTo: now) == (try date("2026-01-09T12:00:30Z")))
        #expect(formatter.nextChange(for: now.addingTimeInterval(-3_000), relativeTo: now) == now.addingTimeInterval(2_370))
    }
}
