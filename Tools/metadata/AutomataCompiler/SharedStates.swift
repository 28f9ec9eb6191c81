import DigitPatterns

/// The states of many minimal automata merged into one graph: two states merge when they accept the
/// same digit strings from there on (Moore's partition refinement over every state of every automaton
/// at once). States are numbered in the order the refinement first meets them, so the result depends
/// only on the automata.
struct SharedStates {
    /// `successors[state][digit]`: the state reached on that digit.
    let successors: [[Int]]
    let accepting: [Bool]
    /// The start state of each automaton, in the order given.
    let starts: [Int]
    /// The dead state (every digit leads back to it; it accepts nothing).
    let dead: Int
    /// The states of the automata before merging.
    let unmergedCount: Int

    init(_ automata: [CompiledAutomaton]) {
        // Every state of every automaton, numbered one after the other.
        var offsets: [Int] = []
        var total = 0
        for automaton in automata {
            offsets.append(total)
            total += automaton.stateCount
        }
        var owner = [Int](repeating: 0, count: total)
        for (index, automaton) in automata.enumerated() {
            for state in 0..<automaton.stateCount { owner[offsets[index] + state] = index }
        }
        func target(_ node: Int, _ digit: Int) -> Int {
            let automaton = automata[owner[node]]
            return offsets[owner[node]] + automaton.transitions[(node - offsets[owner[node]]) * 10 + digit]
        }
        func accepts(_ node: Int) -> Bool { automata[owner[node]].accepting[node - offsets[owner[node]]] }

        // Partition refinement: blocks numbered in order of first appearance.
        var block = (0..<total).map { accepts($0) ? 1 : 0 }
        var blockCount = Set(block).count
        var representative: [Int] = []
        while true {
            var signatures: [[Int]: Int] = [:]
            var refined = [Int](repeating: 0, count: total)
            representative = []
            for node in 0..<total {
                var signature = [block[node]]
                for digit in 0..<10 { signature.append(block[target(node, digit)]) }
                if let known = signatures[signature] {
                    refined[node] = known
                } else {
                    refined[node] = signatures.count
                    signatures[signature] = signatures.count
                    representative.append(node)
                }
            }
            block = refined
            if signatures.count == blockCount { break }
            blockCount = signatures.count
        }
        successors = representative.map { node in (0..<10).map { block[target(node, $0)] } }
        accepting = representative.map(accepts)
        starts = automata.indices.map { block[offsets[$0] + 1] }
        dead = block[offsets.first ?? 0]
        unmergedCount = total
    }
}
