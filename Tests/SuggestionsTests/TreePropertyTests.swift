import PropertyBased
import Testing

@testable import Suggestions

/// Properties that hold for any set of keys, built in bulk or one key at a time.
@Suite("TernarySearchTree properties")
struct TreePropertyTests {
    /// A short key from a four-letter alphabet (with a combining accent), so keys share prefixes.
    static func key(_ number: Int) -> String {
        let letters = ["a", "b", "é", "e\u{301}x"]
        var n = number
        var key = ""
        while n > 0 {
            key += letters[n % 4]
            n /= 4
        }
        return key
    }

    static func sortedUnique(_ keys: [String]) -> [String] {
        Set(keys.map { $0.precomposedNFC }).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    @Test func bulkAndIncrementalBuildsAgree() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...2_000).array(of: 0...60)) { numbers in
            let keys = numbers.map(Self.key)
            let bulk = TernarySearchTree(words: keys)
            var incremental = TernarySearchTree<Void>()
            for key in keys { incremental.insert(key) }
            let expected = Self.sortedUnique(keys)
            #expect(bulk.keys == expected)
            #expect(incremental.keys == expected)
            #expect(bulk.invariantViolations().isEmpty)
            #expect(incremental.invariantViolations().isEmpty)
        }
    }

    @Test func rankSelectAndPrefixCountsMatchTheSortedKeys() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...2_000).array(of: 0...60), Gen.int(in: 0...2_000)) { numbers, probe in
            let expected = Self.sortedUnique(numbers.map(Self.key))
            let tree = TernarySearchTree(words: expected.shuffled())
            for (index, key) in expected.enumerated() {
                #expect(tree.rank(of: key) == index)
                #expect(tree.key(atRank: index) == key)
            }
            let query = Self.key(probe).precomposedNFC
            let below = expected.filter { $0.unicodeScalars.lexicographicallyPrecedes(query.unicodeScalars) }
            #expect(tree.rank(of: query) == below.count)
            let prefix = String(String.UnicodeScalarView(query.unicodeScalars.prefix(2)))
            #expect(tree.count(withPrefix: prefix) == expected.filter { $0.unicodeScalars.starts(with: prefix.unicodeScalars) }.count)
        }
    }
}

@Suite("Sendable")
struct SendableTests {
    @Test func publicTypesAreSendable() {
        let values: [any Sendable] = [
            TernarySearchTree<Int>(), Suggester(texts: ["a"]), TextFolding.all,
            Suggestion(text: "a", kind: .exact, weight: 0), DidYouMean(options: ["a"], context: 1).cancel(),
            ChoiceError(kind: .rowOutOfRange, offset: 3), TernarySearchTree<Int>.Neighbor(key: "a", value: 1, distance: 0),
        ]
        #expect(values.count == 7)
    }
}
