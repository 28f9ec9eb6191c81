/// Finds the next stretch of text that looks like a phone number: libphonenumber's matcher pattern
///
///     (?:[lead][punct]{0,4}){0,2} \d{1,20} (?:[punct]{0,4}\d{1,20}){0,20} (?:extension)?
///
/// as a scanner over scalars instead of a backtracking regular expression. The pattern's leftmost,
/// greedy match is found in one forward pass: a match can only begin at a digit or at a lead character
/// at most ten scalars before one, and neither the digit blocks nor the extension ever need to give
/// back what they took.
///
/// - Complexity: O(n) over a whole text: each call reads at most ~600 scalars past the digit it starts from.
struct CandidateScanner {
    static let maximumDigitBlock = 20
    static let maximumBlocks = 20
    static let maximumPunctuation = 4

    let text: [Unicode.Scalar]

    /// The leftmost candidate starting at or after `index`, or nil when there is none.
    func candidate(from index: Int) -> Range<Int>? {
        var digit = index
        while digit < text.count && !CharacterClasses.isDecimalDigit(text[digit]) { digit += 1 }
        guard digit < text.count else { return nil }
        var start = digit
        for lead in max(index, digit - 10)..<digit where leadsTo(digit, from: lead) {
            start = lead
            break
        }
        let end = extensionEnd(from: bodyEnd(from: digit))
        return start..<end
    }

    /// Whether `text[from..<digit]` is one or two groups of a lead character and up to four punctuation marks.
    private func leadsTo(_ digit: Int, from start: Int) -> Bool {
        guard MatchingCharacters.isLead(text[start]) else { return false }
        func isPunctuation(_ range: Range<Int>) -> Bool {
            range.count <= Self.maximumPunctuation && range.allSatisfy { CharacterClasses.isValidPunctuation(text[$0]) }
        }
        if isPunctuation(start + 1..<digit) { return true }
        for second in start + 1..<digit where MatchingCharacters.isLead(text[second]) {
            if isPunctuation(start + 1..<second) && isPunctuation(second + 1..<digit) { return true }
        }
        return false
    }

    /// Where the digit blocks starting at `digit` end.
    private func bodyEnd(from digit: Int) -> Int {
        var end = digitsEnd(from: digit, limit: Self.maximumDigitBlock)
        for _ in 0..<Self.maximumBlocks {
            var next = end
            while next < text.count && next - end < Self.maximumPunctuation
                && CharacterClasses.isValidPunctuation(text[next])
            {
                next += 1
            }
            guard next < text.count && CharacterClasses.isDecimalDigit(text[next]) else { break }
            end = digitsEnd(from: next, limit: Self.maximumDigitBlock)
        }
        return end
    }

    /// The end of the run of at most `limit` decimal digits at `start`.
    func digitsEnd(from start: Int, limit: Int) -> Int {
        var end = start
        while end < text.count && end - start < limit && CharacterClasses.isDecimalDigit(text[end]) { end += 1 }
        return end
    }

    /// Where an extension written at `start` ends (`start` itself when there is none), trying the
    /// pattern's four forms in its order: `;ext=`, explicit labels, ambiguous labels, and `- 123#`.
    func extensionEnd(from start: Int) -> Int {
        if let end = rfc3966Extension(at: start) ?? labelledExtension(at: start, explicit: true)
            ?? labelledExtension(at: start, explicit: false) ?? hashTerminatedExtension(at: start)
        {
            return end
        }
        return start
    }

    private func rfc3966Extension(at start: Int) -> Int? {
        guard let labelEnd = literal(";ext=", at: start) else { return nil }
        let end = digitsEnd(from: labelEnd, limit: 20)
        return end > labelEnd ? end : nil
    }

    /// `[ \u00A0\t,]* LABEL [:.．]? [ \u00A0\t,-]* (\d{1,N}) #?`
    private func labelledExtension(at start: Int, explicit: Bool) -> Int? {
        var index = start
        while index < text.count && isSeparatorBeforeLabel(text[index]) { index += 1 }
        guard let labelEnd = explicit ? explicitLabelEnd(at: index) : ambiguousLabelEnd(at: index) else { return nil }
        index = labelEnd
        if index < text.count && (text[index] == ":" || text[index] == "." || text[index] == "\u{FF0E}") { index += 1 }
        while index < text.count && (isSeparatorBeforeLabel(text[index]) || text[index] == "-") { index += 1 }
        let end = digitsEnd(from: index, limit: explicit ? 20 : 9)
        guard end > index else { return nil }
        return end < text.count && text[end] == "#" ? end + 1 : end
    }

    /// `[- ]+(\d{1,6})#`
    private func hashTerminatedExtension(at start: Int) -> Int? {
        var index = start
        while index < text.count && (text[index] == "-" || text[index] == " ") { index += 1 }
        guard index > start else { return nil }
        let end = digitsEnd(from: index, limit: 6)
        guard end > index, end < text.count, text[end] == "#" else { return nil }
        return end + 1
    }

    private func isSeparatorBeforeLabel(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\t" || scalar == ","
    }

    /// `e?xt(?:ensi(?:o\u0301?|\u00F3))?n?|\uFF45?\uFF58\uFF54\uFF4E?|\u0434\u043E\u0431|anexo`, without case.
    private func explicitLabelEnd(at start: Int) -> Int? {
        if var index = literal("xt", at: start) ?? literal("ext", at: start) {
            if let ensi = literal("ensi", at: index) {
                if let o = literal("o", at: ensi) {
                    index = o < text.count && text[o] == "\u{301}" ? o + 1 : o
                } else if let accented = literal("\u{F3}", at: ensi) {
                    index = accented
                }
            }
            return literal("n", at: index) ?? index
        }
        if let index = literal("\u{FF58}\u{FF54}", at: start) ?? literal("\u{FF45}\u{FF58}\u{FF54}", at: start) {
            return literal("\u{FF4E}", at: index) ?? index
        }
        return literal("\u{434}\u{43E}\u{431}", at: start) ?? literal("anexo", at: start)
    }

    /// `[xｘ#＃~～]|int|ｉｎｔ`, without case.
    private func ambiguousLabelEnd(at start: Int) -> Int? {
        guard start < text.count else { return nil }
        switch MatchingCharacters.folded(text[start]).value {
        case 0x78, 0xFF58, 0x23, 0xFF03, 0x7E, 0xFF5E: return start + 1
        default: return literal("int", at: start) ?? literal("\u{FF49}\u{FF4E}\u{FF54}", at: start)
        }
    }

    /// The end of `word` written at `start`, compared without case; nil when it is not there.
    func literal(_ word: String, at start: Int) -> Int? {
        var index = start
        for expected in word.unicodeScalars {
            guard index < text.count, MatchingCharacters.folded(text[index]) == expected else { return nil }
            index += 1
        }
        return index
    }
}
