/// Turns a file's bytes, fed in chunks, into UTF-8: UTF-8 with or without a byte-order mark, UTF-16
/// (little- or big-endian, with a mark or told by its zero bytes) and Windows-1252, told from the bytes.
///
/// Without a mark, a file is UTF-16 when its first characters have a zero byte beside them; otherwise
/// ASCII passes through until the first other byte, and the rest of that chunk decides: valid UTF-8
/// (an unfinished sequence at its end allowed) is UTF-8, anything else Windows-1252.
///
/// ```swift
/// var decoder = ImportTextDecoder()
/// decoder.decode([0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72])  // "Müller" in Windows-1252, as UTF-8 bytes
/// decoder.encoding                                       // .windows1252
/// ```
public struct ImportTextDecoder: Sendable {
    public enum Encoding: String, Sendable, Codable {
        case undecided, utf8, utf8WithMark = "utf8-bom", utf16LittleEndian = "utf16le", utf16BigEndian = "utf16be"
        case windows1252 = "windows-1252"
    }

    public private(set) var encoding = Encoding.undecided
    /// Bytes held back: the first few before the encoding is known, or half of a UTF-16 unit.
    private var held: [UInt8] = []
    /// A UTF-16 high surrogate waiting for its low half.
    private var highSurrogate: UInt16?
    private var sawFirstBytes = false

    public init() {}

    /// The UTF-8 bytes of the next chunk.
    public mutating func decode(_ chunk: some Sequence<UInt8>) -> [UInt8] {
        var bytes = held
        bytes.append(contentsOf: chunk)
        held.removeAll()
        if !sawFirstBytes {
            guard bytes.count >= 4 else { held = bytes; return [] }
            sawFirstBytes = true
            bytes = removeMark(bytes)
        }
        return convert(bytes, final: false)
    }

    /// The last bytes, at the end of the file.
    public mutating func finish() -> [UInt8] {
        var bytes = held
        held.removeAll()
        if !sawFirstBytes {
            sawFirstBytes = true
            bytes = removeMark(bytes)
        }
        var out = convert(bytes, final: true)
        if !held.isEmpty || highSurrogate != nil {
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // a broken last unit: U+FFFD, and the row is read as it is
            held.removeAll()
            highSurrogate = nil
        }
        return out
    }

    /// Reads a byte-order mark, or the zero bytes of UTF-16 text, and returns the bytes after any mark.
    private mutating func removeMark(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { encoding = .utf8WithMark; return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { encoding = .utf16LittleEndian; return Array(bytes.dropFirst(2)) }
        if bytes.starts(with: [0xFE, 0xFF]) { encoding = .utf16BigEndian; return Array(bytes.dropFirst(2)) }
        if bytes.count >= 4 {
            if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 { encoding = .utf16LittleEndian }
            if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 { encoding = .utf16BigEndian }
        }
        return bytes
    }

    private mutating func convert(_ bytes: [UInt8], final: Bool) -> [UInt8] {
        switch encoding {
        case .utf8, .utf8WithMark: return bytes
        case .windows1252: return Self.windows1252ToUTF8(bytes[...])
        case .utf16LittleEndian, .utf16BigEndian: return utf16ToUTF8(bytes)
        case .undecided:
            guard let firstOther = bytes.firstIndex(where: { $0 >= 0x80 }) else { return bytes }
            let tail = bytes[firstOther...]
            if !final, !Self.isUTF8(tail, final: true), Self.isUTF8(tail, final: false), tail.count < 4,
                !tail.dropFirst().contains(where: { $0 < 0x80 || $0 >= 0xC0 }) {
                // Only the start of one character so far: wait for the bytes that tell.
                held = Array(tail)
                return Array(bytes[..<firstOther])
            }
            encoding = Self.isUTF8(tail, final: final) ? .utf8 : .windows1252
            if encoding == .utf8 { return bytes }  // a held start of a character comes back with the next chunk
            return Array(bytes[..<firstOther]) + Self.windows1252ToUTF8(bytes[firstOther...])
        }
    }

    /// Whether `bytes` are valid UTF-8, an unfinished sequence at the end allowed unless `final`.
    static func isUTF8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return false
            }
            if index + length > bytes.endIndex {
                return !final && bytes[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            if length > 1, String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil { return false }
            index += length
        }
        return true
    }

    /// Windows-1252's characters 0x80–0x9F; the rest of its upper half is Latin-1.
    private static let high1252: [UInt16] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    static func windows1252ToUTF8(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                out.append(byte)
            } else {
                let scalar = byte < 0xA0 ? UInt32(high1252[Int(byte - 0x80)]) : UInt32(byte)
                appendUTF8(scalar, to: &out)
            }
        }
        return out
    }

    private mutating func utf16ToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        let littleEndian = encoding == .utf16LittleEndian
        while index + 1 < bytes.count {
            let unit = littleEndian
                ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            index += 2
            if let high = highSurrogate {
                highSurrogate = nil
                if (0xDC00...0xDFFF).contains(unit) {
                    let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                    Self.appendUTF8(scalar, to: &out)
                    continue
                }
                Self.appendUTF8(0xFFFD, to: &out)
            }
            switch unit {
            case 0xD800...0xDBFF: highSurrogate = unit
            case 0xDC00...0xDFFF: Self.appendUTF8(0xFFFD, to: &out)
            default: Self.appendUTF8(UInt32(unit), to: &out)
            }
        }
        if index < bytes.count { held = [bytes[index]] }
        return out
    }

    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80: out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(0xC0 | UInt8(scalar >> 6)); out.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(0xE0 | UInt8(scalar >> 12)); out.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            out.append(0x80 | UInt8(scalar & 0x3F))
        default:
            out.append(0xF0 | UInt8(scalar >> 18)); out.append(0x80 | UInt8((scalar >> 12) & 0x3F))
            out.append(0x80 | UInt8((scalar >> 6) & 0x3F)); out.append(0x80 | UInt8(scalar & 0x3F))
        }
    }
}
