@testable import PhonePlanBundle
import PropertyBased
import Testing

/// Any graph the writer takes reads back as the same automata: each pattern's automaton, numbered
/// breadth-first from its start, equals the one walked in the graph as given.
@Suite struct AutomataRoundTripTests {
    /// A graph of `count` states (state 0 dead) whose targets and accepting states come from `seed`.
    static func randomGraph(states count: Int, patterns: Int, seed: UInt64) -> PlanBundleWriter.Graph {
        var generator = SplitMix(seed: seed)
        var successors = [[Int](repeating: 0, count: 10)]
        var accepting = [false]
        for _ in 1..<count {
            // Few distinct targets a state, as in the phone plans, so runs of equal targets appear.
            let choices = (0..<3).map { _ in Int(generator.next() % UInt64(count)) }
            successors.append((0..<10).map { _ in choices[Int(generator.next() % 3)] })
            accepting.append(generator.next() % 3 == 0)
        }
        let starts = (0..<patterns).map { _ in Int(generator.next() % UInt64(count)) }
        return .init(successors: successors, accepting: accepting, starts: starts, dead: 0)
    }

    /// The automaton of `start` in `graph`, numbered as ``PlanAutomata/automaton(ofPattern:)`` numbers it.
    static func walk(_ graph: PlanBundleWriter.Graph, from start: Int) -> (transitions: [Int], accepting: [Bool]) {
        if start == graph.dead { return ([Int](repeating: 0, count: 20), [false, false]) }
        var order = [graph.dead, start]
        var table = [Int](repeating: 0, count: 10)
        var cursor = 1
        while cursor < order.count {
            for target in graph.successors[order[cursor]] {
                if let number = order.firstIndex(of: target) {
                    table.append(number)
                } else {
                    table.append(order.count)
                    order.append(target)
                }
            }
            cursor += 1
        }
        return (table, order.map { graph.accepting[$0] })
    }

    @Test func randomGraphsReadBackAsTheSameAutomata() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...60), Gen.int(in: 0...12), Gen.uint64()) {
            states, patterns, seed in
            let graph = Self.randomGraph(states: states, patterns: patterns, seed: seed)
            var writer = PlanBundleWriter(phonenumbersVersion: "test")
            writer.setLines((0..<patterns).map { "\\d{\($0)}" }, for: .groupingPatterns)
            writer.setGraph(graph, for: .automata)
            guard let bundle = try? PlanBundle(bytes: writer.bytes()) else {
                Issue.record("a written bundle is refused (\(states) states, seed \(seed))")
                return
            }
            let automata = bundle.automata(.automata)
            for pattern in 0..<patterns {
                let read = automata.automaton(ofPattern: pattern)
                let given = Self.walk(graph, from: graph.starts[pattern])
                #expect(read.transitions == given.transitions && read.accepting == given.accepting, "pattern \(pattern)")
            }
        }
    }
}

/// A small seeded generator (SplitMix64), so a failing graph can be made again from its seed.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
