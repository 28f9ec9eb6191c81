/// The ways a candidate that is not one number may hold one inside, most specific first
/// (libphonenumber's `INNER_MATCHES`): after slashes, at a bracket, after a spaced hyphen, after a wide
/// dash, after full stops, after spaces.
enum InnerMatchPattern: CaseIterable {
    /// `/+(.*)`: "651-234-2345/332-445-1234".
    case slash
    /// `(\([^(]*)`: "(650) 223 3345 (754) 223 3321".
    case bracket
    /// `(?:\s-|-\s)\s*(.+)`: "12345 - 332-445-1234".
    case spacedHyphen
    /// `[\u2012-\u2015\uFF0D]\s*(.+)`.
    case wideDash
    /// `\.+\s*([^.]+)`: "12345. 332-445-1234".
    case fullStop
    /// `\s+(\S+)`: "3324451234 8002341234".
    case space

    /// A match of the pattern: where it starts and where its group is.
    struct Match {
        var start: Int
        var group: Range<Int>
    }

    /// The leftmost match starting at or after `from` (`pattern.search(candidate, from)`).
    func firstMatch(in text: ArraySlice<Unicode.Scalar>, from: Int) -> Match? {
        var index = from
        while index < text.endIndex {
            if let group = group(in: text, at: index) { return Match(start: index, group: group) }
            index += 1
        }
        return nil
    }

    private func group(in text: ArraySlice<Unicode.Scalar>, at index: Int) -> Range<Int>? {
        let end = text.endIndex
        let isSpace = MatchingCharacters.isSpace
        switch self {
        case .slash:
            guard text[index] == "/" else { return nil }
            var start = index
            while start < end && text[start] == "/" { start += 1 }
            return start..<lineEnd(text, from: start)
        case .bracket:
            guard text[index] == "(" else { return nil }
            var stop = index + 1
            while stop < end && text[stop] != "(" { stop += 1 }
            return index..<stop
        case .spacedHyphen:
            guard index + 1 < end,
                (isSpace(text[index]) && text[index + 1] == "-") || (text[index] == "-" && isSpace(text[index + 1]))
            else { return nil }
            return restAfterSpaces(text, from: index + 2)
        case .wideDash:
            guard (0x2012...0x2015).contains(text[index].value) || text[index] == "\u{FF0D}" else { return nil }
            return restAfterSpaces(text, from: index + 1)
        case .fullStop:
            guard text[index] == "." else { return nil }
            var dots = index
            while dots < end && text[dots] == "." { dots += 1 }
            var start = dots
            while start < end && isSpace(text[start]) { start += 1 }
            // `[^.]+` needs one scalar; the last space is given back when nothing else is left.
            if start == end || text[start] == "." {
                guard start > dots else { return nil }
                start -= 1
            }
            var stop = start
            while stop < end && text[stop] != "." { stop += 1 }
            return start..<stop
        case .space:
            guard isSpace(text[index]) else { return nil }
            var start = index
            while start < end && isSpace(text[start]) { start += 1 }
            guard start < end else { return nil }
            var stop = start
            while stop < end && !isSpace(text[stop]) { stop += 1 }
            return start..<stop
        }
    }

    /// `\s*(.+)` from `start`: the rest after the spaces, or the last space when only spaces are left.
    private func restAfterSpaces(_ text: ArraySlice<Unicode.Scalar>, from start: Int) -> Range<Int>? {
        var index = start
        while index < text.endIndex && MatchingCharacters.isSpace(text[index]) { index += 1 }
        if index == text.endIndex {
            guard index > start else { return nil }
            index -= 1
        }
        return index..<lineEnd(text, from: index)
    }

    /// `.` stops at a line feed.
    private func lineEnd(_ text: ArraySlice<Unicode.Scalar>, from start: Int) -> Int {
        var index = start
        while index < text.endIndex && text[index] != "\n" { index += 1 }
        return index
    }
}
