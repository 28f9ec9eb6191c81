/// The compiled automata of a bundle's patterns as one graph of shared states, matched on the bundle's
/// bytes: a pattern's automaton is its start state in the graph.
///
/// The section is the graph walked breadth-first, each state a list of runs of digits that go to one
/// state, so that a state met for the first time needs no number (BundleFormat.md has the layout).
/// Reading it validates every run and target once and keeps, per state, where its runs and its
/// targets begin: an index of 8 bytes a state, against 20 for a table of every transition.
///
///     let graph = bundle.automata(.automata)
///     graph.matches([4, 1], pattern: 7)
public struct PlanAutomata: Sendable {
    /// The bytes of a section's counts, before the starts.
    static let countsSize = 16
    /// The most states a graph may have, so that a start + 1 fits two bytes.
    static let maximumStateCount = 65_535

    private let bytes: BundleBytes
    private let runsOffset: Int
    private let targetsOffset: Int
    /// Per state: the offset of its first run (bits 0–23, from ``runsOffset``), of its first target
    /// (bits 24–47, in targets from ``targetsOffset``) and the number its first new state takes (48–63).
    private let index: StateIndex
    /// Each pattern's start state.
    private let starts: [UInt16]

    /// The number of states, the dead one included.
    public var stateCount: Int { index.count }

    /// What a walk of the graph reads, as plain pointers into the bundle and the index: valid while this
    /// graph (or a copy) lives, and copied and read with no reference counting, for matching digit by digit.
    public var walker: Walker {
        guard let base = bytes.buffer.baseAddress else { preconditionFailure("a validated graph has bytes") }
        return Walker(runs: base + runsOffset, targets: base + targetsOffset, index: UnsafePointer(index.pointer))
    }

    /// A walk of a validated graph: ``next(_:_:)`` and ``isAccepting(_:)`` on states of the graph.
    /// Inlinable, so a match in another module walks the graph in its own loop, without a call a digit.
    @frozen
    public struct Walker: @unchecked Sendable {  // pointers into immutable bytes the graph keeps alive
        @usableFromInline let runs: UnsafePointer<UInt8>
        @usableFromInline let targets: UnsafePointer<UInt8>
        @usableFromInline let index: UnsafePointer<UInt64>

        @usableFromInline
        init(runs: UnsafePointer<UInt8>, targets: UnsafePointer<UInt8>, index: UnsafePointer<UInt64>) {
            self.runs = runs
            self.targets = targets
            self.index = index
        }

        /// Whether a state accepts: the accepting bit of its first run.
        @inlinable @inline(__always)
        public func isAccepting(_ state: Int) -> Bool {
            runs[Int(index[state] & 0xFF_FFFF)] & RunHead.acceptingBit != 0
        }

        /// The state reached from `state` on `digit` (0…9): the target of the state's first run that ends
        /// at or after the digit, counting the new states and named targets of the runs before it.
        @inlinable @inline(__always)
        public func next(_ state: Int, _ digit: UInt8) -> Int {
            next(entry: index[state], digit)  // every offset read was checked when validating
        }

        /// Whether a prefix of the digits (possibly empty) leads from `state` to an accepting state
        /// (Python's `match`); false at the first byte that is not a digit 0…9 before that. Reads each
        /// state's index entry once, for its accepting bit and its runs.
        @inlinable
        public func matchesPrefix(of digits: some Sequence<UInt8>, from state: Int) -> Bool {
            var state = state
            var iterator = digits.makeIterator()
            while true {
                let entry = index[state]
                if runs[Int(entry & 0xFF_FFFF)] & RunHead.acceptingBit != 0 { return true }
                guard let digit = iterator.next(), digit < 10 else { return false }
                state = next(entry: entry, digit)
                if state == 0 { return false }
            }
        }

