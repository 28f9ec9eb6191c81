/// A deterministic automaton over the decimal digits, compiled from a ``DigitPattern``.
///
/// State 0 is the dead state, state 1 the start. Transitions are a flat table, ten entries per state.
///
///     let automaton = DigitAutomaton(try DigitPattern(parsing: "1\\d{2}"))
///     automaton.matches(digits: [1, 2, 3])  // true
///     automaton.matchesPrefix(of: [1, 2, 3, 4])  // true
package struct DigitAutomaton: Hashable, Sendable {
    /// `table[state * 10 + digit]` is the next state: one byte per entry when there are at most 256
    /// states, otherwise two (little-endian).
    private let table: [UInt8]
    private let isWide: Bool
    /// Whether each state accepts.
    package let accepting: [Bool]

    package static let start = 1
    package static let dead = 0

    package init(transitions: [UInt16], accepting: [Bool]) {
        isWide = accepting.count > 256
        if isWide {
            table = transitions.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        } else {
            table = transitions.map { UInt8(truncatingIfNeeded: $0) }
        }
        self.accepting = accepting
    }

    /// The number of states, including the dead state.
    package var stateCount: Int { accepting.count }

    /// Bytes held by the transition table and the accepting flags.
    package var byteCount: Int { table.count + accepting.count }

    /// The state reached from `state` on `digit`.
    @inline(__always)
    package func next(_ state: Int, _ digit: UInt8) -> Int {
        let index = state &* 10 &+ Int(digit)
        if isWide { return Int(table[index &* 2]) | Int(table[index &* 2 &+ 1]) << 8 }
        return Int(table[index])
    }

    /// Whether the whole digit string matches (Python's `fullmatch`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matches(digits: some Sequence<UInt8>) -> Bool {
        var state = Self.start
        for digit in digits {
            state = next(state, digit)
            if state == Self.dead { return false }
        }
        return accepting[state]
    }

    /// Whether some prefix of the digits (possibly empty) matches (Java's `lookingAt`, Python's `match`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matchesPrefix(of digits: some Sequence<UInt8>) -> Bool {
        var state = Self.start
        if accepting[state] { return true }
        for digit in digits {
            state = next(state, digit)
            if state == Self.dead { return false }
            if accepting[state] { return true }
        }
        return false
    }

    /// Whether the digits so far could still grow into a match: the state reached is not dead.
    /// An as-you-type formatter uses this to keep a format while the number is incomplete.
    package func canExtend(_ digits: some Sequence<UInt8>) -> Bool {
        var state = Self.start
        for digit in digits {
            state = next(state, digit)
            if state == Self.dead { return false }
        }
        return true
    }
}
