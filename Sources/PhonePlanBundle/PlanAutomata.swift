/// The compiled automata of a bundle's patterns as one graph of shared states, read in place: a
/// pattern's automaton is its start state in the graph.
///
/// Layout (little-endian): the state count and the pattern count (`UInt32` each); each pattern's start
/// state (`UInt32`); one bit per state, set when it accepts (lowest bit first, padded to a byte); then
/// ten `UInt16` targets per state, digit 0 to 9. State 0 is the dead state.
///
///     let graph = bundle.automata(.automata)
///     graph.matches([4, 1], pattern: 7)
public struct PlanAutomata: Sendable {
    private let bytes: [UInt8]
    private let range: Range<Int>

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.range = range
    }

    /// The number of states, the dead one included.
    public var stateCount: Int { field(0) }
    /// The number of patterns.
    public var patternCount: Int { field(4) }

    private var acceptingOffset: Int { range.lowerBound + 8 + 4 * patternCount }
    private var transitionsOffset: Int { acceptingOffset + (stateCount + 7) / 8 }

    /// The start state of a pattern's automaton.
    public func start(ofPattern index: Int) -> Int { field(8 + 4 * index) }

    /// Whether a state accepts.
    public func isAccepting(_ state: Int) -> Bool { bytes[acceptingOffset + state / 8] >> UInt8(state % 8) & 1 == 1 }

    /// The state reached from `state` on `digit` (0…9).
    public func next(_ state: Int, _ digit: UInt8) -> Int {
        let at = transitionsOffset + 2 * (state * 10 + Int(digit))
        return Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }

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
        let start = start(ofPattern: index)
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

    /// Checks the layout: the exact length, the pattern count, a dead state 0 that goes nowhere, every
    /// start and target below the state count.
    func validate(patternCount expected: Int, tag: String) throws(PlanBundleError) {
        guard range.count >= 8 else { throw .malformedSection(tag, reason: "shorter than its counts") }
        let states = stateCount
        guard states >= 1, states <= 1 << 16 else { throw .malformedSection(tag, reason: "\(states) states") }
        guard patternCount == expected else {
            throw .malformedSection(tag, reason: "\(patternCount) automata for \(expected) patterns")
        }
        let length = 8 + 4 * patternCount + (states + 7) / 8 + 20 * states
        guard range.count == length else { throw .malformedSection(tag, reason: "\(range.count) bytes, expected \(length)") }
        for index in 0..<patternCount where start(ofPattern: index) >= states {
            throw .malformedSection(tag, reason: "pattern \(index) starts outside the graph")
        }
        for state in 0..<states {
            for digit in 0..<10 where next(state, UInt8(digit)) >= states || (state == 0 && next(0, UInt8(digit)) != 0) {
                throw .malformedSection(tag, reason: "state \(state) goes outside the graph")
            }
        }
        guard !isAccepting(0) else { throw .malformedSection(tag, reason: "the dead state accepts") }
    }

    private func field(_ offset: Int) -> Int {
        Int(PlanBundle.uint32(bytes, at: range.lowerBound + offset))
    }
}
