import DigitPatterns
import PhoneNumberMetadata
import Testing

/// The graph encoding of the compiled automata (the committed tables are checked in CompiledTableTests).
@Suite struct AutomatonGraphTests {
    @Test func oneDigitPattern() throws {
        // States in walk order: 0 dead (a root), 1 the start (the next root; every digit to a new state,
        // 2), 2 accepting (every digit to the dead state). Starts: the next root after the dead state.
        let graph = AutomatonGraph(runs: ",6J", targets: "", starts: "#")
        #expect(graph.count == 1)
        let automaton = try #require(graph.automaton(at: 0))
        #expect(automaton.transitions == [Int](repeating: 0, count: 10) + [Int](repeating: 2, count: 10) + [Int](repeating: 0, count: 10))
        #expect(automaton.accepting == [false, false, true])
        #expect(graph.automaton(at: 1) == nil)
        #expect(graph.automaton(at: -1) == nil)
    }

    @Test func aStateMetBeforeIsReferencedByNumber() throws {
        // `1?\d`: the start (1) goes on 0 to a new state (2, accepting, then dead), on 1 to a second
        // new state (3, accepting, every digit to 2), on 2 to 9 to state 2, met before: by its number.
        // Two patterns share the start: the second names it by number + 1.
        let graph = AutomatonGraph(runs: ",-.@J_", targets: "%%", starts: "#%")
        #expect(graph.count == 2)
        let automaton = try #require(graph.automaton(at: 1))
        #expect(automaton.accepting == [false, false, true, true])
        #expect(automaton.transitions[10...19] == [2, 3, 2, 2, 2, 2, 2, 2, 2, 2])
        #expect(automaton.transitions[20...29] == ArraySlice(repeating: 0, count: 10))
        #expect(automaton.transitions[30...39] == ArraySlice(repeating: 2, count: 10))
        #expect(graph.automaton(at: 0)?.transitions == automaton.transitions)
    }

    @Test func aPatternThatMatchesNothingKeepsTwoDeadStates() throws {
        let automaton = try #require(AutomatonGraph(runs: ",", targets: "", starts: "$").automaton(at: 0))
        #expect(automaton.transitions == [Int](repeating: 0, count: 20))
        #expect(automaton.accepting == [false, false])
    }

    @Test(arguments: [
        (",@", "", "#"),  // a run to a state met before without its number
        (",6J", "#", "#"),  // a target left over
        (",-.@J_", "%(", "#"),  // a target (5) not met yet
        (",6", "", "#"),  // a new state that is never written
        (",6J", "", "'"),  // a start outside the graph
        (",6J", "", "##"),  // a next root that is not there
        (",6J", "", "\\"),  // not a symbol
        ("$", "", "#"),  // a state that does not reach digit 9
        (",-J", "", "#"),  // accepting on a run after the first
    ])
    func malformedGraphsHoldNoAutomata(runs: StaticString, targets: StaticString, starts: StaticString) {
        #expect(AutomatonGraph(runs: runs, targets: targets, starts: starts).count == 0)
    }
}
