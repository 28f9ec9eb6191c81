import StandardLibrarySubstitutes

/// The extension syntaxes libphonenumber accepts at the end of a number (`ext. 123`, `x123`, `#123`,
/// `;ext=123`, `,,123` …), written as small scanners instead of a regular expression.
enum ExtensionSyntax {
    /// Whether `text[start...]` is exactly one extension (label, separators, digits, optional `#`).
    ///
    ///     ExtensionSyntax.matches(Array(" ext. 12".unicodeScalars)[...], from: 0)  // true
    ///
    /// - Complexity: O(n).
    static func matches(_ text: ArraySlice<Unicode.Scalar>, from start: Int) -> Bool {
        guard let tail = digitTail(text) else { return false }
        return matches(text, from: start, tail: tail)
    }

    /// The leftmost offset at or after `lowerBound` where the rest of the text is one extension.
    ///
    /// - Complexity: O(n) to find the candidates (labels use few characters), then O(label) per candidate.
    static func firstStart(in text: ArraySlice<Unicode.Scalar>, from lowerBound: Int? = nil) -> Int? {
        guard let tail = digitTail(text) else { return nil }
        var start = tail.digitsStart
        let floor = lowerBound ?? text.startIndex
        // Every syntax but `-`/space before `digits#` needs a label character other than the plain
        // separators; without one (the digits of a number after a space, usually) nothing can match.
        var hasLabel = tail.hasHash
        while start > floor && isLabelCharacter(text[start - 1]) {
            start -= 1
            hasLabel = hasLabel || !isPlainSeparator(text[start])
        }
        guard hasLabel else { return nil }
        while start < tail.digitsStart {
            if matches(text, from: start, tail: tail) { return start }
            start += 1
        }
        return nil
    }

