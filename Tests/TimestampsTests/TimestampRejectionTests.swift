import Testing
import Timestamps

@Suite("Timestamp rejection")
struct TimestampRejectionTests {
    typealias Kind = TimestampParseError.Kind

    /// Each field out of range, each truncation and some junk, with the error and offset expected.
    @Test(arguments: [
        // Out of range, reported at the field's first digit.
        ("2026-13-01", Kind.outOfRange(.month), 5),
        ("2026-00-01", .outOfRange(.month), 5),
        ("2026-01-00", .outOfRange(.day), 8),
        ("2026-01-32", .outOfRange(.day), 8),
        ("2026-02-29", .outOfRange(.day), 8),
        ("1900-02-29", .outOfRange(.day), 8),
        ("2026-04-31", .outOfRange(.day), 8),
        ("2026-01-09T25:00:00Z", .outOfRange(.hour), 11),
        ("2026-01-09T25:99", .outOfRange(.hour), 11),
        ("2026-01-09T24:00:01Z", .outOfRange(.hour), 11),
        ("2026-01-09T24:01Z", .outOfRange(.hour), 11),
        ("2026-01-09T24:00:00.001Z", .outOfRange(.hour), 11),
        ("2026-01-09T24:00:00.0000000001Z", .outOfRange(.hour), 11),
        ("2026-01-09T10:60:00Z", .outOfRange(.minute), 14),
        ("2026-01-09T10:00:60Z", .outOfRange(.second), 17),
        ("2026-12-31T23:59:60Z", .outOfRange(.second), 17),
        ("2026-01-09T10:00:00+24:00", .outOfRange(.offsetHour), 20),
        ("2026-01-09T10:00:00+01:60", .outOfRange(.offsetMinute), 23),
        // Truncations, reported at the end.
        ("", .expectedDigit(.year), 0),
        ("202", .expectedDigit(.year), 3),
        ("2026", .expectedCharacter("-"), 4),
        ("2026-", .expectedDigit(.month), 5),
        ("2026-0", .expectedDigit(.month), 6),
        ("2026-01", .expectedCharacter("-"), 7),
        ("2026-01-0", .expectedDigit(.day), 9),
        ("2026-01-09T", .expectedDigit(.hour), 11),
        ("2026-01-09T1", .expectedDigit(.hour), 12),
        ("2026-01-09T10", .expectedCharacter(":"), 13),
        ("2026-01-09T10:", .expectedDigit(.minute), 14),
        ("2026-01-09T10:0", .expectedDigit(.minute), 15),
        ("2026-01-09T10:00:", .expectedDigit(.second), 17),
        ("2026-01-09T10:00:0", .expectedDigit(.second), 18),
        ("2026-01-09T10:00:00.", .expectedDigit(.fraction), 20),
        ("2026-01-09T10:00:00+", .expectedDigit(.offsetHour), 20),
        ("2026-01-09T10:00:00+0", .expectedDigit(.offsetHour), 21),
        ("2026-01-09T10:00:00+01:", .expectedDigit(.offsetMinute), 23),
        ("2026-01-09T10:00:00+010", .expectedDigit(.offsetMinute), 23),
        ("2026-01-09T10:00:00 GM", .expectedTimeZone, 19),
        // Junk.
        ("yesterday", .expectedDigit(.year), 0),
        ("26-01-09", .expectedDigit(.year), 2),
        ("2026/01/09", .expectedCharacter("-"), 4),
        ("2026-1-09", .expectedDigit(.month), 6),
        ("2026-01-09X10:00", .expectedDateTimeSeparator, 10),
        ("2026-01-09Z", .expectedDateTimeSeparator, 10),
        ("2026-01-09T10:00:00Zjunk", .expectedEnd, 20),
        ("2026-01-09T10:00:00+01:00 ", .expectedEnd, 25),
        ("2026-01-09T10:00:00 PST", .expectedTimeZone, 19),
        ("2026-01-09T10:00:00EST", .expectedTimeZone, 19),
        ("2026-01-09T10:00:00.12a", .expectedTimeZone, 22),
        ("2026-01-09T10:00:00 GMT ", .expectedEnd, 23),
        ("２０２６-01-09", .expectedDigit(.year), 0),
        (" 2026-01-09", .expectedDigit(.year), 0),
    ])
    func rejects(text: String, kind: Kind, offset: Int) {
        #expect(throws: TimestampParseError(kind, at: offset)) {
            try Timestamp(parsing: text)
        }
        #expect(Timestamp(text) == nil)
    }

    @Test func errorMessagesNameTheFieldAndOffsetButNotTheInput() {
        #expect(TimestampParseError(.outOfRange(.day), at: 8).description == "day out of range at offset 8")
        #expect(TimestampParseError(.expectedDigit(.month), at: 5).description == "expected a digit of the month at offset 5")
        #expect(TimestampParseError(.expectedCharacter(":"), at: 13).description == "expected ':' at offset 13")
        #expect(TimestampParseError(.expectedTimeZone, at: 19).description == "expected 'Z', '+hh:mm', '-hh:mm' or ' GMT' at offset 19")
        #expect(TimestampParseError(.expectedEnd, at: 20).description == "expected the end of the timestamp at offset 20")
        #expect(TimestampParseError(.expectedDateTimeSeparator, at: 10).description == "expected 'T' or a space at offset 10")
    }

    @Test func everyTruncationOfAValidTimestampIsRejectedAtItsEnd() {
        let full = "2026-01-09T10:00:07.125+09:30"
        let validPrefixes: Set<Int> = [10, 16, 19, 21, 22, 23, 26, 29]  // date, HH:mm, :ss, fractions, ±hh, ±hh:mm
        for length in 0..<full.utf8.count where !validPrefixes.contains(length) {
            let prefix = String(full.utf8.prefix(length))!
            do {
                _ = try Timestamp(parsing: prefix)
                Issue.record("accepted \(prefix)")
            } catch {
                #expect(error.offset == length, "\(prefix)")
            }
        }
        for length in validPrefixes {
            #expect(Timestamp(String(full.utf8.prefix(length))!) != nil)
        }
    }
}
