/// The byte-level scanner behind `Timestamp(parsing:)`: one pass over UTF-8, no allocation,
/// no Foundation.
///
/// Accepted shapes (`d` is an ASCII digit; `[ ]` is optional):
///
///     yyyy-MM-dd                                  date only: midnight
///     yyyy-MM-dd(T|t| )HH:mm[:ss[(.|,)d+]][zone]   date and time
///
///     zone = Z | z | ±HH:mm | ±HHmm | ±HH | " GMT" | " UTC"
///
/// - The year has exactly four digits (0000–9999, proleptic Gregorian).
/// - Seconds are optional; fractional seconds take any number of digits. Digits past the ninth
///   (nanoseconds) are checked and ignored.
/// - `24:00`, `24:00:00` and `24:00:00.000…` mean midnight at the end of the day, i.e. the next
///   day's `00:00` (ISO 8601:2004). Any other hour 24 is out of range.
/// - Second `60` (a leap second) is out of range: POSIX time and `Date` have no leap seconds, and
///   silently moving it to the next minute would hide a bad clock.
/// - Offsets are at most `±23:59`. Without a zone, the caller's default zone applies (UTC unless
///   one is passed).
struct TimestampScanner {
    typealias Field = TimestampParseError.Field

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Set when a fraction had non-zero digits past the ninth (only matters for `24:00`).
    private var nonZeroDigitsIgnored = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The fields read from the text, before any time zone is applied.
    struct Fields {
        var date: CivilDate
        var secondOfDay: Int
        var nanoseconds: Int32
        /// Seconds east of UTC, or `nil` when the text carried no zone.
        var utcOffset: Int32?
    }

    /// The fields of `bytes`, or why they are not a timestamp.
    static func fields(in bytes: UnsafeBufferPointer<UInt8>) -> Result<Fields, TimestampParseError> {
        var scanner = TimestampScanner(bytes)
        return Result { () throws(TimestampParseError) in try scanner.scan() }
    }

    /// `fields(in:)` for bytes that are not contiguous in their string.
    static func fields(in bytes: [UInt8]) -> Result<Fields, TimestampParseError> {
        bytes.withUnsafeBufferPointer(fields(in:))
    }

