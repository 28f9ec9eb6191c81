import Testing

@testable import Suggestions

/// Inputs at the edges: very long keys, degenerate insertion orders, the empty key, storage.
@Suite("TernarySearchTree edge cases")
struct TreeRobustnessTests {
    @Test func keysOfAHundredThousandCharactersNeedNoDeepStack() {
        let stem = String(repeating: "a", count: 100_000)
        let keys = [stem + "b", stem + "c", "short"]
        var incremental = TernarySearchTree<Void>()
        for key in keys.reversed() { incremental.insert(key) }
        for tree in [TernarySearchTree(words: keys), incremental] {
            #expect(tree.keys == keys)
            #expect(tree.contains(stem + "c") && !tree.contains(stem))
            #expect(tree.matches(for: String(repeating: ".", count: 100_001)).map(\.key) == [stem + "b", stem + "c"])
            #expect(tree.neighbors(of: stem + "b", withinHammingDistance: 1).map(\.distance) == [0, 1])
            #expect(tree.neighbors(of: stem + "b", withinEditDistance: 1).map(\.distance) == [0, 1])
            #expect(tree.completions(of: "aaa").count == 2 && tree.rank(of: "short") == 2 && tree.key(atRank: 1) == stem + "c")
        }
    }

    @Test func keysInsertedInDescendingOrderStillSearchInOrder() {
        // Each insertion hangs below the last one's lower link: a chain, not a tree.
        let keys = (0..<20_000).map { String(Unicode.Scalar(0x4E00 + $0)!) }
        var tree = TernarySearchTree<Void>()
        for key in keys.reversed() { tree.insert(key) }
        #expect(tree.matches(for: ".").map(\.key) == keys)
        #expect(tree.neighbors(of: keys[0], withinEditDistance: 1).count == keys.count)
        #expect(tree.rank(of: keys[1]) == 1 && tree.key(atRank: 19_999) == keys.last)
    }

    @Test func theEmptyKeyTakesPartInEverySearch() {
        let tree = TernarySearchTree(words: ["", "a", "ab"])
        #expect(tree.matches(for: "").map(\.key) == [""])
        #expect(tree.completions(of: "").map(\.key) == ["", "a", "ab"])
        #expect(tree.neighbors(of: "ab", withinHammingDistance: 2).map(\.key) == ["", "a", "ab"])
        #expect(tree.neighbors(of: "ab", withinEditDistance: 1).map(\.key) == ["a", "ab"])
        #expect(tree.count(withPrefix: "") == 3 && tree.rank(of: "a") == 1 && tree.key(atRank: 0) == "")
    }

    @Test func anyDistanceIsAnswered() {
        let tree = TernarySearchTree(words: ["", "ant", "bee", "caterpillar"])
        for distance in [Int.max, Int(Int32.max), 1_000] {
            #expect(tree.neighbors(of: "ab", withinEditDistance: distance).map(\.key) == tree.keys)
            #expect(tree.neighbors(of: "ab", withinHammingDistance: distance).map(\.key) == tree.keys)
        }
        #expect(tree.neighbors(of: "ab", withinEditDistance: -1).isEmpty)
    }

    @Test func lengthBoundsSkipSubtreesOfTheWrongLength() {
        let tree = TernarySearchTree(words: ["abcdefgh", "xy"])
        var visits = 0
        #expect(tree.matches(for: "..", visits: &visits).map(\.key) == ["xy"])
        #expect(visits == 3, "both first characters, then only y: the a node's keys are all 8 long")
    }

    @Test func aSetOfWordsStoresNoValueSlots() {
        let words = TernarySearchTree(words: ["ant", "bee", "cat"])
        #expect(words.storageBytes == words.nodeCount * 20 + RootShortcuts().storageBytes)
        let valued = TernarySearchTree([("ant", 1), ("bee", 2), ("cat", 3)], uniquingKeysWith: +)
        #expect(valued.storageBytes > words.storageBytes)
    }
}
