/// Every compiled automaton of a metadata table as one graph of shared states.
///
/// Tools/metadata/AutomataCompiler compiles each pattern to a minimal automaton over the decimal digits,
/// then merges the states of all of them that accept the same digit strings from there on (the tails
/// such as "any seven digits" that most patterns end with). A pattern's automaton is then only its
/// start state in the graph.
///
/// The graph is written as printable text (no backslash, no quote, so it fits a raw string literal;
/// line breaks are ignored), in symbols `#`…`~` without `\` (91 values, ``value(of:)``). The states are
/// numbered in the order a walk meets them, so that most references need no number at all: breadth-first
/// from state 0 (the dead one), then from each pattern's start in pattern order; a walk starts only
/// from a state not met yet (a *root*). State after state in that order, each state is a list of runs
/// that cover the digits 0 to 9 in order, every digit of a run going to the same state. Three texts:
/// - `runs`: each run's head, one symbol, `end + 10 × kind + 30 × accepting`: `end` the run's last
///   digit; `kind` 0 when the run goes to the dead state, 1 when it goes to a state met for the first
///   time (*new*: it takes the next number), 2 when to a state met before; `accepting` 1 on the first
///   run of an accepting state. A state ends with the run that ends at digit 9;
/// - `targets`: the number of the target of each run of kind 2, in the same order
///   (``readNumber(_:at:)``); the other runs need none;
/// - `starts`: for each pattern, by index, 0 when its start is the next root after the dead state's,
///   or its start's number + 1.
///
///     let graph = AutomatonGraph(runs: ",6J", targets: "", starts: "#")  // one pattern, `\d`
///     graph.automaton(at: 0)?.transitions  // 10 × 0, then 10 × 2, then 10 × 0
///     graph.automaton(at: 0)?.accepting  // [false, false, true]
public struct AutomatonGraph: Sendable {
    /// `transitions[state * 10 + digit]`: the state reached on that digit (a graph has at most 65,536
    /// states; the phone plans have 8,335).
    private let transitions: [UInt16]
    private let accepting: [Bool]
    /// The start state of each pattern's automaton, by pattern index.
    private let starts: [Int32]

    /// The number of automata (patterns).
    public var count: Int { starts.count }

    /// The heap bytes of the decoded graph.
    public var byteCount: Int { transitions.count * MemoryLayout<UInt16>.size + accepting.count + starts.count * 4 }

    /// Decodes the three texts written by the compiler; a malformed graph holds no automata.
    public init(runs: StaticString, targets: StaticString, starts: StaticString) {
        func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        }
        guard let graph = Self.decodeStates(runs: bytes(runs), targets: bytes(targets)),
            let roots = Self.decodeStarts(bytes(starts), roots: graph.roots, below: graph.accepting.count)
        else {
            self.transitions = []
            self.accepting = []
            self.starts = []
            return
        }
        self.transitions = graph.transitions
        self.accepting = graph.accepting
        self.starts = roots
    }

    /// The automaton of the pattern with this index, as the compiler's minimiser numbers its states:
    /// state 0 dead, 1 the start, the others in the order a breadth-first walk from the start meets
    /// them, digits ascending. Nil outside the table.
    ///
    /// - Complexity: O(n) in the automaton's states.
    public func automaton(at index: Int) -> (transitions: [Int], accepting: [Bool])? {
        guard index >= 0, index < starts.count else { return nil }
        let start = Int(starts[index])
        if start == 0 {  // matches nothing: two dead states, as the minimiser writes it
            return ([Int](repeating: 0, count: 20), [false, false])
        }
        // The graph's states in the order met, and the local number of each target (found by a linear
        // search: an automaton has tens of states, rarely hundreds).
        var order: [UInt16] = [0, UInt16(start)]
        var table: [Int] = []
        var cursor = 1
        while cursor < order.count {
            let state = Int(order[cursor])
            for digit in 0..<10 {
                let target = transitions[state &* 10 &+ digit]
                if let number = order.firstIndex(of: target) {
                    table.append(number)
                } else {
                    table.append(order.count)
                    order.append(target)
                }
            }
            cursor += 1
        }
        return ([Int](repeating: 0, count: 10) + table, order.map { accepting[Int($0)] })
    }
}
