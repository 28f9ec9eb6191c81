/// The character classes the matcher needs beyond the parser's: what may lead a number, what may not
/// touch one, and Python's `\s` and case-insensitive letters.
enum MatchingCharacters {
    /// An opening bracket or a plus sign: what may come before a number's first digit.
    static func isLead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0xFF08, 0xFF3B, 0x2B, 0xFF0B: true  // ( [ （ ［ + ＋
        default: false
        }
    }

    static func isOpeningBracket(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0xFF08, 0xFF3B: true
        default: false
        }
    }

    static func isClosingBracket(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x29, 0x5D, 0xFF09, 0xFF3D: true
        default: false
        }
    }

    /// Python's `\s` on `str` (`str.isspace`).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            true
        default: false
        }
    }

    /// `%` or a currency sign: a number may not touch one (`$100`, `5%`).
    static func isInvalidNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar == "%" || scalar == "$" }
        return scalar.properties.generalCategory == .currencySymbol
    }

    /// A letter or combining mark of the Latin blocks: a number may not touch one (`abc8005001234`).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return CharacterClasses.isASCIILetter(scalar) }
        guard (0x80...0x24F).contains(value) || (0x300...0x36F).contains(value) || (0x1E00...0x1EFF).contains(value)
        else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark:
            return true
        default:
            return false
        }
    }

    /// The scalar as Python's case-insensitive `re` compares it with a lower-case literal.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x80 { return value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar }
        switch value {
        case 0x130, 0x131: return "i"
        case 0x17F: return "s"
        case 0x212A: return "k"
        default:
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            return lower.count == 1 ? lower.first ?? scalar : scalar
        }
    }
}
