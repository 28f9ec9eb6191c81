import FormKitTestSupport
import Foundation
import Testing
@testable import Timestamps

/// The parser against Foundation's `ISO8601DateFormatter`, the reference for RFC 3339 text.
@Suite("Timestamp vs ISO8601DateFormatter")
struct TimestampDifferentialTests {
    static let instantCount = 100_000

    /// A random instant between 1583 and 9999, written at a random offset with a random
    /// millisecond fraction, parsed by both; the instants and the UTC renderings must be equal.
    @Test func agreesOnRandomInstants() throws {
        let reference = ISO8601DateFormatter()
        reference.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var rng = SplitMix64(seed: 20_070_109)
        var mismatches: [String] = []
        for _ in 0..<Self.instantCount {
            let seconds = Int64.random(in: Self.firstGregorianYear...253_402_300_799, using: &rng)
            let milliseconds = Int.random(in: 0...999, using: &rng)
            let offsetMinutes = Bool.random(using: &rng) ? 0 : Int.random(in: -(23 * 60 + 59)...(23 * 60 + 59), using: &rng)
            let text = Self.text(seconds: seconds, milliseconds: milliseconds, offsetMinutes: offsetMinutes, zulu: offsetMinutes == 0 && Bool.random(using: &rng))
            guard let ours = Timestamp(text) else {
                mismatches.append("rejected \(text)")
                continue
            }
            let theirs = reference.date(from: text)
            let expectedMilliseconds = seconds * 1_000 + Int64(milliseconds)
            let ourMilliseconds = ours.secondsSince1970 * 1_000 + Int64(ours.nanoseconds / 1_000_000)
            if ourMilliseconds != expectedMilliseconds || ours.nanoseconds % 1_000_000 != 0 {
                mismatches.append("\(text): ours \(ours.utcString)")
            }
            // Foundation's Date is a Double: compare at its precision, then the rendered milliseconds
            // (Foundation truncates when rendering, so its instant is nudged by 0.1 ms first).
            let theirMilliseconds = theirs.map { Int64(($0.timeIntervalSince1970 * 1_000).rounded()) }
            if theirMilliseconds != expectedMilliseconds {
                mismatches.append("\(text): Foundation \(theirs?.timeIntervalSince1970 ?? .nan) vs \(ours.date.timeIntervalSince1970)")
            } else if let theirs, ours.utcString != reference.string(from: theirs.addingTimeInterval(0.000_1)) {
                mismatches.append("\(text): utcString \(ours.utcString) vs \(reference.string(from: theirs))")
            }
            if mismatches.count > 20 { break }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// 1583-01-01T00:00:00Z: Foundation's Gregorian calendar is Julian before 1582-10-15, while
    /// ISO 8601 and this parser use the proleptic Gregorian calendar, so the range starts after it.
    static let firstGregorianYear: Int64 = -12_212_553_600

    @Test func documentsTheJulianCutoverDifference() throws {
        let reference = ISO8601DateFormatter()
        let ours = try Timestamp(parsing: "1000-01-01T00:00:00Z")
        let theirs = try #require(reference.date(from: "1000-01-01T00:00:00Z"))
        #expect(theirs.timeIntervalSince(ours.date) == 5 * 86_400)  // Julian 1000-01-01 is Gregorian 1000-01-06
        #expect(try Timestamp(parsing: "1583-01-01T00:00:00Z").date == reference.date(from: "1583-01-01T00:00:00Z"))
    }

    /// Foundation silently repairs February 30 into March 2; the parser refuses it.
    @Test func refusesWhatFoundationRepairs() {
        let reference = ISO8601DateFormatter()
        #expect(reference.date(from: "2026-02-30T00:00:00Z") == Timestamp("2026-03-02T00:00:00Z")?.date)
        #expect(Timestamp("2026-02-30T00:00:00Z") == nil)
    }

    /// Impossible dates and times that Foundation refuses are refused here too.
    @Test(arguments: ["2026-13-01T00:00:00Z", "2026-01-01T25:00:00Z", "2026-01-01T10:61:00Z", "2026-01-01T10:00:61Z"])
    func rejectsWhatFoundationRejects(text: String) {
        let reference = ISO8601DateFormatter()
        #expect(reference.date(from: text) == nil)
        #expect(Timestamp(text) == nil)
    }

    static func text(seconds: Int64, milliseconds: Int, offsetMinutes: Int, zulu: Bool) -> String {
        let (date, secondOfDay) = CivilDate.split(secondsSince1970: seconds + Int64(offsetMinutes) * 60)
        var text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03d", date.year, date.month, date.day,
                          secondOfDay / 3_600, secondOfDay / 60 % 60, secondOfDay % 60, milliseconds)
        if zulu {
            text += "Z"
        } else {
            let sign = offsetMinutes < 0 ? "-" : "+"
            text += String(format: "%@%02d:%02d", sign, abs(offsetMinutes) / 60, abs(offsetMinutes) % 60)
        }
        return text
    }
}
