import FormKitTestSupport
import Foundation
import Suggestions

/// Runs every query type of a ``TernarySearchTree`` on one word list against the brute-force oracle.
struct WordListCheck {
    let oracle: WordListOracle
    let tree: TernarySearchTree<Void>
    let queriesPerType: Int
    /// Query type → (queries run, mismatches).
    private(set) var tally: [(type: String, queries: Int, failures: Int)] = []
    private(set) var firstFailures: [String] = []

    init(oracle: WordListOracle, queriesPerType: Int, seed: UInt64) {
        self.oracle = oracle
        self.queriesPerType = queriesPerType
        var rng = SplitMix64(seed: seed)
        tree = TernarySearchTree(words: oracle.words.shuffled(using: &rng))
    }

    var failures: Int { tally.reduce(0) { $0 + $1.failures } }

    private mutating func record(_ type: String, _ results: [(ok: Bool, query: String)]) {
        let failed = results.filter { !$0.ok }
        tally.append((type, results.count, failed.count))
        firstFailures += failed.prefix(3).map { "\(type): \($0.query)" }
    }

    /// A word from the list with up to `edits` random substitutions, insertions or deletions.
    func misspelling(edits: Int, using rng: inout SplitMix64) -> String {
        var scalars = Array(oracle.words.randomElement(using: &rng)!.unicodeScalars)
        for _ in 0..<edits {
            let letter = oracle.alphabet.randomElement(using: &rng)!
            let position = Int.random(in: 0...scalars.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where position < scalars.count: scalars[position] = letter
            case 1: scalars.insert(letter, at: position)
            default: if position < scalars.count { scalars.remove(at: position) }
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    mutating func runAll(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = queriesPerType
        record("count+order", [(tree.count == oracle.words.count && tree.keys == oracle.words, "all keys")])
        let known = Set(oracle.words)
        record("contains", (0..<n).flatMap { _ -> [(Bool, String)] in
            let word = oracle.words.randomElement(using: &rng)!
            let miss = misspelling(edits: 1, using: &rng)
            return [(tree.contains(word), word),
                    (tree.contains(miss) == known.contains(miss.precomposedStringWithCanonicalMapping), miss)]
        })
        record("complete", (0..<n).map { _ in
            let source = misspelling(edits: Int.random(in: 0...1, using: &rng), using: &rng)
            let prefix = String(String.UnicodeScalarView(source.unicodeScalars.prefix(Int.random(in: 0...4, using: &rng))))
            let limit = prefix.unicodeScalars.count >= 3 ? Int.max : Int.random(in: 1...60, using: &rng)
            return (tree.completions(of: prefix, limit: limit).map(\.key) == oracle.completions(of: prefix, limit: limit), prefix)
        })
        record("count-prefix", (0..<n).map { _ in
            let source = misspelling(edits: Int.random(in: 0...1, using: &rng), using: &rng)
            let prefix = String(String.UnicodeScalarView(source.unicodeScalars.prefix(Int.random(in: 0...4, using: &rng))))
            return (tree.count(withPrefix: prefix) == oracle.countWithPrefix(prefix), prefix)
        })
        record("rank", (0..<n).map { _ in
            let query = misspelling(edits: Int.random(in: 0...1, using: &rng), using: &rng)
            return (tree.rank(of: query) == oracle.rank(of: query), query)
        })
        record("select", (0..<n).map { _ in
            let index = Int.random(in: -1...oracle.words.count, using: &rng)
            let expected = oracle.words.indices.contains(index) ? oracle.words[index] : nil
            return (tree.key(atRank: index) == expected, String(index))
        })
        let seedPatterns = ["banana", "ban...", ".a.a.a", "...ana", "xy.....", ".....xy", "television", "tele.....", "t.l.v.s..n", "...vision"]
        let patterns = seedPatterns + (0..<n).map { _ in
            let word = misspelling(edits: Int.random(in: 0...1, using: &rng), using: &rng)
            return String(String.UnicodeScalarView(word.unicodeScalars.map { Bool.random(using: &rng) ? "." : $0 }))
        }
        record("match", patterns.map { pattern in
            var visits = 0
            let found = tree.matches(for: pattern, visits: &visits).map(\.key)
            return (found == oracle.matches(for: pattern, wildcard: 0x2E) && visits <= tree.nodeCount, pattern)
        })
        record("match?", (0..<max(1, n / 4)).map { _ in
            let word = misspelling(edits: 0, using: &rng)
            let pattern = String(String.UnicodeScalarView(word.unicodeScalars.map { Bool.random(using: &rng) ? "?" : $0 }))
            let found = tree.matches(for: pattern, wildcard: "?").map(\.key)
            return (found == oracle.matches(for: pattern, wildcard: 0x3F), pattern)
        })
        record("near-hamming", (0..<n).map { _ in
            let query = misspelling(edits: Int.random(in: 0...2, using: &rng), using: &rng)
            let d = Int.random(in: 0...2, using: &rng)
            let found = tree.neighbors(of: query, withinHammingDistance: d).map { "\($0.key) \($0.distance)" }
            return (found == oracle.hammingNeighbors(of: query, within: d).map { "\($0.0) \($0.1)" }, "\(query) \(d)")
        })
        record("near-edit", (0..<n).map { _ in
            let query = misspelling(edits: Int.random(in: 0...2, using: &rng), using: &rng)
            let d = Int.random(in: 0...2, using: &rng)
            let found = tree.neighbors(of: query, withinEditDistance: d).map { "\($0.key) \($0.distance)" }
            return (found == oracle.editNeighbors(of: query, within: d).map { "\($0.0) \($0.1)" }, "\(query) \(d)")
        })
    }
}