        /// ``next(_:_:)`` from a state's index entry.
        @inlinable @inline(__always)
        func next(entry: UInt64, _ digit: UInt8) -> Int {
            var run = runs + Int(entry & 0xFF_FFFF)
            var target = targets + 2 * Int(entry >> 24 & 0xFF_FFFF)
            var newState = Int(entry >> 48)
            while true {  // the last run of a state ends at 9 (validated), so this ends for any digit ≤ 9
                let head = run.pointee
                if head & 0xF >= digit {
                    switch head >> 4 & 3 {
                    case RunHead.dead: return 0
                    case RunHead.new: return newState
                    default: return Int(target[0]) | Int(target[1]) << 8
                    }
                }
                newState &+= Int(head >> 4 & 1)  // a new state's run (kind 1)
                target += Int(head >> 4 & 2)  // a named target's run (kind 2): two bytes on
                run += 1
            }
        }
    }
    /// The number of patterns.
    public var patternCount: Int { starts.count }
    /// The heap bytes of what reading the section keeps beside the bundle (its index and starts).
    public var indexByteCount: Int { index.count * 8 + starts.count * 2 }

    /// The start state of a pattern's automaton.
    public func start(ofPattern index: Int) -> Int { Int(starts[index]) }

    /// Whether a state accepts: the accepting bit of its first run.
    public func isAccepting(_ state: Int) -> Bool { walker.isAccepting(state) }

    /// The state reached from `state` on `digit` (0…9).
    public func next(_ state: Int, _ digit: UInt8) -> Int { walker.next(state, digit) }

    /// Whether the digits (0…9 each) fully match the pattern with this index.
    public func matches(_ digits: some Sequence<UInt8>, pattern index: Int) -> Bool {
        var state = start(ofPattern: index)
        for digit in digits {
            guard digit < 10, state != 0 else { return false }
            state = next(state, digit)
        }
        return isAccepting(state)
    }

    /// The automaton of a pattern as a transition table from its start (state 1 the start, 0 dead),
    /// in the order a breadth-first walk meets the states: the numbering the compiler gives it.
    public func automaton(ofPattern index: Int) -> (transitions: [Int], accepting: [Bool]) {
        automaton(ofState: start(ofPattern: index))
    }

    /// The automaton from a state as a transition table (state 1 the start, 0 dead), numbered
    /// breadth-first.
    public func automaton(ofState start: Int) -> (transitions: [Int], accepting: [Bool]) {
        if start == 0 { return ([Int](repeating: 0, count: 20), [false, false]) }
        var order = [0, start]
        var table = [Int](repeating: 0, count: 10)
        var cursor = 1
        while cursor < order.count {
            for digit in 0..<10 {
                let target = next(order[cursor], UInt8(digit))
                if let number = order.firstIndex(of: target) {
                    table.append(number)
                } else {
                    table.append(order.count)
                    order.append(target)
                }
            }
            cursor += 1
        }
        return (table, order.map(isAccepting))
    }

