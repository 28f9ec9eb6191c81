/// Every compiled automaton of a metadata table as one graph of shared states.
///
/// Tools/metadata/AutomataCompiler compiles each pattern to a minimal automaton over the decimal digits,
/// then merges the states of all of them that accept the same digit strings from there on (the tails
/// such as "any seven digits" that most patterns end with): 30,460 states become 8,335. A pattern's
/// automaton is then only its start state in the graph.
///
/// The graph is written as printable text (no backslash, no quote, so it fits a raw string literal;
/// line breaks are ignored). Values are symbols `#`…`~` without `\` (91 of them, ``value(of:)``).
/// State after state, from state 0 (the dead one), each state is a list of runs that cover the digits
/// 0 to 9 in order, every digit of a run going to the same state. Three texts:
/// - `runs`: each run's head, one symbol, `end + 10 × live + 20 × accepting`: `end` the run's last
///   digit, `live` 1 when the run goes to a state other than the dead one, `accepting` 1 on the first
///   run of an accepting state. A state ends with the run that ends at digit 9;
/// - `targets`: the target state of each live run, in the same order, as numbers (``readNumber(_:at:)``);
/// - `starts`: the start state of each pattern, by pattern index, as numbers.
///
/// Heads and targets apart compress better than interleaved (gzip: 37 KB against 44 KB).
///
///     let graph = AutomatonGraph(runs: ",@6", targets: "$", starts: "%")  // one pattern, `\d`
///     graph.automaton(at: 0)?.transitions  // 10 × 0, then 10 × 2, then 10 × 0
///     graph.automaton(at: 0)?.accepting  // [false, false, true]
public struct AutomatonGraph: Sendable {
    /// `transitions[state * 10 + digit]`: the state reached on that digit (a graph has at most 65,536
    /// states; the phone plans have 8,335).
    private let transitions: [UInt16]
    private let accepting: [Bool]
    /// The start state of each pattern's automaton, by pattern index.
    private let starts: [Int32]

    /// The number of automata (patterns).
    public var count: Int { starts.count }

    /// The heap bytes of the decoded graph.
    public var byteCount: Int { transitions.count * MemoryLayout<UInt16>.size + accepting.count + starts.count * 4 }

