import PhoneNumberMetadata
import PhoneNumbers

/// Merges minimal automata into one graph of shared states and writes it in ``AutomatonGraph``'s text
/// encoding (see Sources/PhoneNumberMetadata/AutomatonGraph.swift).
///
/// Two states merge when they accept the same digit strings from there on (Moore's partition
/// refinement over every state of every automaton at once). The dead state is numbered 0; the others
/// by how often they are a target, most often first, so that common targets take one symbol; ties in
/// the order the automata list them. The output depends only on the automata, so it is reproducible.
struct AutomatonGraphEncoder {
    /// The graph's three texts, runs, targets and starts, each cut into lines of at most `width`
    /// symbols, and the number of states.
    static func encode(
        _ automata: [DigitAutomaton], width: Int = 120
    ) -> (runs: [String], targets: [String], starts: [String], stateCount: Int) {
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
            return offsets[owner[node]] + automaton.next(node - offsets[owner[node]], UInt8(digit))
        }
        func accepts(_ node: Int) -> Bool { automata[owner[node]].isAccepting(node - offsets[owner[node]]) }

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

        // Number the blocks: the dead one first, then by how often they are a target.
        let dead = block[offsets.first ?? 0]
        var uses = [Int](repeating: 0, count: blockCount)
        for node in representative {
            for digit in 0..<10 { uses[block[target(node, digit)]] += 1 }
        }
        let starts = automata.indices.map { block[offsets[$0] + 1] }
        for start in starts { uses[start] += 1 }
        let order = [dead] + (0..<blockCount).filter { $0 != dead }.sorted { uses[$0] != uses[$1] ? uses[$0] > uses[$1] : $0 < $1 }
        var number = [Int](repeating: 0, count: blockCount)
        for (position, block) in order.enumerated() { number[block] = position }

        var runText: [UInt8] = []
        var targetText: [UInt8] = []
        for state in order {
            let node = representative[state]
            let targets = (0..<10).map { number[block[target(node, $0)]] }
            var digit = 0
            while digit < 10 {
                var end = digit
                while end < 9, targets[end + 1] == targets[digit] { end += 1 }
                let live = targets[digit] != 0
                let head = end + (live ? 10 : 0) + (digit == 0 && accepts(node) ? 20 : 0)
                runText.append(AutomatonGraph.symbol(head))
                if live { targetText += AutomatonGraph.symbols(ofNumber: targets[digit]) }
                digit = end + 1
            }
        }
        let startText = starts.flatMap { AutomatonGraph.symbols(ofNumber: number[$0]) }
        return (lines(runText, width: width), lines(targetText, width: width), lines(startText, width: width), order.count)
    }

    /// The text cut into lines of `width` symbols (the decoder skips line breaks).
    private static func lines(_ text: [UInt8], width: Int) -> [String] {
        stride(from: 0, to: text.count, by: width).map {
            String(decoding: text[$0..<min($0 + width, text.count)], as: UTF8.self)
        }
    }
}
