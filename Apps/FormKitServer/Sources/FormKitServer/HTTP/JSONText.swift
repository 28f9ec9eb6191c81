import Foundation
import Hummingbird

/// JSON written straight into a buffer, byte for byte as the app's `JSONEncoder` writes it (sorted keys
/// are the caller's order; strings escaped alike, `/` too; dates as ISO 8601 seconds in UTC).
///
/// For the one answer that is large and frequent, a page of contacts: `JSONEncoder` builds a tree of
/// boxed values and sorts each object's keys, which was a quarter of the server's time per page.
///
/// ```swift
/// var json = JSONText()
/// json.raw("{\"name\":"); json.string("Ada \"A\" / B"); json.raw("}")   // {"name":"Ada \"A\" \/ B"}
/// ```
struct JSONText {
    private(set) var buffer = ByteBuffer()

    init(capacity: Int = 4096) {
        buffer.reserveCapacity(capacity)
    }

    /// Text that is already JSON (punctuation and keys).
    mutating func raw(_ text: StaticString) {
        buffer.writeStaticString(text)
    }

    /// A JSON string.
    mutating func string(_ text: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/") }) {
            buffer.writeString(text)
        } else {
            for byte in text.utf8 { escape(byte) }
        }
        buffer.writeInteger(UInt8(ascii: "\""))
    }

    /// A JSON number.
    mutating func integer(_ value: some BinaryInteger) {
        buffer.writeString(String(value))
    }

    /// A date as `JSONEncoder`'s `.iso8601` writes it: `2026-01-14T12:00:00Z`, the seconds truncated.
    mutating func date(_ date: Date) {
        var (seconds, time) = (time_t(date.timeIntervalSince1970.rounded(.down)), tm())
        gmtime_r(&seconds, &time)
        let year = Int(time.tm_year) + 1900
        guard (0...9999).contains(year) else {
            // `JSONEncoder` writes such a year as the C library does; a page never holds one.
            buffer.writeString(String(
                format: "\"%04d-%02d-%02dT%02d:%02d:%02dZ\"",
                year, time.tm_mon + 1, time.tm_mday, time.tm_hour, time.tm_min, time.tm_sec))
            return
        }
        // The digits written one by one: `String(format:)` was the costliest part of a page's JSON.
        buffer.writeInteger(UInt8(ascii: "\""))
        digits(year, count: 4)
        buffer.writeInteger(UInt8(ascii: "-"))
        digits(Int(time.tm_mon) + 1, count: 2)
        buffer.writeInteger(UInt8(ascii: "-"))
        digits(Int(time.tm_mday), count: 2)
        buffer.writeInteger(UInt8(ascii: "T"))
        digits(Int(time.tm_hour), count: 2)
        buffer.writeInteger(UInt8(ascii: ":"))
        digits(Int(time.tm_min), count: 2)
        buffer.writeInteger(UInt8(ascii: ":"))
        digits(Int(time.tm_sec), count: 2)
        buffer.writeStaticString("Z\"")
    }

    /// `value`'s last `count` decimal digits, zeros first.
    private mutating func digits(_ value: Int, count: Int) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            buffer.writeInteger(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// `null`, or the string.
    mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
        case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
        case UInt8(ascii: "/"): buffer.writeStaticString("\\/")
        case 0x08: buffer.writeStaticString("\\b")
        case 0x0C: buffer.writeStaticString("\\f")
        case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
        case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
        case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
        case ..<0x20: buffer.writeString(String(format: "\\u%04x", byte))
        default: buffer.writeInteger(byte)
        }
    }
}
