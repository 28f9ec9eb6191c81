/// The order in which ``AutomatonGraphEncoder`` numbers and writes the states: the order a
/// breadth-first walk meets them, so that the first reference to a state is always to the next number
/// and needs no number written (see Sources/DigitPatterns/AutomatonGraph.swift).
///
/// The walk starts from the dead state, then from each pattern's start in pattern order; each walk
/// only from a state not met yet (a *root*).
struct WalkOrder {
    /// The states, in the order met (the dead state first).
    let states: [Int]
    /// The position of each state in ``states``: its number in the written graph.
    let number: [Int]
    /// The states each walk started from, in order: the dead state, then the patterns' roots.
    let roots: [Int]

    init(_ graph: SharedStates) {
        var number = [Int](repeating: -1, count: graph.successors.count)
        var states: [Int] = []
        var roots: [Int] = []
        for root in [graph.dead] + graph.starts where number[root] < 0 {
            roots.append(root)
            number[root] = states.count
            states.append(root)
            var cursor = states.count - 1
            while cursor < states.count {
                for run in Runs(graph.successors[states[cursor]]) where number[run.target] < 0 {
                    number[run.target] = states.count
                    states.append(run.target)
                }
                cursor += 1
            }
        }
        self.states = states
        self.number = number
        self.roots = roots
    }
}

/// A state's ten targets as runs of consecutive digits that go to the same state, digits ascending.
struct Runs: Sequence, IteratorProtocol {
    private let targets: [Int]
    private var digit = 0

    init(_ targets: [Int]) { self.targets = targets }

    mutating func next() -> (first: Int, last: Int, target: Int)? {
        guard digit < targets.count else { return nil }
        var last = digit
        while last + 1 < targets.count, targets[last + 1] == targets[digit] { last += 1 }
        defer { digit = last + 1 }
        return (digit, last, targets[digit])
    }
}
