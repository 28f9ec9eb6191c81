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
            guard let field else { buffer.writeStaticString("\\N"); continue }
            // A byte below a space, or a backslash, may need escaping; the common case has none and is copied whole.
            guard field.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") }) else { buffer.writeString(field); continue }
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
    /// (`2026-11-25 11:33:37.123456+00`): the date and time of day by the C library's `gmtime_r`.
    static func field(_ date: Date) -> String {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded(.towardZero))
        let fraction = (micros % 1_000_000 + 1_000_000) % 1_000_000  // past the second below, before 1970 too
        var (seconds, time) = (time_t((micros - fraction) / 1_000_000), tm())
        gmtime_r(&seconds, &time)
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d.%06lld+00",
            time.tm_year + 1900, time.tm_mon + 1, time.tm_mday, time.tm_hour, time.tm_min, time.tm_sec, fraction)
    }
}
