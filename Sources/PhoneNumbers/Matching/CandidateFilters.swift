/// The shapes that rule a candidate out before it is parsed, and the trims applied to it, each written
/// as a small scanner (libphonenumber's `MATCHING_BRACKETS`, `PUB_PAGES`, `SLASH_SEPARATED_DATES`,
/// `TIME_STAMPS`, `SECOND_NUMBER_START` and `UNWANTED_END_CHARS`).
///
/// Candidates are at most a few hundred scalars long, so the few scans that look at each position
/// afresh still cost O(1) per scalar of the text.
enum CandidateFilters {
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { CharacterClasses.isDecimalDigit(scalar) }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar, in range: ClosedRange<UInt32>) -> Bool {
        range.contains(scalar.value)
    }

    /// A date written with slashes somewhere in the candidate: `3/10/2011`, `31/10/96`, `08/31/95`.
    static func containsSlashSeparatedDate(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = text.startIndex + 1
        while index < text.endIndex {
            // A first slash after a digit, one or two day/month digits, a second slash and two digits.
            if text[index] == "/" && isDigit(text[index - 1]) {
                let middle = index + 1
                var second: Int?
                if middle + 1 < text.endIndex && isDigit(text[middle]) && text[middle + 1] == "/" {
                    second = middle + 1
                } else if middle + 2 < text.endIndex && isASCIIDigit(text[middle], in: 0x30...0x33)
                    && isDigit(text[middle + 1]) && text[middle + 2] == "/"
                {
                    second = middle + 2
                }
                if let second, second + 2 < text.endIndex, isDigit(text[second + 1]), isDigit(text[second + 2]) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// A date and an hour at the end of the candidate: `2012-01-02 08` (`[12]\d{3}[-/]?[01]\d[-/]?[0-3]\d +[0-2]\d$`).
    static func endsWithTimeStamp(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var end = text.endIndex
        guard end - text.startIndex >= 10, isDigit(text[end - 1]), isASCIIDigit(text[end - 2], in: 0x30...0x32)
        else { return false }
        end -= 2
        var spaces = end
        while spaces > text.startIndex && text[spaces - 1] == " " { spaces -= 1 }
        guard spaces < end else { return false }
        end = spaces
        // [0-3]\d before the spaces.
        guard end - 2 >= text.startIndex, isDigit(text[end - 1]), isASCIIDigit(text[end - 2], in: 0x30...0x33)
        else { return false }
        end -= 2
        func isSeparator(_ index: Int) -> Bool { text[index] == "-" || text[index] == "/" }
        // [01]\d, each optional separator present or not.
        for firstSeparator in [true, false] {
            var month = end
            if firstSeparator {
                guard month - 1 >= text.startIndex, isSeparator(month - 1) else { continue }
                month -= 1
            }
            guard month - 2 >= text.startIndex, isDigit(text[month - 1]), isASCIIDigit(text[month - 2], in: 0x30...0x31)
            else { continue }
            month -= 2
            for secondSeparator in [true, false] {
                var year = month
                if secondSeparator {
                    guard year - 1 >= text.startIndex, isSeparator(year - 1) else { continue }
                    year -= 1
                }
                guard year - 4 >= text.startIndex, isASCIIDigit(text[year - 4], in: 0x31...0x32),
                    isDigit(text[year - 3]), isDigit(text[year - 2]), isDigit(text[year - 1])
                else { continue }
                return true
            }
        }
        return false
    }

    /// Whether the text at `index` is `:` and a minute (`[0-5]\d`), the rest of a time stamp.
    static func startsWithMinutes(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        index + 2 < text.count && text[index] == ":" && isASCIIDigit(text[index + 1], in: 0x30...0x35)
            && isDigit(text[index + 2])
    }

    /// A page range and year, as in a citation: `211-227 (2003)` (`\d{1,5}-+\d{1,5}\s{0,4}\(\d{1,4}`).
    static func containsPublicationPages(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = text.startIndex + 1
        while index < text.endIndex {
            if text[index] == "-" && isDigit(text[index - 1]) {
                var next = index
                while next < text.endIndex && text[next] == "-" { next += 1 }
                let digitsStart = next
                while next < text.endIndex && next - digitsStart < 5 && isDigit(text[next]) { next += 1 }
                if next > digitsStart {
                    let spacesStart = next
                    while next < text.endIndex && next - spacesStart < 4 && MatchingCharacters.isSpace(text[next]) { next += 1 }
                    if next + 1 < text.endIndex && text[next] == "(" && isDigit(text[next + 1]) { return true }
                }
                index = max(index + 1, digitsStart)
                continue
            }
            index += 1
        }
        return false
    }

    /// Whether the brackets pair up: `O? (N+ C)? N+ (O N+ C){0,3} N*`, where O and C are opening and closing
    /// brackets and N anything else. A leading bracket may stay open, a closing one may come first.
    static func hasMatchingBrackets(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        // Runs of non-brackets become one token; brackets are tokens of their own.
        var index = text.startIndex
        func next() -> Character? {
            guard index < text.endIndex else { return nil }
            let scalar = text[index]
            if MatchingCharacters.isOpeningBracket(scalar) { index += 1; return "O" }
            if MatchingCharacters.isClosingBracket(scalar) { index += 1; return "C" }
            while index < text.endIndex && !MatchingCharacters.isOpeningBracket(text[index])
                && !MatchingCharacters.isClosingBracket(text[index])
            {
                index += 1
            }
            return "N"
        }
        var tokens: [Character] = []
        while let token = next() {
            tokens.append(token)
            if tokens.count > 16 { return false }
        }
        // Try the optional leading O and the optional (N C) both ways.
        for leadingOpen in [true, false] {
            for closedFirst in [true, false] {
                var position = 0
                func take(_ token: Character) -> Bool {
                    guard position < tokens.count, tokens[position] == token else { return false }
                    position += 1
                    return true
                }
                if leadingOpen && !take("O") { continue }
                if closedFirst && !(take("N") && take("C")) { continue }
                guard take("N") else { continue }
                var pairs = 0
                while pairs < 3 && position + 2 < tokens.count && tokens[position] == "O" && tokens[position + 1] == "N"
                    && tokens[position + 2] == "C"
                {
                    position += 3
                    pairs += 1
                }
                _ = take("N")
                if position == tokens.count { return true }
            }
        }
        return false
    }

    /// The candidate cut before a second number written as `/x…` or `\x…` (`[\\/] *x`).
    static func endBeforeSecondNumber(_ text: ArraySlice<Unicode.Scalar>) -> Int {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "/" || text[index] == "\\" {
                var next = index + 1
                while next < text.endIndex && text[next] == " " { next += 1 }
                if next < text.endIndex && text[next] == "x" { return index }
            }
            index += 1
        }
        return text.endIndex
    }

    /// The end of the text without its trailing run of characters that are neither letters, numbers nor `#`.
    static func endWithoutUnwantedTail(_ text: ArraySlice<Unicode.Scalar>) -> Int {
        var end = text.endIndex
        while end > text.startIndex {
            let scalar = text[end - 1]
            guard scalar == "_" || (scalar != "#" && !CharacterClasses.isWordCharacter(scalar)) else { break }
            end -= 1
        }
        return end
    }
}
