import Foundation
import PropertyBased
import Testing
@testable import Timestamps

@Suite("Timestamp properties")
struct TimestampPropertyTests {
    /// 0000-01-01T00:00:00Z ... 9999-12-31T23:59:59Z in POSIX seconds.
    static let supportedSeconds: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

    @Test func utcStringParsesBackToTheSameMillisecond() async {
        await propertyCheck(count: 2_000, input: Gen.int64(in: Self.supportedSeconds), Gen.int32(in: 0...999_999_999)) { seconds, nanoseconds in
            let stamp = Timestamp(secondsSince1970: seconds, nanoseconds: nanoseconds)
            let again = Timestamp(stamp.utcString)
            #expect(again?.secondsSince1970 == seconds)
            #expect(again?.nanoseconds == nanoseconds / 1_000_000 * 1_000_000)
            #expect(again?.utcOffset == 0)
        }
    }

    @Test func civilDatesRoundTripThroughDayCounts() async {
        await propertyCheck(count: 2_000, input: Gen.int64(in: -1_000_000_000...1_000_000_000)) { days in
            let date = CivilDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            #expect((1...12).contains(date.month))
            #expect((1...CivilDate.daysInMonth(date.month, of: date.year)).contains(date.day))
        }
    }

    @Test func anOffsetShiftsTheInstantByExactlyThatMuch() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: -(23 * 60 + 59)...(23 * 60 + 59))) { minutes in
            let sign = minutes < 0 ? "-" : "+"
            let text = "2026-06-15T12:00:00" + sign + String(format: "%02d:%02d", abs(minutes) / 60, abs(minutes) % 60)
            let stamp = Timestamp(text)
            #expect(stamp?.secondsSince1970 == 1_781_524_800 - Int64(minutes) * 60)
            #expect(stamp?.utcOffset == Int32(minutes * 60))
        }
    }
}
