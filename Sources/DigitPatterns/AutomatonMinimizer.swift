/// A deterministic automaton before minimisation: any number of states, state 0 dead, 1 the start.
struct RawAutomaton {
    var transitions: [Int]
    var accepting: [Bool]
}

extension RawAutomaton {
    /// The equivalent automaton with the fewest states (Moore's partition refinement),
    /// keeping state 0 dead and state 1 the start.
    ///
    /// - Complexity: O(n² · 10) in the worst case; a few rounds in practice.
    func minimized() -> CompiledAutomaton {
        let count = accepting.count
        var block = accepting.map { $0 ? 1 : 0 }
        var blockCount = Set(block).count
        while true {
            var signatures: [[Int]: Int] = [:]
            var refined = [Int](repeating: 0, count: count)
            for state in 0..<count {
                var signature = [block[state]]
                signature.reserveCapacity(11)
                for digit in 0..<10 { signature.append(block[Int(transitions[state * 10 + digit])]) }
                if let known = signatures[signature] {
                    refined[state] = known
                } else {
                    refined[state] = signatures.count
                    signatures[signature] = signatures.count
                }
            }
            block = refined
            if signatures.count == blockCount { break }
            blockCount = signatures.count
        }
        // Renumber: dead state's block first, start's block second, then in order of discovery.
        var number = [Int](repeating: -1, count: blockCount)
        var order: [Int] = []
        func visit(_ state: Int) {
            if number[block[state]] < 0 {
                number[block[state]] = order.count
                order.append(state)
            }
        }
        visit(0)
        visit(1)
        if number[block[0]] == number[block[1]] {
            // The pattern matches nothing: the start is dead too. Keep two states so state 1 exists.
            return CompiledAutomaton(transitions: [Int](repeating: 0, count: 20), accepting: [false, false])
        }
        var cursor = 0
        while cursor < order.count {
            let state = order[cursor]
            for digit in 0..<10 { visit(Int(transitions[state * 10 + digit])) }
            cursor += 1
        }
        var newTransitions = [Int](repeating: 0, count: order.count * 10)
        for (newState, state) in order.enumerated() {
            for digit in 0..<10 {
                newTransitions[newState * 10 + digit] = number[block[transitions[state * 10 + digit]]]
            }
        }
        return CompiledAutomaton(transitions: newTransitions, accepting: order.map { accepting[$0] })
    }
}