    /// Reads and validates a section: the counts against its length, every run (digits ascending to 9,
    /// a known kind, the accepting bit only on a state's first run), every new state and named target
    /// in range, state 0 dead, one automaton per pattern, every start in range.
    init(bytes: BundleBytes, range: Range<Int>, patternCount expected: Int, tag: String) throws(PlanBundleError) {
        func fail(_ reason: String) -> PlanBundleError { .malformedSection(tag, reason: reason) }
        guard range.count >= Self.countsSize else { throw fail("shorter than its counts") }
        func count(_ at: Int) -> Int { PlanBundle.int(PlanBundle.uint32(bytes.buffer, at: range.lowerBound + at)) }
        let (states, patterns, runs, targets) = (count(0), count(4), count(8), count(12))
        guard states >= 1, states <= Self.maximumStateCount else { throw fail("\(states) states") }
        guard patterns == expected, patterns <= range.count else { throw fail("\(patterns) automata for \(expected) patterns") }
        guard runs <= 10 * states, targets <= runs else { throw fail("\(runs) runs and \(targets) targets") }
        let length = Self.countsSize + 2 * patterns + runs + 2 * targets
        guard range.count == length else { throw fail("\(range.count) bytes, expected \(length)") }
        let startsOffset = range.lowerBound + Self.countsSize
        runsOffset = startsOffset + 2 * patterns
        targetsOffset = runsOffset + runs
        self.bytes = bytes
        let index = StateIndex(count: states)
        var roots: [Int] = []
        var numbered = 0  // the states named so far: the roots, and the new states of the runs read
        var run = 0
        var target = 0
        for state in 0..<states {
            if numbered == state {  // no state before it named it: a walk starts here
                roots.append(state)
                numbered += 1
            }
            index.pointer[state] = UInt64(run) | UInt64(target) << 24 | UInt64(numbered) << 48
            var digit: UInt8 = 0
            while true {
                guard run < runs else { throw fail("the runs end inside state \(state)") }
                let head = bytes[runsOffset + run]
                let end = head & 0xF
                let kind = head >> 4 & 3
                guard head & 0x80 == 0, kind != 3, end >= digit, end <= 9,
                    digit == 0 || head & RunHead.acceptingBit == 0
                else { throw fail("state \(state) has a malformed run") }
                if kind == RunHead.new {
                    guard numbered < states else { throw fail("state \(state) goes outside the graph") }
                    numbered += 1
                } else if kind == RunHead.named {
                    guard target < targets else { throw fail("the targets end inside state \(state)") }
                    let at = targetsOffset + 2 * target
                    guard Int(bytes[at]) | Int(bytes[at + 1]) << 8 < numbered else {
                        throw fail("state \(state) goes outside the graph")
                    }
                    target += 1
                }
                run += 1
                if end == 9 { break }
                digit = end + 1
            }
        }
        guard run == runs, target == targets else { throw fail("runs or targets left over") }
        guard bytes[runsOffset] == RunHead.deadState else { throw fail("state 0 is not the dead state") }
        var starts: [UInt16] = []
        starts.reserveCapacity(patterns)
        var nextRoot = 1
        for pattern in 0..<patterns {
            let value = Int(PlanBundle.uint16(bytes.buffer, at: startsOffset + 2 * pattern))
            if value == 0 {
                guard nextRoot < roots.count else { throw fail("pattern \(pattern) starts outside the graph") }
                starts.append(UInt16(roots[nextRoot]))
                nextRoot += 1
            } else {
                guard value - 1 < states else { throw fail("pattern \(pattern) starts outside the graph") }
                starts.append(UInt16(value - 1))
            }
        }
        guard nextRoot == roots.count else { throw fail("a walk no pattern starts") }
        self.index = index
        self.starts = starts
    }
}

/// A run's head byte: the run's last digit (bits 0–3), its kind (bits 4–5) and, on a state's first
/// run, whether the state accepts (bit 6).
@usableFromInline
enum RunHead {
    /// The run goes to the dead state.
    @inlinable static var dead: UInt8 { 0 }
    /// The run goes to a state met for the first time, which takes the next number.
    @inlinable static var new: UInt8 { 1 }
    /// The run goes to a state named before: the next two-byte target.
    @inlinable static var named: UInt8 { 2 }
    @inlinable static var acceptingBit: UInt8 { 0x40 }
    /// The dead state's one run: every digit to the dead state, not accepting.
    static let deadState: UInt8 = 9

    static func byte(end: Int, kind: UInt8, accepting: Bool) -> UInt8 {
        UInt8(end) | kind << 4 | (accepting ? acceptingBit : 0)
    }
}

extension PlanAutomata {
    /// The automata of a graph as a bundle holds them (written by ``PlanBundleWriter`` and read back),
    /// for automata compiled at run time rather than taken from a bundle.
    package init(graph: PlanBundleWriter.Graph) throws(PlanBundleError) {
        let encoded = PlanBundleWriter.encode(graph)
        try self.init(
            bytes: BundleBytes(copying: encoded), range: 0..<encoded.count, patternCount: graph.starts.count,
            tag: PlanSection.automata.rawValue)
    }
}

/// The index of a graph's states, in memory of its own so a ``PlanAutomata/Walker`` can point into it.
final class StateIndex: @unchecked Sendable {  // written only while the graph is read, then never
    let pointer: UnsafeMutablePointer<UInt64>
    let count: Int

    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: max(count, 1))
        pointer.initialize(repeating: 0, count: max(count, 1))
    }

    deinit { pointer.deallocate() }
}
