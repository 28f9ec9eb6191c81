import PhoneNumberMetadata
import Testing

/// The graph encoding of the compiled automata (the committed tables are checked in CompiledTableTests).
@Suite struct AutomatonGraphTests {
    @Test func oneDigitPattern() throws {
        // States: 0 dead, 1 accepting (every digit to the dead state), 2 the start (every digit to 1).
        let graph = AutomatonGraph(runs: ",@6", targets: "$", starts: "%")
        #expect(graph.count == 1)
        let automaton = try #require(graph.automaton(at: 0))
        #expect(automaton.transitions == [Int](repeating: 0, count: 10) + [Int](repeating: 2, count: 10) + [Int](repeating: 0, count: 10))
        #expect(automaton.accepting == [false, false, true])
        #expect(graph.automaton(at: 1) == nil)
        #expect(graph.automaton(at: -1) == nil)
    }

    @Test func aPatternThatMatchesNothingKeepsTwoDeadStates() throws {
        let automaton = try #require(AutomatonGraph(runs: ",", targets: "", starts: "#").automaton(at: 0))
        #expect(automaton.transitions == [Int](repeating: 0, count: 20))
        #expect(automaton.accepting == [false, false])
    }

    @Test(arguments: [
        (",@6", "", "%"),  // a live run without its target
        (",@6", "$$", "%"),  // a target left over
        (",@6", "&", "%"),  // a target outside the graph
        (",@", "", "%"),  // a start outside the graph
        (",@6", "$", "\\"),  // not a symbol
        ("$", "", "#"),  // a state that does not reach digit 9
    ])
    func malformedGraphsHoldNoAutomata(runs: StaticString, targets: StaticString, starts: StaticString) {
        #expect(AutomatonGraph(runs: runs, targets: targets, starts: starts).count == 0)
    }
}
