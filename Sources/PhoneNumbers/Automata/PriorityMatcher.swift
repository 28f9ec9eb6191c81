/// A match found the way a backtracking engine finds it: alternatives in order, greedy repetition.
package struct PriorityMatch: Hashable, Sendable {
    /// Where the match ends (it always starts at the given offset).
    package var end: Int
    /// Each capturing group's range of digit offsets, or nil when the group did not take part.
    package var groups: [Range<Int>?]
}

extension DigitPattern {
    /// The first match starting at `start`, in the priority order Python's `re` and Java's regex use.
    /// Used where capture groups or the exact match end matter (national prefix rules, IDD prefixes,
    /// number grouping); acceptance alone runs on ``DigitAutomaton``.
    ///
    ///     try DigitPattern(parsing: "0(1\\d)?").firstMatch(in: [0, 1, 5, 9], from: 0)
    ///     // end 3, group 1 = 1..<3
    ///
    /// - Complexity: exponential in the worst case; patterns here are small and inputs at most 17 digits.
    package func firstMatch(in digits: [UInt8], from start: Int = 0, captureCount: Int? = nil) -> PriorityMatch? {
        let groupCount = captureCount ?? self.captureCount
        var state = MatchState(digits: digits, groups: Array(repeating: nil, count: groupCount + 1))
        var result: PriorityMatch?
        _ = state.match(self, at: start) { end, state in
            result = PriorityMatch(end: end, groups: Array(state.groups.dropFirst()))
            return true
        }
        return result
    }
}

private struct MatchState {
    let digits: [UInt8]
    var groups: [Range<Int>?]

    /// Tries `pattern` at `position`, calling `next` with each end position in priority order
    /// until it returns true.
    mutating func match(
        _ pattern: DigitPattern, at position: Int, then next: (Int, inout MatchState) -> Bool
    ) -> Bool {
        switch pattern {
        case .digits(let set):
            guard position < digits.count, set.contains(Int(digits[position])) else { return false }
            return next(position + 1, &self)
        case .endOfInput:
            return position == digits.count && next(position, &self)
        case .capture(let body, let index):
            let saved = groups[index]
            if match(body, at: position, then: { end, state in
                let inner = state.groups[index]
                state.groups[index] = position..<end
                if next(end, &state) { return true }
                state.groups[index] = inner
                return false
            }) { return true }
            groups[index] = saved
            return false
        case .sequence(let parts):
            return matchSequence(parts[...], at: position, then: next)
        case .choice(let alternatives):
            for alternative in alternatives where match(alternative, at: position, then: next) { return true }
            return false
        case .repetition(let body, let minimum, let maximum):
            return matchRepetition(
                body, count: 0, minimum: minimum, maximum: maximum, lastStart: nil, at: position, then: next)
        }
    }

    mutating func matchSequence(
        _ parts: ArraySlice<DigitPattern>, at position: Int, then next: (Int, inout MatchState) -> Bool
    ) -> Bool {
        guard let first = parts.first else { return next(position, &self) }
        return match(first, at: position) { end, state in
            state.matchSequence(parts.dropFirst(), at: end, then: next)
        }
    }

    /// Greedy repetition as Python's `sre` runs it: mandatory iterations first; then another iteration
    /// is tried only if the previous optional one made progress (so empty iterations end the loop).
    mutating func matchRepetition(
        _ body: DigitPattern, count: Int, minimum: Int, maximum: Int?, lastStart: Int?, at position: Int,
        then next: (Int, inout MatchState) -> Bool
    ) -> Bool {
        if count < minimum {
            return match(body, at: position) { end, state in
                state.matchRepetition(
                    body, count: count + 1, minimum: minimum, maximum: maximum, lastStart: lastStart, at: end,
                    then: next)
            }
        }
        if maximum.map({ count < $0 }) ?? true, position != lastStart {
            let tried = match(body, at: position) { end, state in
                state.matchRepetition(
                    body, count: count + 1, minimum: minimum, maximum: maximum, lastStart: position, at: end,
                    then: next)
            }
            if tried { return true }
        }
        return next(position, &self)
    }
}
