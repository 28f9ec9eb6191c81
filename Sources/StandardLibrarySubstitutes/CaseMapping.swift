/// The case mapping that region codes and extension labels need, without the standard library's
/// case-mapping tables: every region code and every label letter is in the few ranges below.
/// The tests compare both answers with the standard library's for every scalar. Inlinable: callers
/// in other modules pay no call.
public enum CaseMapping {
    /// `text.uppercased()` wherever that is ASCII, as a region code is: ASCII letters upper-cased, and
    /// the ten other scalars whose upper case is ASCII (`ß`, dotless `ı`, long `ſ` and the Latin
    /// ligatures `ﬀ` to `ﬆ`); every other scalar is kept as it is. The result is therefore ASCII exactly
    /// when `uppercased()`'s is, and then the same text.
    ///
    ///     CaseMapping.uppercased("gb")  // "GB"
    ///     CaseMapping.uppercased("ﬁ")   // "FI", as "ﬁ".uppercased()
    @inlinable
    package static func uppercased(_ text: String) -> String {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if (0x61...0x7A).contains(scalar.value) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value) &- 0x20)
            } else if let upper = asciiUpperCase(of: scalar) {
                bytes.append(contentsOf: upper.utf8)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The upper case of a scalar outside ASCII when it is ASCII (Unicode's SpecialCasing and
    /// UnicodeData, as `String.uppercased()` and Python's `str.upper()` apply them).
    @usableFromInline
    static func asciiUpperCase(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0xDF: "SS"
        case 0x131: "I"
        case 0x17F: "S"
        case 0xFB00: "FF"
        case 0xFB01: "FI"
        case 0xFB02: "FL"
        case 0xFB03: "FFI"
        case 0xFB04: "FFL"
        case 0xFB05, 0xFB06: "ST"
        default: nil
        }
    }

    /// The scalar as Python's case-insensitive `re` compares it with a lower-case letter, for the
    /// letters extension labels are written in: the upper-case ASCII, Latin-1, Cyrillic and full-width
    /// letters (each 0x20 below its lower case), dotted and dotless i, long s and the Kelvin sign.
    /// Every other scalar is kept as it is.
    @inlinable @inline(__always)
    package static func labelFolded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F, 0xFF21...0xFF3A:
            Unicode.Scalar(scalar.value + 0x20) ?? scalar
        case 0x130, 0x131: "i"
        case 0x17F: "s"
        case 0x212A: "k"
        default: scalar
        }
    }
}