    mutating func scan() throws(TimestampParseError) -> Fields {
        if var fields = fixedDateAndTime() {
            index = 19
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                fields.nanoseconds = try fraction()
            }
            return try finish(fields)
        }
        return try scanPieceByPiece()
    }

    /// The common shape `yyyy-MM-ddTHH:mm:ss`, read at fixed positions in one straight pass.
    /// `nil` sends the text down the general path, which also finds and reports any error.
    @inline(__always)
    private func fixedDateAndTime() -> Fields? {
        guard bytes.count >= 19, let base = bytes.baseAddress else { return nil }
        let separator = base[10]
        guard base[4] == UInt8(ascii: "-"), base[7] == UInt8(ascii: "-"),
              base[13] == UInt8(ascii: ":"), base[16] == UInt8(ascii: ":"),
              separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ") || separator == UInt8(ascii: "t")
        else { return nil }
        @inline(__always) func digit(_ offset: Int) -> Int { Int(base[offset] &- UInt8(ascii: "0")) }
        let notDigits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18].reduce(0) { $0 | (digit($1) > 9 ? 1 : 0) }
        guard notDigits == 0 else { return nil }
        let year = digit(0) * 1_000 + digit(1) * 100 + digit(2) * 10 + digit(3)
        let month = digit(5) * 10 + digit(6)
        let day = digit(8) * 10 + digit(9)
        let hour = digit(11) * 10 + digit(12)
        let minute = digit(14) * 10 + digit(15)
        let second = digit(17) * 10 + digit(18)
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(month, of: year),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        return Fields(date: CivilDate(year: year, month: month, day: day),
                      secondOfDay: hour * 3_600 + minute * 60 + second, nanoseconds: 0)
    }

    /// The optional zone, then the end of the text.
    @inline(__always)
    private mutating func finish(_ fields: Fields) throws(TimestampParseError) -> Fields {
        var fields = fields
        if index < bytes.count {
            fields.utcOffset = try scanZone()
        }
        guard index == bytes.count else { throw TimestampParseError(.expectedEnd, at: index) }
        return fields
    }

    /// Every shape, one field at a time, with the exact offset of any error.
    mutating func scanPieceByPiece() throws(TimestampParseError) -> Fields {
        let year = try digits(4, of: .year)
        try expect(UInt8(ascii: "-"))
        let monthStart = index
        let month = try digits(2, of: .month)
        guard (1...12).contains(month) else { throw TimestampParseError(.outOfRange(.month), at: monthStart) }
        try expect(UInt8(ascii: "-"))
        let dayStart = index
        let day = try digits(2, of: .day)
        guard day >= 1, day <= CivilDate.daysInMonth(month, of: year) else {
            throw TimestampParseError(.outOfRange(.day), at: dayStart)
        }
        var fields = Fields(date: CivilDate(year: year, month: month, day: day), secondOfDay: 0, nanoseconds: 0)
        guard index < bytes.count else { return fields }

        switch bytes[index] {
        case UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " "): index += 1
        default: throw TimestampParseError(.expectedDateTimeSeparator, at: index)
        }
        try scanTime(into: &fields)
        return try finish(fields)
    }

    @inline(__always)
    private mutating func scanTime(into fields: inout Fields) throws(TimestampParseError) {
        let hourStart = index
        let hour = try digits(2, of: .hour)
        guard hour <= 24 else { throw TimestampParseError(.outOfRange(.hour), at: hourStart) }
        try expect(UInt8(ascii: ":"))
        let minuteStart = index
        let minute = try digits(2, of: .minute)
        guard minute <= 59 else { throw TimestampParseError(.outOfRange(.minute), at: minuteStart) }
        var second = 0
        var fractionIsZero = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            let secondStart = index
            second = try digits(2, of: .second)
            guard second <= 59 else { throw TimestampParseError(.outOfRange(.second), at: secondStart) }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                fields.nanoseconds = try fraction()
                fractionIsZero = fields.nanoseconds == 0 && !nonZeroDigitsIgnored
            }
        }
        if hour == 24, minute == 0, second == 0, fractionIsZero {
            fields.secondOfDay = 86_400  // the end of the day; normalized by the caller
        } else if hour <= 23 {
            fields.secondOfDay = hour * 3_600 + minute * 60 + second
        } else {
            throw TimestampParseError(.outOfRange(.hour), at: hourStart)
        }
    }

    @inline(__always)
    private mutating func fraction() throws(TimestampParseError) -> Int32 {
        guard index < bytes.count, let first = digitValue(bytes[index]) else {
            throw TimestampParseError(.expectedDigit(.fraction), at: index)
        }
        var nanoseconds = Int32(first)
        var count = 1
        index += 1
        while index < bytes.count, let digit = digitValue(bytes[index]) {
            if count < 9 {
                nanoseconds = nanoseconds * 10 + Int32(digit)
            } else if digit != 0 {
                nonZeroDigitsIgnored = true
            }
            count += 1
            index += 1
        }
        for _ in count..<max(count, 9) { nanoseconds *= 10 }
        return nanoseconds
    }

    private mutating func scanZone() throws(TimestampParseError) -> Int32 {
        let zoneStart = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
            return 0
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            index += 1
            let hourStart = index
            let hours = try digits(2, of: .offsetHour)
            guard hours <= 23 else { throw TimestampParseError(.outOfRange(.offsetHour), at: hourStart) }
            var minutes = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") || digitValue(bytes[index]) != nil {
                if bytes[index] == UInt8(ascii: ":") { index += 1 }
                let minuteStart = index
                minutes = try digits(2, of: .offsetMinute)
                guard minutes <= 59 else { throw TimestampParseError(.outOfRange(.offsetMinute), at: minuteStart) }
            }
            let seconds = Int32(hours * 3_600 + minutes * 60)
            return byte == UInt8(ascii: "-") ? -seconds : seconds
        case UInt8(ascii: " "):
            if matches("GMT", at: index + 1) || matches("UTC", at: index + 1) {
                index += 4
                return 0
            }
            throw TimestampParseError(.expectedTimeZone, at: zoneStart)
        default:
            throw TimestampParseError(.expectedTimeZone, at: zoneStart)
        }
    }

    private func matches(_ word: StaticString, at start: Int) -> Bool {
        guard start + word.utf8CodeUnitCount <= bytes.count else { return false }
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (offset, byte) in wordBytes.enumerated() where bytes[start + offset] != byte {
            return false
        }
        return true
    }

    @inline(__always)
    private mutating func digits(_ count: Int, of field: Field) throws(TimestampParseError) -> Int {
        var value = 0
        for _ in 0..<count {
            guard index < bytes.count, let digit = digitValue(bytes[index]) else {
                throw TimestampParseError(.expectedDigit(field), at: index)
            }
            value = value * 10 + digit
            index += 1
        }
        return value
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8) throws(TimestampParseError) {
        guard index < bytes.count, bytes[index] == byte else {
            throw TimestampParseError(.expectedCharacter(Character(Unicode.Scalar(byte))), at: index)
        }
        index += 1
    }

    @inline(__always)
    private func digitValue(_ byte: UInt8) -> Int? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int(value) : nil
    }
}
