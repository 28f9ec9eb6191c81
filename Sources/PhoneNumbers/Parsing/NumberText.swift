/// Finding the number inside what was typed: libphonenumber's extraction and viability rules.
enum NumberText {
    /// Drops what cannot start a number (before the first `+` or digit), trailing junk, and a second
    /// number after `/x` or `\x`. Returns the range kept, empty when there is no digit or plus.
    ///
    ///     NumberText.extractPossibleNumber(Array("Tel: 650-253-0000.".unicodeScalars)[...])  // "650-253-0000"
    /// `mayHoldSecondNumber` false says the text holds no `/` or `\`, so there is no second number to look for.
    static func extractPossibleNumber(_ text: ArraySlice<Unicode.Scalar>, mayHoldSecondNumber: Bool = true) -> Range<Int> {
        guard let start = text.firstIndex(where: { CharacterClasses.isPlus($0) || CharacterClasses.isDecimalDigit($0) })
        else { return text.startIndex..<text.startIndex }
        var end = text.endIndex
        while end > start && isUnwantedEnd(text[end - 1]) { end -= 1 }
        guard mayHoldSecondNumber else { return start..<end }
        var index = start
        while index < end {
            if text[index] == "/" || text[index] == "\\" {
                var next = index + 1
                while next < end && text[next] == " " { next += 1 }
                if next < end && text[next] == "x" { return start..<index }
            }
            index += 1
        }
        return start..<end
    }

    private static func isUnwantedEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar != "#" && !CharacterClasses.isWordCharacter(scalar))
    }

    /// libphonenumber's VALID_PHONE_NUMBER, as a full match: two digits, or an optional run of plus signs,
    /// at least three digits among punctuation (no letters before the third digit), then punctuation,
    /// letters and digits, and optionally an extension.
    ///
    /// - Complexity: O(n).
    static func isViable(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        if text.count < 2 { return false }
        if text.count == 2 && text.allSatisfy(CharacterClasses.isDecimalDigit) { return true }
        var index = text.startIndex
        while index < text.endIndex && CharacterClasses.isPlus(text[index]) { index += 1 }
        // The first part: [punctuation*]* digit, three or more times.
        var digits = 0
        while index < text.endIndex && digits < 3 {
            let scalar = text[index]
            if CharacterClasses.isDecimalDigit(scalar) {
                digits += 1
            } else if !(CharacterClasses.isValidPunctuation(scalar) || scalar == "*") {
                return false
            }
            index += 1
        }
        guard digits == 3 else { return false }
        // Then punctuation, star, letters and digits; an extension may take over at any point.
        var end = index
        while end < text.endIndex && isBodyCharacter(text[end]) { end += 1 }
        if end == text.endIndex { return true }
        return ExtensionSyntax.firstStart(in: text, from: index).map { $0 <= end } ?? false
    }

    @inline(__always)
    private static func isBodyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII by bitmask: space ( ) * - . / and digits below 64; letters [ ] ~ above.
        if scalar.value < 64 { return (0x03FF_E701_0000_0000 as UInt64) >> UInt64(scalar.value) & 1 == 1 }
        if scalar.value < 128 { return (0x47FF_FFFE_2FFF_FFFE as UInt64) >> UInt64(scalar.value - 64) & 1 == 1 }
        return CharacterClasses.isValidPunctuation(scalar) || CharacterClasses.isLetterIgnoringCase(scalar)
            || CharacterClasses.isDecimalDigit(scalar)
    }

    /// Splits a trailing extension off, as libphonenumber does: the leftmost place where the rest of the
    /// text is an extension, kept only if what comes before is a viable number.
    static func splitExtension(
        _ text: ArraySlice<Unicode.Scalar>
    ) -> (number: ArraySlice<Unicode.Scalar>, extension: ArraySlice<Unicode.Scalar>?) {
        guard let start = ExtensionSyntax.firstStart(in: text) else { return (text, nil) }
        let number = text[text.startIndex..<start]
        guard isViable(number), let digits = ExtensionSyntax.digits(text) else { return (text, nil) }
        return (number, digits)
    }
}
