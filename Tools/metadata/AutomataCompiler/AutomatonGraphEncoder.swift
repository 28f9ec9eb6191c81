import DigitPatterns

/// Merges minimal automata into one graph of shared states (``SharedStates``) and writes it in
/// ``AutomatonGraph``'s text encoding (see Sources/DigitPatterns/AutomatonGraph.swift), states in
/// ``WalkOrder``. The output depends only on the automata, so it is reproducible.
struct AutomatonGraphEncoder {
    /// The graph's three texts, runs, targets and starts, each cut into lines of at most `width`
    /// symbols, the number of states, and of states before merging. The line breaks stay in the binary
    /// and break gzip's matches: lines of 120 cost the phone graph 0.8 KB of gzip, lines of 1,000 0.1 KB.
    static func encode(
        _ automata: [CompiledAutomaton], width: Int = 1000
    ) -> (runs: [String], targets: [String], starts: [String], stateCount: Int, unmergedCount: Int) {
        let graph = SharedStates(automata)
        let order = WalkOrder(graph)

        var runText: [UInt8] = []
        var targetText: [UInt8] = []
        var numbered = 0  // the states written or named so far, as the decoder counts them
        for state in order.states {
            if order.number[state] == numbered { numbered += 1 }  // a root: named by being written
            for run in Runs(graph.successors[state]) {
                let kind: Int
                let target = order.number[run.target]
                if run.target == graph.dead {
                    kind = 0
                } else if target == numbered {  // met for the first time: the walk gave it the next number
                    kind = 1
                    numbered += 1
                } else {
                    kind = 2
                    targetText += AutomatonGraph.symbols(ofNumber: target)
                }
                let accepting = run.first == 0 && graph.accepting[state]
                runText.append(AutomatonGraph.symbol(run.last + 10 * kind + (accepting ? 30 : 0)))
            }
        }

        var startText: [UInt8] = []
        var nextRoot = 1  // the dead state is the first root
        for start in graph.starts {
            if nextRoot < order.roots.count, order.roots[nextRoot] == start {
                startText += AutomatonGraph.symbols(ofNumber: 0)
                nextRoot += 1
            } else {
                startText += AutomatonGraph.symbols(ofNumber: order.number[start] + 1)
            }
        }
        return (
            lines(runText, width: width), lines(targetText, width: width), lines(startText, width: width),
            order.states.count, graph.unmergedCount
        )
    }

    /// The text cut into lines of `width` symbols (the decoder skips line breaks).
    private static func lines(_ text: [UInt8], width: Int) -> [String] {
        stride(from: 0, to: text.count, by: width).map {
            String(decoding: text[$0..<min($0 + width, text.count)], as: UTF8.self)
        }
    }
}
