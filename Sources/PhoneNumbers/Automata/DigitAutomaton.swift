import DigitPatterns

/// A deterministic automaton over the decimal digits, compiled from a ``DigitPattern``.
///
/// State 0 is the dead state, state 1 the start. The automaton is kept in a printable encoding
/// (the generated metadata holds all of them as one graph, ``AutomatonGraph``, taken apart on first use):
/// `<state count>/<one '0' or '1' per state: accepting>/<transition table>`, where each table entry,
/// ten per state, is one character from `#`…`~` without `\` (91 symbols, so it fits a raw string
/// literal) when there are at most 91 states, else two.
///
///     let automaton = DigitAutomaton(try DigitPattern(parsing: "1\\d{2}"))
///     automaton.matches(digits: [1, 2, 3])  // true
///     automaton.matchesPrefix(of: [1, 2, 3, 4])  // true
package struct DigitAutomaton: Hashable, @unchecked Sendable {
    private static let base = 91
    private static let firstSymbol: UInt8 = 0x23
    private static let backslash: UInt8 = 0x5C

    @inline(__always)
    private static func symbol(_ value: Int) -> UInt8 {
        let byte = firstSymbol + UInt8(value)
        return byte >= backslash ? byte + 1 : byte
    }

    @inline(__always)
    private static func value(_ symbol: UInt8) -> Int {
        Int(symbol &- firstSymbol) &- (symbol > backslash ? 1 : 0)
    }

    /// The encoding, held by `owner`.
    private let start: UnsafePointer<UInt8>
    private let owner: OwnedBytes
    private let tableOffset: Int32
    private let states: Int32
    private let acceptingOffset: Int16
    private let isWide: Bool

    /// The number of states, including the dead state.
    package var stateCount: Int { Int(states) }

    /// The whole encoding: the table ends it, ten entries per state of one or two symbols each.
    private var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: Int(tableOffset) + Int(states) * 10 * (isWide ? 2 : 1))
    }

    package static let start = 1
    package static let dead = 0

    /// Reads the printable encoding (copied); nil when it is malformed.
    package init?(encoded: some StringProtocol) {
        let owner = OwnedBytes(Array(encoded.utf8))
        self.init(bytes: UnsafeBufferPointer(start: owner.pointer, count: owner.count), owner: owner)
    }

    private init?(bytes: UnsafeBufferPointer<UInt8>, owner: OwnedBytes) {
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")),
            let count = Int(String(decoding: bytes[..<slash], as: UTF8.self)), count >= 2,
            count <= Self.base * Self.base
        else { return nil }
        let wide = count > Self.base
        guard bytes.count == slash + 1 + count + 1 + count * 10 * (wide ? 2 : 1), let base = bytes.baseAddress,
            bytes.count < Int(Int32.max)
        else { return nil }
        self.start = base
        self.owner = owner
        acceptingOffset = Int16(slash + 1)
        tableOffset = Int32(slash + 1 + count + 1)
        isWide = wide
        states = Int32(count)
        for state in 0..<count {
            for digit in 0..<10 where next(state, UInt8(digit)) >= count { return nil }
        }
    }

    package static func == (lhs: DigitAutomaton, rhs: DigitAutomaton) -> Bool {
        lhs.bytes.elementsEqual(rhs.bytes)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }

    /// Builds the automaton from a transition table (`transitions[state * 10 + digit]`, ten entries per
    /// state of `accepting`, each below the state count), written straight into its encoding.
    package init(transitions: [Int], accepting: [Bool]) {
        let count = accepting.count
        let wide = count > Self.base
        var bytes = Array(String(count).utf8) + [UInt8(ascii: "/")]
        let acceptingOffset = bytes.count
        bytes += accepting.map { $0 ? UInt8(ascii: "1") : UInt8(ascii: "0") }
        bytes.append(UInt8(ascii: "/"))
        let tableOffset = bytes.count
        for target in transitions {
            let target = target >= 0 && target < count ? target : Self.dead  // reads stay inside the table
            if wide { bytes.append(Self.symbol(target / Self.base)) }
            bytes.append(Self.symbol(target % Self.base))
        }
        bytes += [UInt8](repeating: Self.symbol(Self.dead), count: max(0, count * 10 - transitions.count) * (wide ? 2 : 1))
        owner = OwnedBytes(bytes)
        start = UnsafePointer(owner.pointer)
        self.acceptingOffset = Int16(acceptingOffset)
        self.tableOffset = Int32(tableOffset)
        isWide = wide
        states = Int32(count)
    }

    /// Compiles a pattern (DigitPatterns' ``CompiledAutomaton``).
    package init(_ pattern: DigitPattern) {
        let compiled = CompiledAutomaton(pattern)
        self.init(transitions: compiled.transitions, accepting: compiled.accepting)
    }

    /// The printable encoding.
    package var encoded: String { String(decoding: bytes, as: UTF8.self) }

    /// Heap bytes held by the encoding.
    package var byteCount: Int { bytes.count }

    /// Whether the state accepts.
    @inline(__always)
    package func isAccepting(_ state: Int) -> Bool {
        state >= 0 && state < Int(states) && start[Int(acceptingOffset) &+ state] == UInt8(ascii: "1")
    }

    /// The state reached from `state` on `digit`.
    @inline(__always)
    package func next(_ state: Int, _ digit: UInt8) -> Int {
        guard digit < 10, state < Int(states) else { return Self.dead }  // reads stay inside the table
        let entry = state &* 10 &+ Int(digit)
        let table = start + Int(tableOffset)
        if isWide {
            return Self.value(table[entry &* 2]) &* Self.base &+ Self.value(table[entry &* 2 &+ 1])
        }
        return Self.value(table[entry])
    }

    /// Whether the whole digit string matches (Python's `fullmatch`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matches(digits: some Sequence<UInt8>) -> Bool {
        var state = Self.start
        if isWide {
            for digit in digits {
                state = next(state, digit)
                if state == Self.dead { return false }
            }
            return isAccepting(state)
        }
        // One symbol an entry (at most 91 states, nearly every automaton): the table read directly.
        let table = start + Int(tableOffset)
        let stateCount = Int(states)
        for digit in digits {
            guard digit < 10, state < stateCount else { return false }  // reads stay inside the table
            state = Self.value(table[state &* 10 &+ Int(digit)])
            if state == Self.dead { return false }
        }
        return isAccepting(state)
    }

    /// Whether some prefix of the digits (possibly empty) matches (Java's `lookingAt`, Python's `match`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matchesPrefix(of digits: some Sequence<UInt8>) -> Bool {
        var state = Self.start
        if isAccepting(state) { return true }
        for digit in digits {
            state = next(state, digit)
            if state == Self.dead { return false }
            if isAccepting(state) { return true }
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

/// The heap copy of an encoding.
private final class OwnedBytes: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        pointer = .allocate(capacity: max(bytes.count, 1))
        pointer.initialize(from: bytes, count: bytes.count)
    }

    deinit { pointer.deallocate() }
}
