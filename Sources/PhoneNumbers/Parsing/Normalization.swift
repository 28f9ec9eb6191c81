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
        if isVanity(text) {
            for scalar in text {
                if scalar.value >= 0x30 && scalar.value <= 0x39 {
                    result.append(UInt8(scalar.value - 0x30))
                } else if let digit = CharacterClasses.keypadDigit(scalar) {
                    result.append(digit)
                }
            }
        } else {
            for scalar in text {
                if let digit = CharacterClasses.digitValue(scalar) { result.append(digit) }
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
