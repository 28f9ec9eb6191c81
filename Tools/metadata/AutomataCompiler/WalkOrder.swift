/// The order in which ``AutomatonGraphEncoder`` numbers and writes the states: the order a
/// breadth-first walk meets them, so that the first reference to a state is always to the next number
/// and needs no number written (see Sources/PhoneNumberMetadata/AutomatonGraph.swift).
///
/// The walk starts from the dead state, then from the states most often a target (the tails that
/// many patterns share, such as "any seven digits", so that the many references back to them are small
/// numbers), then from each pattern's start in pattern order; each walk only from a state not met yet.
struct WalkOrder {
    /// The states, in the order met (the dead state first).
    let states: [Int]
    /// The position of each state in ``states``: its number in the written graph.
    let number: [Int]
    /// The states each walk started from, in order.
    let roots: [Int]
    /// How many of the roots come before the first pattern's: the dead state and the tails'.
    let rootsBeforePatterns: Int

    /// How many of the states most often a target are walked before the patterns: as many as have a
    /// one-symbol number. A small gain (none: 75 bytes more of gzip; 30 to 200 within 55 bytes).
    static let tailCount = 60

    init(_ graph: SharedStates) {
        var uses = [Int](repeating: 0, count: graph.successors.count)
        for targets in graph.successors {
            for run in Runs(targets) where run.target != graph.dead { uses[run.target] += 1 }
        }
        let tails = graph.successors.indices.filter { uses[$0] > 0 }
            .sorted { uses[$0] != uses[$1] ? uses[$0] > uses[$1] : $0 < $1 }
            .prefix(Self.tailCount)

        var number = [Int](repeating: -1, count: graph.successors.count)
        var states: [Int] = []
        var roots: [Int] = []
        var rootsBeforePatterns = 0
        func walk(from root: Int) {
            guard number[root] < 0 else { return }
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
        walk(from: graph.dead)
        for tail in tails { walk(from: tail) }
        rootsBeforePatterns = roots.count
        for start in graph.starts { walk(from: start) }
        self.states = states
        self.number = number
        self.roots = roots
        self.rootsBeforePatterns = rootsBeforePatterns
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
