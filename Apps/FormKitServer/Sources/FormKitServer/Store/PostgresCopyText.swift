import Foundation
import PostgresNIO

/// Rows in the text format of PostgreSQL's `COPY … FROM STDIN`: fields split by tabs, rows ended by
/// newlines, and a backslash, tab, newline or carriage return inside a field escaped.
///
/// This is data, never SQL: whatever a field holds, it stays one field of one row.
struct PostgresCopyText {
    private(set) var buffer = ByteBuffer()

    /// Appends one row of fields, each already in PostgreSQL's text form (``field(_:)`` for dates); nil is NULL (`\N`).
    mutating func append(_ fields: [String?]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.writeInteger(UInt8(ascii: "\t")) }
            guard let field else {
                buffer.writeStaticString("\\N")
                continue
            }
            // A byte below a space, or a backslash, may need escaping; the common case has none and is copied whole.
            guard field.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") }) else {
                buffer.writeString(field)
                continue
            }
            for byte in field.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
                case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
                case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
                case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
                default: buffer.writeInteger(byte)
                }
            }
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    /// A `timestamptz` in UTC to the microsecond, as postgres-nio's binary form has it
    /// (`2026-11-25 11:33:37.123456+00`).
    static func field(_ date: Date) -> String {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded(.towardZero))
        let (days, dayMicros) = micros.quotientAndRemainder(dividingBy: 86_400_000_000)
        let (day, time) = dayMicros < 0 ? (days - 1, dayMicros + 86_400_000_000) : (days, dayMicros)
        let (year, month, dayOfMonth) = civilDate(daysSince1970: day)
        let seconds = time / 1_000_000
        return String(
            format: "%04lld-%02lld-%02lld %02lld:%02lld:%02lld.%06lld+00",
            year, month, dayOfMonth, seconds / 3600, seconds / 60 % 60, seconds % 60, time % 1_000_000)
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
