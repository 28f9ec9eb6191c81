/// Region codes as callers write them, in any case (`"us"`, `"Us"`).
///
/// Every region code is ASCII, so of `text.uppercased()` only two things matter: whether it is ASCII,
/// and if so, which code it spells. ``uppercased(_:)`` gives the same answers without the standard
/// library's case-mapping tables, which the WebAssembly build would otherwise carry for this alone. It
/// upper-cases ASCII letters and the ten other scalars whose upper case is ASCII (`ß`, dotless `ı`,
/// long `ſ` and the Latin ligatures `ﬀ` to `ﬆ`), and keeps every other scalar as it is. Its result is
/// therefore ASCII exactly when `uppercased()`'s is, and then the same text (RegionCodeTextTests checks
/// every scalar).
///
///     RegionCodeText.uppercased("gb")  // "GB"
///     RegionCodeText.uppercased("ﬁ")   // "FI", as "ﬁ".uppercased()
enum RegionCodeText {
    /// The text upper-cased as far as a region code can tell.
    static func uppercased(_ text: String) -> String {
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
    private static func asciiUpperCase(of scalar: Unicode.Scalar) -> String? {
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
}