    /// Decodes the three texts written by the compiler; a malformed graph holds no automata.
    public init(runs: StaticString, targets: StaticString, starts: StaticString) {
        func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        }
        guard let graph = Self.decodeStates(runs: bytes(runs), targets: bytes(targets)),
            let roots = Self.decodeStarts(bytes(starts), below: graph.accepting.count)
        else {
            self.transitions = []
            self.accepting = []
            self.starts = []
            return
        }
        self.transitions = graph.transitions
        self.accepting = graph.accepting
        self.starts = roots
    }

    /// The automaton of the pattern with this index, as the compiler's minimiser numbers its states:
    /// state 0 dead, 1 the start, the others in the order a breadth-first walk from the start meets
    /// them, digits ascending. Nil outside the table.
    ///
    /// - Complexity: O(n) in the automaton's states.
    public func automaton(at index: Int) -> (transitions: [Int], accepting: [Bool])? {
        guard index >= 0, index < starts.count else { return nil }
        let start = Int(starts[index])
        if start == 0 {  // matches nothing: two dead states, as the minimiser writes it
            return ([Int](repeating: 0, count: 20), [false, false])
        }
        // The graph's states in the order met, and the local number of each target (found by a linear
        // search: an automaton has tens of states, rarely hundreds).
        var order: [UInt16] = [0, UInt16(start)]
        var table: [Int] = []
        var cursor = 1
        while cursor < order.count {
            let state = Int(order[cursor])
            for digit in 0..<10 {
                let target = transitions[state &* 10 &+ digit]
                if let number = order.firstIndex(of: target) {
                    table.append(number)
                } else {
                    table.append(order.count)
                    order.append(target)
                }
            }
            cursor += 1
        }
        return ([Int](repeating: 0, count: 10) + table, order.map { accepting[Int($0)] })
    }

    // MARK: The encoding (shared with the compiler, which writes it)

    /// The number of symbols: `#` (0x23) to `~` (0x7E) without `\`.
    package static let symbolCount = 91
    /// Number symbols below this value end a number; the others continue it.
    package static let finalSymbolCount = 60

    /// The symbol for a value below ``symbolCount``.
    package static func symbol(_ value: Int) -> UInt8 {
        let byte = 0x23 + UInt8(value)
        return byte >= 0x5C ? byte + 1 : byte
    }

    /// The value of a symbol; nil for a byte that is not one.
    package static func value(of symbol: UInt8) -> Int? {
        guard symbol >= 0x23, symbol <= 0x7E, symbol != 0x5C else { return nil }
        return Int(symbol - 0x23) - (symbol > 0x5C ? 1 : 0)
    }

    /// The symbols of a number: the quotient by ``finalSymbolCount`` in base 31 (symbols 60…90), then
    /// the remainder (0…59). Numbers below 60 take one symbol, below 1,860 two.
    package static func symbols(ofNumber number: Int) -> [UInt8] {
        var prefix: [UInt8] = []
        var quotient = number / finalSymbolCount
        while quotient > 0 {
            prefix.insert(symbol(finalSymbolCount + quotient % (symbolCount - finalSymbolCount)), at: 0)
            quotient /= symbolCount - finalSymbolCount
        }
        return prefix + [symbol(number % finalSymbolCount)]
    }

    /// Reads a number at `position` (line breaks skipped) and moves past it; nil when malformed.
    private static func readNumber(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int? {
        var number = 0
        while let value = readValue(text, at: &position) {
            if value < finalSymbolCount { return number &* finalSymbolCount &+ value }
            number = number &* (symbolCount - finalSymbolCount) &+ (value - finalSymbolCount)
            guard number < Int(Int32.max) / symbolCount else { return nil }
        }
        return nil
    }

    /// Reads one symbol's value at `position`, skipping line breaks; nil at the end or on a bad byte.
    private static func readValue(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int? {
        while position < text.count, text[position] == UInt8(ascii: "\n") { position += 1 }
        guard position < text.count else { return nil }
        defer { position += 1 }
        return value(of: text[position])
    }

    private static func decodeStates(
        runs text: UnsafeBufferPointer<UInt8>, targets: UnsafeBufferPointer<UInt8>
    ) -> (transitions: [UInt16], accepting: [Bool])? {
        var transitions: [UInt16] = []
        var accepting: [Bool] = []
        var position = 0
        var targetPosition = 0
        var digit = 0
        while true {
            if digit == 0 {
                while position < text.count, text[position] == UInt8(ascii: "\n") { position += 1 }
                if position == text.count { break }
            }
            guard let head = readValue(text, at: &position), head < 40 else { return nil }
            let end = head % 10
            guard end >= digit else { return nil }
            if digit == 0 { accepting.append(head >= 20) } else if head >= 20 { return nil }
            var target: UInt16 = 0
            if head % 20 >= 10 {
                guard let number = readNumber(targets, at: &targetPosition), number <= Int(UInt16.max) else { return nil }
                target = UInt16(number)
            }
            for _ in digit...end { transitions.append(target) }
            digit = end == 9 ? 0 : end + 1
        }
        while targetPosition < targets.count, targets[targetPosition] == UInt8(ascii: "\n") { targetPosition += 1 }
        guard digit == 0, targetPosition == targets.count, !accepting.isEmpty, accepting.count <= 1 << 16,
            transitions.allSatisfy({ Int($0) < accepting.count }) else { return nil }
        return (transitions, accepting)
    }

    private static func decodeStarts(_ text: UnsafeBufferPointer<UInt8>, below stateCount: Int) -> [Int32]? {
        var starts: [Int32] = []
        var position = 0
        while true {
            while position < text.count, text[position] == UInt8(ascii: "\n") { position += 1 }
            if position == text.count { return starts }
            guard let start = readNumber(text, at: &position), start < stateCount else { return nil }
            starts.append(Int32(start))
        }
    }
}
