import FormKitTestSupport
import Foundation
import PropertyBased
import Testing

@testable import Suggestions

/// Partial-match and neighbour searches against brute force over random small
/// trees, and the bulk build against its input order.
@Suite("TernarySearchTree searches against brute force")
struct TreeSearchPropertyTests {
    /// Keys from a three-letter alphabet with a two-byte letter, so searches branch and prune often.
    static let keys = Gen.int(in: 0...2).map { ["a", "b", "é"][$0] }.array(of: 0...7).map { $0.joined() }

    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    static func sorted(_ keys: [String]) -> [String] {
        Set(keys).sorted { scalars($0).lexicographicallyPrecedes(scalars($1)) }
    }

    /// The textbook two-row Levenshtein distance.
    static func editDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func hammingDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
    }

    @Test func neighborsMatchBruteForce() async {
        // Two empty answers agree: enough queries must have neighbours for the comparison to count.
        var editNeighbors = ConditionTally("the query has neighbours by edit distance")
        var hammingNeighbors = ConditionTally("the query has neighbours by Hamming distance")
        await propertyCheck(count: 300, input: Self.keys.array(of: 0...40), Self.keys, Gen.int(in: 0...4)) { keys, query, limit in
            let tree = TernarySearchTree(words: keys)
            let words = Self.sorted(keys)
            let edit = words.compactMap { word -> String? in
                let distance = Self.editDistance(Self.scalars(word), Self.scalars(query))
                return distance <= limit ? "\(word) \(distance)" : nil
            }
            let hamming = words.compactMap { word -> String? in
                let distance = Self.hammingDistance(Self.scalars(word), Self.scalars(query))
                return distance <= limit ? "\(word) \(distance)" : nil
            }
            _ = editNeighbors.count(!edit.isEmpty)
            _ = hammingNeighbors.count(!hamming.isEmpty)
            #expect(tree.neighbors(of: query, withinEditDistance: limit).map { "\($0.key) \($0.distance)" } == edit)
            #expect(tree.neighbors(of: query, withinHammingDistance: limit).map { "\($0.key) \($0.distance)" } == hamming)
        }
        #expect(editNeighbors.held >= 120, "\(editNeighbors)")
        #expect(hammingNeighbors.held >= 120, "\(hammingNeighbors)")
    }

    @Test func partialMatchesMatchBruteForce() async {
        var matched = ConditionTally("the pattern matches a key")
        await propertyCheck(count: 300, input: Self.keys.array(of: 0...40), Gen.int(in: 0...3).map { ["a", "b", "é", "."][$0] }.array(of: 0...7)) { keys, letters in
            let pattern = letters.joined()
            let tree = TernarySearchTree(words: keys)
            let expected = Self.sorted(keys).filter { word in
                Self.scalars(word).count == Self.scalars(pattern).count
                    && zip(word.unicodeScalars, pattern.unicodeScalars).allSatisfy { $1 == "." || $0 == $1 }
            }
            _ = matched.count(!expected.isEmpty)
            #expect(tree.matches(for: pattern).map(\.key) == expected)
        }
        #expect(matched.held >= 40, "\(matched)")
    }

    @Test func searchesOrderKeysOfEveryUTF8Width() async {
        // One letter of each UTF-8 length, and NUL: the answers are gathered out of order and sorted as bytes.
        let letters = ["\u{0}", "a", "é", "中", "😀"]
        let keys = Gen.int(in: 0...4).map { letters[$0] }.array(of: 0...4).map { $0.joined() }
        let patterns = Gen.int(in: 0...5).map { (letters + ["."])[$0] }.array(of: 0...4).map { $0.joined() }
        var matched = ConditionTally("the pattern matches a key")
        var nearby = ConditionTally("the query has neighbours")
        await propertyCheck(count: 200, input: keys.array(of: 0...60), patterns, Gen.int(in: 0...2)) { keys, pattern, limit in
            let tree = TernarySearchTree(words: keys)
            let words = Self.sorted(keys)
            let matching = words.filter { word in
                Self.scalars(word).count == Self.scalars(pattern).count
                    && zip(word.unicodeScalars, pattern.unicodeScalars).allSatisfy { $1 == "." || $0 == $1 }
            }
            let query = pattern.replacingOccurrences(of: ".", with: "a")
            let near = words.filter { Self.editDistance(Self.scalars($0), Self.scalars(query)) <= limit }
            _ = matched.count(!matching.isEmpty)
            _ = nearby.count(!near.isEmpty)
            #expect(tree.matches(for: pattern).map(\.key) == matching)
            #expect(tree.neighbors(of: query, withinEditDistance: limit).map(\.key) == near)
        }
        #expect(matched.held >= 40, "\(matched)")
        #expect(nearby.held >= 70, "\(nearby)")
    }

    @Test func bulkBuildDoesNotDependOnInputOrder() async {
        await propertyCheck(count: 200, input: Self.keys.array(of: 0...60)) { keys in
            let forward = TernarySearchTree(words: keys)
            #expect(TernarySearchTree(words: keys.reversed()).nodes == forward.nodes)
            #expect(TernarySearchTree(words: Self.sorted(keys)).nodes == forward.nodes)
        }
    }

    @Test func radixSortIsAStableSortByScalars() async {
        // Long shared prefixes and many keys, so the radix passes run, not just insertion sort.
        let texts = Gen.int(in: 0...5).map { ["", "ab", "abab", "é", "b", "\u{0}"][$0] }.array(of: 0...6).map { $0.joined() }
        await propertyCheck(count: 100, input: texts.array(of: 0...200)) { texts in
            let expected = texts.indices.sorted { a, b in
                let x = Self.scalars(texts[a]), y = Self.scalars(texts[b])
                return x == y ? a < b : x.lexicographicallyPrecedes(y)
            }
            #expect(UTF8Keys(texts).sortedOrder() == expected)
        }
    }
}
