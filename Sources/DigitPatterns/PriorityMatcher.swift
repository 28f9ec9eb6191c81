/// A match found the way a backtracking engine finds it: alternatives in order, greedy repetition.
package struct PriorityMatch: Hashable, Sendable {
    /// Where the match ends (it always starts at the given offset).
    package var end: Int
    /// Each capturing group's range of digit offsets, or nil when the group did not take part.
    package var groups: [Range<Int>?]

    package init(end: Int, groups: [Range<Int>?]) {
        self.end = end
        self.groups = groups
    }
}

extension DigitPattern {
    /// The first match starting at `start`, in the priority order Python's `re` and Java's regex use.
    /// Used where capture groups or the exact match end matter (national prefix rules, IDD prefixes,
    /// number grouping); acceptance alone runs on the compiled automaton
    /// (``CompiledAutomaton``).
    ///
    ///     try DigitPattern(parsing: "0(1\\d)?").firstMatch(in: [0, 1, 5, 9], from: 0)
    ///     // end 3, group 1 = 1..<3
    ///
    /// - Complexity: exponential in the worst case; patterns here are small and inputs at most 17 digits.
    package func firstMatch(in digits: [UInt8], from start: Int = 0, captureCount: Int? = nil) -> PriorityMatch? {
        var state = MatchState(digits: digits, groupCount: captureCount ?? self.captureCount)
        guard state.match(self, at: start, then: MatchState.accept), let end = state.end else { return nil }
        // A search that succeeds returns at once without restoring anything: the groups are the match's.
        // Taken out of the state, the array is unique and loses its group 0 in place, with no copy.
        var found: [Range<Int>?] = []
        swap(&found, &state.groups)
        found.removeFirst()
        return PriorityMatch(end: end, groups: found)
    }
}

/// The backtracking search. What remains to match after a pattern ends (its continuation) is a value
/// in a stack, not a closure: closures passed down the recursion made the optimiser compile one copy
/// of the matcher per closure, a stack frame per continuation does not.
/// Frames are pushed and popped in call order, so a continuation's index stays valid while it can run.
private struct MatchState {
    let digits: [UInt8]
    var groups: [Range<Int>?]
    /// Where the match ends, once the continuation ``accept`` runs.
    private(set) var end: Int?
    private var continuations: [Continuation]

    /// What runs when a pattern has matched up to some end position.
    private enum Continuation {
        /// The whole pattern matched: keep the end (the groups stay as they are).
        case accept
        /// A capturing group's body matched from `start`: record the group, then run `next`.
        case closeGroup(index: Int, start: Int, next: Int)
        /// A part of a sequence matched: match the rest, then run `next`.
        case sequence(rest: ArraySlice<DigitPattern>, next: Int)
        /// An iteration of a repetition matched: try the following ones, then run `next`.
        case repetition(body: DigitPattern, count: Int, minimum: Int, maximum: Int?, lastStart: Int?, next: Int)
    }

    /// The index of the continuation that accepts (always the first).
    static var accept: Int { 0 }

    /// A search with room for group 0 (the whole match, unused) and `groupCount` capturing groups.
    init(digits: [UInt8], groupCount: Int) {
        self.digits = digits
        // Arrays grown with reserveCapacity (see `PhoneNumber.nationalSignificantDigits`).
        groups = []
        groups.reserveCapacity(groupCount + 1)
        for _ in 0...groupCount { groups.append(nil) }
        continuations = []
        continuations.reserveCapacity(32)
        continuations.append(.accept)
    }

    /// Tries `pattern` at `position`, running the continuation `next` with each end position in priority
    /// order until it succeeds.
    mutating func match(_ pattern: DigitPattern, at position: Int, then next: Int) -> Bool {
        switch pattern {
        case .digits(let set):
            guard position < digits.count, set.contains(Int(digits[position])) else { return false }
            return resume(next, at: position + 1)
        case .endOfInput:
            return position == digits.count && resume(next, at: position)
        case .capture(let body, let index):
            let saved = groups[index]
            if matchThen(body, at: position, .closeGroup(index: index, start: position, next: next)) { return true }
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

    /// Matches `pattern` with `continuation` pushed as what follows it, and pops it again.
    private mutating func matchThen(_ pattern: DigitPattern, at position: Int, _ continuation: Continuation) -> Bool {
        continuations.append(continuation)
        defer { continuations.removeLast() }
        return match(pattern, at: position, then: continuations.count - 1)
    }

    /// Runs the continuation at `index` from `end`.
    private mutating func resume(_ index: Int, at end: Int) -> Bool {
        switch continuations[index] {
        case .accept:
            self.end = end
            return true
        case .closeGroup(let group, let start, let next):
            let inner = groups[group]
            groups[group] = start..<end
            if resume(next, at: end) { return true }
            groups[group] = inner
            return false
        case .sequence(let rest, let next):
            return matchSequence(rest, at: end, then: next)
        case .repetition(let body, let count, let minimum, let maximum, let lastStart, let next):
            return matchRepetition(
                body, count: count, minimum: minimum, maximum: maximum, lastStart: lastStart, at: end, then: next)
        }
    }

    mutating func matchSequence(_ parts: ArraySlice<DigitPattern>, at position: Int, then next: Int) -> Bool {
        guard let first = parts.first else { return resume(next, at: position) }
        return matchThen(first, at: position, .sequence(rest: parts.dropFirst(), next: next))
    }

    /// Greedy repetition as Python's `sre` runs it: mandatory iterations first; then another iteration
    /// is tried only if the previous optional one made progress (so empty iterations end the loop).
    mutating func matchRepetition(
        _ body: DigitPattern, count: Int, minimum: Int, maximum: Int?, lastStart: Int?, at position: Int,
        then next: Int
    ) -> Bool {
        if count < minimum {
            return matchThen(
                body, at: position,
                .repetition(
                    body: body, count: count + 1, minimum: minimum, maximum: maximum, lastStart: lastStart, next: next))
        }
        if maximum.map({ count < $0 }) ?? true, position != lastStart {
            let tried = matchThen(
                body, at: position,
                .repetition(
                    body: body, count: count + 1, minimum: minimum, maximum: maximum, lastStart: position, next: next))
            if tried { return true }
        }
        return resume(next, at: position)
    }
}
