import DigitPatterns
import PhonePlanBundle

/// A deterministic automaton over the decimal digits: a pattern's start state in a graph of shared
/// states (``PlanGraph``), matched on the bundle's bytes with no decoded copy.
///
/// State 0 is the dead state. The graph an automaton points into lives as long as the program: a
/// plan bundle's graphs are never freed (numbers parsed with a bundle that was since replaced keep
/// working), so an automaton is two words and copying one retains nothing.
///
///     let automaton = DigitAutomaton(try DigitPattern(parsing: "1\\d{2}"))
///     automaton.matches(digits: [1, 2, 3])  // true
///     automaton.matchesPrefix(of: [1, 2, 3, 4])  // true
package struct DigitAutomaton: Hashable, @unchecked Sendable {  // the graph is immutable and never freed
    private unowned(unsafe) let graph: PlanGraph
    /// The start state in the graph (a graph has at most 65,535 states): 32 bits, so that an optional
    /// automaton and two length sets, a number description, take 24 bytes rather than 32.
    private let storedStart: Int32
    /// The start state in the graph.
    @inline(__always)
    package var start: Int { Int(storedStart) }

    package static let dead = 0

    /// The automaton of pattern `index` of a graph.
    init(graph: PlanGraph, pattern index: Int) {
        self.graph = graph
        storedStart = Int32(truncatingIfNeeded: graph.automata.start(ofPattern: index))
    }

    /// The text of grouping pattern `index` of this automaton's graph; empty outside its table.
    package func groupingPatternText(_ index: Int) -> String { graph.groupingPatternText(index) }

    /// The automaton starting at `start`, a state of this one's graph.
    package func sharingGraph(start: Int) -> DigitAutomaton { DigitAutomaton(graph: graph, start: start) }

    fileprivate init(graph: PlanGraph, start: Int) {
        self.graph = graph
        storedStart = Int32(truncatingIfNeeded: start)
    }

    /// Compiles a pattern (DigitPatterns' ``CompiledAutomaton``) into a graph of its own, kept for the
    /// life of the program like a bundle's: for tests and tools, not for the plans.
    package init(_ pattern: DigitPattern) {
        let compiled = CompiledAutomaton(pattern)
        let successors = (0..<compiled.accepting.count).map { Array(compiled.transitions[($0 * 10)..<($0 * 10 + 10)]) }
        let graph = PlanBundleWriter.Graph(successors: successors, accepting: compiled.accepting, starts: [1], dead: 0)
        do {
            let planGraph = PlanGraph(try PlanAutomata(graph: graph))
            _ = Unmanaged.passRetained(planGraph)  // never freed, as a bundle's graphs are not
            self.init(graph: planGraph, pattern: 0)
        } catch {
            preconditionFailure("a compiled automaton reads back: \(error)")
        }
    }

    package static func == (lhs: DigitAutomaton, rhs: DigitAutomaton) -> Bool {
        lhs.graph === rhs.graph && lhs.start == rhs.start
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(graph))
        hasher.combine(start)
    }

    /// The transition table from the start (state 1 the start, 0 dead), numbered breadth-first.
    package var table: (transitions: [Int], accepting: [Bool]) { graph.automata.automaton(ofState: start) }

    /// The number of states reachable from the start, the dead state included.
    package var stateCount: Int { table.accepting.count }

    /// Whether the state accepts.
    @inline(__always)
    package func isAccepting(_ state: Int) -> Bool { graph.walker.isAccepting(state) }

    /// The state reached from `state` on `digit`; dead for anything but a digit 0…9.
    @inline(__always)
    package func next(_ state: Int, _ digit: UInt8) -> Int {
        digit < 10 ? graph.walker.next(state, digit) : Self.dead
    }

    /// Whether the whole digit string matches (Python's `fullmatch`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matches(digits: some Sequence<UInt8>) -> Bool {
        let walker = graph.walker
        var state = start
        for digit in digits {
            guard digit < 10 else { return false }
            state = walker.next(state, digit)
            if state == Self.dead { return false }
        }
        return walker.isAccepting(state)
    }

    /// Whether some prefix of the digits (possibly empty) matches (Java's `lookingAt`, Python's `match`).
    ///
    /// - Complexity: O(n) in the number of digits.
    package func matchesPrefix(of digits: some Sequence<UInt8>) -> Bool {
        graph.walker.matchesPrefix(of: digits, from: start)
    }

    /// ``matchesPrefix(of:)`` for the automaton starting at `state` of this one's graph (another pattern of
    /// the same bundle).
    @inline(__always)
    package func matchesPrefix(of digits: some Sequence<UInt8>, fromState state: Int) -> Bool {
        graph.walker.matchesPrefix(of: digits, from: state)
    }

    /// Whether the two automata are patterns of one graph, so that either's states are the other's.
    package func sharesGraph(with other: DigitAutomaton) -> Bool { graph === other.graph }

    /// The lengths of the digit strings the automaton accepts, as bits (bit n, length n), when it
    /// accepts every digit string of those lengths and nothing else (every state sends all ten digits
    /// to one state, ending in the dead state within 31 digits); nil otherwise.
    package var anyDigitLengths: UInt32? {
        let walker = graph.walker
        var state = start
        var lengths: UInt32 = 0
        for length in 0..<32 {
            if state == Self.dead { return lengths }
            if walker.isAccepting(state) { lengths |= 1 << UInt32(length) }
            // One transition read in the loop, so the walk is inlined once where rules are made.
            var target = Self.dead
            for digit: UInt8 in 0...9 {
                let reached = walker.next(state, digit)
                if digit == 0 { target = reached } else if reached != target { return nil }
            }
            state = target
        }
        return state == Self.dead ? lengths : nil
    }

    /// Whether the digits so far could still grow into a match: the state reached is not dead.
    /// An as-you-type formatter uses this to keep a format while the number is incomplete.
    package func canExtend(_ digits: some Sequence<UInt8>) -> Bool {
        var state = start
        for digit in digits {
            state = next(state, digit)
            if state == Self.dead { return false }
        }
        return true
    }
}

/// A graph of automata read from a bundle section (``PlanSection/automata`` or
/// ``PlanSection/shortAutomata``), which every ``DigitAutomaton`` of it points into.
package final class PlanGraph: Sendable {
    package let automata: PlanAutomata
    /// The graph's walk as plain pointers, read by every match without reference counting.
    let walker: PlanAutomata.Walker
    /// The texts of the grouping patterns, by number (the first patterns of the main plans' graph);
    /// empty for other graphs.
    package let groupingPatterns: [String]

    package init(_ automata: PlanAutomata, groupingPatterns: [String] = []) {
        self.automata = automata
        walker = automata.walker
        self.groupingPatterns = groupingPatterns
    }

    /// The text of grouping pattern `index`; empty outside the table.
    package func groupingPatternText(_ index: Int) -> String {
        index >= 0 && index < groupingPatterns.count ? groupingPatterns[index] : ""
    }

    /// An automaton of this graph that matches nothing (its dead state).
    package var deadAutomaton: DigitAutomaton { DigitAutomaton(graph: self, start: DigitAutomaton.dead) }

    /// The automaton of a pattern; nil outside the graph.
    package func automaton(pattern index: Int) -> DigitAutomaton? {
        index >= 0 && index < automata.patternCount ? DigitAutomaton(graph: self, pattern: index) : nil
    }
}