    /// Characters that can occur between a number and its extension digits.
    private static func isLabelCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3D, 0x23, 0x7E, 0x301, 0xF3, 0xD3,
            0xFF03, 0xFF0E, 0xFF5E, 0x430...0x44F, 0x410...0x42F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return true
        default:
            return CharacterClasses.isASCIILetter(scalar) || scalar == "\u{130}" || scalar == "\u{131}"
                || scalar == "\u{17F}" || scalar == "\u{212A}"
        }
    }

    /// The label characters no syntax is made of alone: they only surround a label (and each folds to itself).
    @inline(__always)
    private static func isPlainSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x2D, 0x2E, 0x3A, 0x3D, 0xFF0E: true
        default: false
        }
    }

    private static func matches(
        _ text: ArraySlice<Unicode.Scalar>, from start: Int, tail: (digitsStart: Int, digitsEnd: Int, hasHash: Bool)
    ) -> Bool {
        guard start < tail.digitsStart else { return false }
        let label = text[start..<tail.digitsStart]
        let digitCount = tail.digitsEnd - tail.digitsStart
        if isRFC3966Label(label) { return digitCount <= 20 && !tail.hasHash }
        if isLabelled(label, labels: explicitLabels) { return digitCount <= 20 }
        if isLabelled(label, labels: ambiguousLabels) { return digitCount <= 9 }
        if tail.hasHash && digitCount <= 6 && label.allSatisfy({ $0 == "-" || $0 == " " }) { return true }
        if isAutoDialling(label) { return digitCount <= 15 }
        if isCommaOnly(label) { return digitCount <= 9 }
        return false
    }

    /// The extension digits, as typed, when `text[start...]` is an extension.
    static func digits(_ text: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar>? {
        guard let tail = digitTail(text) else { return nil }
        return text[tail.digitsStart..<tail.digitsEnd]
    }

    /// The trailing run of decimal digits, before an optional final `#`.
    private static func digitTail(
        _ text: ArraySlice<Unicode.Scalar>
    ) -> (digitsStart: Int, digitsEnd: Int, hasHash: Bool)? {
        var end = text.endIndex
        let hasHash = end > text.startIndex && text[end - 1] == "#"
        if hasHash { end -= 1 }
        var start = end
        while start > text.startIndex && CharacterClasses.isDecimalDigit(text[start - 1]) { start -= 1 }
        return start < end ? (start, end, hasHash) : nil
    }

    /// libphonenumber's explicit extension labels written out: `e?xt(?:ensi(?:o\u{301}?|\u{F3}))?n?`, `ｅ?ｘｔｎ?`,
    /// `доб` and `anexo`. Lists, not sets: a label is compared scalar by scalar, as Python's `re` compares,
    /// and a list of twenty needs no hashing.
    static let explicitLabels: [String] = [
        "\u{FF45}\u{FF58}\u{FF54}", "\u{FF58}\u{FF54}", "\u{FF45}\u{FF58}\u{FF54}\u{FF4E}", "\u{FF58}\u{FF54}\u{FF4E}",
        "\u{0434}\u{043E}\u{0431}", "anexo",
        "ext", "extn", "extensio", "extension", "extensio\u{301}", "extensio\u{301}n", "extensi\u{F3}", "extensi\u{F3}n",
        "xt", "xtn", "xtensio", "xtension", "xtensio\u{301}", "xtensio\u{301}n", "xtensi\u{F3}", "xtensi\u{F3}n",
    ]

    static let ambiguousLabels: [String] = [
        "x", "\u{FF58}", "#", "\u{FF03}", "~", "\u{FF5E}", "int", "\u{FF49}\u{FF4E}\u{FF54}",
    ]

    private static func isLeadingSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\t" || scalar == ","
    }

    private static func isTrailingSeparator(_ scalar: Unicode.Scalar) -> Bool {
        isLeadingSeparator(scalar) || scalar == "-"
    }

    private static func isLabelEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ":" || scalar == "." || scalar == "\u{FF0E}"
    }

    /// `[ \u00A0\t,]* LABEL [:.．]? [ \u00A0\t,-]*`, the label compared without case, scalar by scalar.
    private static func isLabelled(_ text: ArraySlice<Unicode.Scalar>, labels: [String]) -> Bool {
        var start = text.startIndex, end = text.endIndex
        while start < end && isLeadingSeparator(text[start]) { start += 1 }
        while end > start && isTrailingSeparator(text[end - 1]) { end -= 1 }
        if end > start && isLabelEnd(text[end - 1]) { end -= 1 }
        guard start < end, end - start <= 12 else { return false }
        return labels.contains { matches($0, text[start..<end]) }
    }

    private static func isRFC3966Label(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        matches(";ext=", text)
    }

    /// Whether `text`, case-folded as Python's `re` compares (`CaseMapping.labelFolded`), is `label`, scalar
    /// for scalar.
    private static func matches(_ label: String, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = text.startIndex
        for scalar in label.unicodeScalars {
            guard index < text.endIndex, CaseMapping.labelFolded(text[index]) == scalar else { return false }
            index += 1
        }
        return index == text.endIndex
    }

    /// `[ \u00A0\t]*(?:,{2}|;)[:.．]?[ \u00A0\t,-]*`
    private static func isAutoDialling(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex && (text[index] == " " || text[index] == "\u{A0}" || text[index] == "\t") {
            index += 1
        }
        if index < text.endIndex && text[index] == ";" {
            index += 1
        } else if index + 1 < text.endIndex && text[index] == "," && text[index + 1] == "," {
            index += 2
        } else {
            return false
        }
        if index < text.endIndex && isLabelEnd(text[index]) { index += 1 }
        return text[index...].allSatisfy(isTrailingSeparator)
    }

    /// `[ \u00A0\t]*(?:,)+[:.．]?[ \u00A0\t,-]*`
    private static func isCommaOnly(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex && (text[index] == " " || text[index] == "\u{A0}" || text[index] == "\t") {
            index += 1
        }
        guard index < text.endIndex && text[index] == "," else { return false }
        while index < text.endIndex && text[index] == "," { index += 1 }
        if index < text.endIndex && isLabelEnd(text[index]) { index += 1 }
        return text[index...].allSatisfy(isTrailingSeparator)
    }
}
