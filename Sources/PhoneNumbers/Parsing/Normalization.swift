/// Turning what was typed into the digits of a number.
enum Normalization {
    /// libphonenumber's `normalize`: with three or more ASCII letters (a vanity number such as
    /// 1-800-FLOWERS) letters become keypad digits and only ASCII digits are kept; otherwise every
    /// decimal digit, in any script, is kept and everything else dropped.
    ///
    ///     Normalization.digits(of: Array("1-800-FLOWERS".unicodeScalars))  // [1, 8, 0, 0, 3, 5, 6, 9, 3, 7, 7]
    ///
    /// - Complexity: O(n).
    static func digits(of text: ArraySlice<Unicode.Scalar>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        // One pass for the usual text (ASCII digits and punctuation, fewer than three letters); a vanity
        // number is read again below.
        var letters = 0
        var lineFeed = false
        for scalar in text {
            let value = scalar.value
            if value &- 0x30 < 10 {
                result.append(UInt8(truncatingIfNeeded: value &- 0x30))
            } else if value < 0x80 {
                if (value | 0x20) &- 0x61 < 26 { letters += 1 } else if value == 0x0A { lineFeed = true }
            } else if let digit = CharacterClasses.digitValue(scalar) {
                result.append(digit)
            }
        }
        // Three ASCII letters and no line feed: a vanity number (``isVanity(_:)``).
        guard letters >= 3 && !lineFeed else { return result }
        result.removeAll(keepingCapacity: true)
        for scalar in text {
            if scalar.value >= 0x30 && scalar.value <= 0x39 {
                result.append(UInt8(scalar.value - 0x30))
            } else if let digit = CharacterClasses.keypadDigit(scalar) {
                result.append(digit)
            }
        }
        return result
    }

    /// Python's `(?:.*?[A-Za-z]){3}.*` full match: three ASCII letters and no line feed.
    static func isVanity(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var letters = 0
        for scalar in text {
            if scalar == "\n" { return false }
            if CharacterClasses.isASCIILetter(scalar) { letters += 1 }
        }
        return letters >= 3
    }
}
