/// A minimal deterministic automaton over the decimal digits, as the compiler leaves it: state 0 dead,
/// 1 the start, the others in the order a breadth-first walk from the start meets them, digits ascending.
/// The generator writes these into the plans; PhoneNumbers' `DigitAutomaton` matches with them.
///
///     let automaton = CompiledAutomaton(try DigitPattern(parsing: "\\d"))
///     automaton.accepting  // [false, false, true]
package struct CompiledAutomaton: Hashable, Sendable {
    /// `transitions[state * 10 + digit]`: the state reached on that digit.
    package var transitions: [Int]
    /// Whether each state accepts.
    package var accepting: [Bool]

    package init(transitions: [Int], accepting: [Bool]) {
        self.transitions = transitions
        self.accepting = accepting
    }

    /// The number of states, the dead one included.
    package var stateCount: Int { accepting.count }

    /// Compiles a pattern: Thompson construction, subset construction, then minimisation.
    /// `$` is treated as matching the empty string, so the automaton over-approximates patterns that use it.
    ///
    /// - Complexity: exponential in the worst case, in practice linear in the pattern size for numbering plans.
    package init(_ pattern: DigitPattern) {
        var nfa = NondeterministicAutomaton()
        let fragment = nfa.build(pattern)
        let dfa = nfa.determinize(start: fragment.start, accept: fragment.end)
        self = dfa.minimized()
    }
}

/// A Thompson automaton: states with epsilon edges and at most one digit-set edge each.
struct NondeterministicAutomaton {
    var epsilon: [[Int]] = []
    var edgeSet: [DigitSet] = []
    var edgeTarget: [Int] = []

    mutating func addState() -> Int {
        epsilon.append([])
        edgeSet.append(.none)
        edgeTarget.append(-1)
        return epsilon.count - 1
    }

    /// Builds states for the pattern and returns its entry and exit.
    mutating func build(_ pattern: DigitPattern) -> (start: Int, end: Int) {
        switch pattern {
        case .digits(let set):
            let start = addState(), end = addState()
            edgeSet[start] = set
            edgeTarget[start] = end
            return (start, end)
        case .endOfInput:
            let state = addState()
            return (state, state)
        case .capture(let body, _):
            return build(body)
        case .sequence(let parts):
            let start = addState()
            var end = start
            for part in parts {
                let fragment = build(part)
                epsilon[end].append(fragment.start)
                end = fragment.end
            }
            return (start, end)
        case .choice(let alternatives):
            let start = addState(), end = addState()
            for alternative in alternatives {
                let fragment = build(alternative)
                epsilon[start].append(fragment.start)
                epsilon[fragment.end].append(end)
            }
            return (start, end)
        case .repetition(let body, let minimum, let maximum):
            let start = addState()
            var end = start
            for _ in 0..<minimum {
                let fragment = build(body)
                epsilon[end].append(fragment.start)
                end = fragment.end
            }
            if let maximum {
                let exit = addState()
                for _ in minimum..<maximum {
                    let fragment = build(body)
                    epsilon[end].append(fragment.start)
                    epsilon[end].append(exit)
                    end = fragment.end
                }
                epsilon[end].append(exit)
                end = exit
            } else {
                let fragment = build(body)
                let exit = addState()
                epsilon[end].append(fragment.start)
                epsilon[end].append(exit)
                epsilon[fragment.end].append(fragment.start)
                epsilon[fragment.end].append(exit)
                end = exit
            }
            return (start, end)
        }
    }

    /// Subset construction. State 0 is dead, 1 is the start.
    func determinize(start: Int, accept: Int) -> RawAutomaton {
        func key(_ states: [Int]) -> [Int] {
            var seen = Set(states), stack = states
            while let state = stack.popLast() {
                for target in epsilon[state] where seen.insert(target).inserted { stack.append(target) }
            }
            return seen.filter { edgeTarget[$0] >= 0 || $0 == accept }.sorted()
        }
        var index: [[Int]: Int] = [[]: 0]
        var subsets: [[Int]] = [[]]
        let first = key([start])
        index[first] = 1
        subsets.append(first)
        var transitions: [Int] = []
        var cursor = 0
        while cursor < subsets.count {
            let subset = subsets[cursor]
            for digit in 0..<10 {
                var targets: [Int] = []
                for state in subset where edgeTarget[state] >= 0 && edgeSet[state].contains(digit) {
                    targets.append(edgeTarget[state])
                }
                let next = targets.isEmpty ? [] : key(targets)
                if let known = index[next] {
                    transitions.append(known)
                } else {
                    index[next] = subsets.count
                    transitions.append(subsets.count)
                    subsets.append(next)
                }
            }
            cursor += 1
        }
        return RawAutomaton(transitions: transitions, accepting: subsets.map { $0.contains(accept) })
    }
}
