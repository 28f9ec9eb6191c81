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
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        let (year, month, day) = PostgresCopyText.civilDate(daysSince1970: days)
        buffer.writeString(String(
            format: "\"%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ\"",
            year, month, day, secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60))
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

extension Int64 {
    /// The quotient rounded toward minus infinity.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDivided(by:)``, from 0 to divisor - 1.
    fileprivate func floorModulo(_ divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
