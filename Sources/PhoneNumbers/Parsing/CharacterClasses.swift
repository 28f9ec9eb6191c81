import StandardLibrarySubstitutes

/// The character classes libphonenumber's parser uses, over Unicode scalars.
enum CharacterClasses {
    /// `+` or the full-width plus sign.
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "\u{FF0B}"
    }

    /// A Unicode decimal digit (general category Nd), what `\d` matches in Python's `re`.
    @inline(__always)
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        if scalar.value >= 0xFF10 && scalar.value <= 0xFF19 { return true }  // full-width digits
        return UnicodeDigits.decimalValue(of: scalar) != nil
    }

    /// The digit value of a decimal digit or other digit character (Python's `unicodedata.digit`).
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 {
            return scalar.value >= 0x30 && scalar.value <= 0x39 ? UInt8(scalar.value - 0x30) : nil
        }
        if scalar.value >= 0xFF10 && scalar.value <= 0xFF19 { return UInt8(scalar.value - 0xFF10) }
        return UnicodeDigits.digitValue(of: scalar)
    }

    /// An ASCII letter.
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
    }

    /// A letter as the case-insensitive `[A-Za-z]` of Python's `re` sees it (including the Kelvin sign and long s).
    static func isLetterIgnoringCase(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || scalar == "\u{212A}" || scalar == "\u{17F}" || scalar == "\u{130}" || scalar == "\u{131}"
    }

    /// Punctuation allowed inside a phone number (libphonenumber's VALID_PUNCTUATION, case-insensitive).
    static func isValidPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x78, 0x58, 0x20, 0x28, 0x29, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E: true  // - x X space ( ) . [ ] / ~
        case 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x00A0, 0x00AD, 0x200B, 0x2060, 0x3000,
            0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2053, 0x223C, 0xFF5E:
            true
        default: false
        }
    }

    /// Python's `\w` for `str` patterns: letters, numbers and the underscore.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        WordCharacters.contains(scalar)
    }

    /// The keypad digit of a letter (ITU E.161), for vanity numbers; also what Python's `upper()` maps
    /// to a Latin capital (dotless i, long s).
    static func keypadDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        var value = scalar.value
        if value == 0x131 { value = 0x49 }  // ı → I
        if value == 0x17F { value = 0x53 }  // ſ → S
        if value >= 0x61 && value <= 0x7A { value -= 0x20 }
        guard value >= 0x41 && value <= 0x5A else { return nil }
        let keypad: [UInt8] = [2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9]
        return keypad[Int(value - 0x41)]
    }
}
