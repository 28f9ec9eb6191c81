import FormKitTestSupport
import Testing

@testable import Suggestions

@Suite("TernarySearchTree")
struct TernarySearchTreeTests {
    static let twelveWords = ["as", "at", "be", "by", "he", "in", "is", "it", "of", "on", "or", "to"]

    @Test func emptyTreeAnswersEveryQueryWithNothing() {
        let tree = TernarySearchTree<Int>()
        #expect(tree.isEmpty && tree.count == 0)
        #expect(tree["a"] == nil && !tree.contains(""))
        #expect(tree.completions(of: "").isEmpty)
        #expect(tree.matches(for: "..").isEmpty)
        #expect(tree.neighbors(of: "ab", withinHammingDistance: 2).isEmpty)
        #expect(tree.neighbors(of: "ab", withinEditDistance: 2).isEmpty)
        #expect(tree.rank(of: "x") == 0 && tree.element(atRank: 0) == nil && tree.count(withPrefix: "") == 0)
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test func insertsUpdatesAndRemoves() {
        var stock = TernarySearchTree<Int>()
        #expect(stock.updateValue(3, forKey: "pears") == nil)
        #expect(stock.updateValue(5, forKey: "pears") == 3)
        stock["pear"] = 1
        stock["peach"] = 2
        #expect(stock.count == 3 && stock["pears"] == 5 && stock["pear"] == 1 && stock["pea"] == nil)
        #expect(stock.removeValue(forKey: "pea") == nil)
        #expect(stock.removeValue(forKey: "pears") == 5)
        #expect(stock.removeValue(forKey: "pears") == nil)
        #expect(stock.map(\.key) == ["peach", "pear"])
        #expect(stock.invariantViolations().isEmpty)
        stock["pears"] = 9
        #expect(stock["pears"] == 9 && stock.count == 3)
        #expect(stock.invariantViolations().isEmpty)
    }

    @Test func theEmptyStringIsAKey() {
        var tree = TernarySearchTree<String>()
        tree[""] = "empty"
        tree["a"] = "a"
        #expect(tree[""] == "empty" && tree.count == 2)
        #expect(tree.map(\.key) == ["", "a"])
        #expect(tree.rank(of: "a") == 1 && tree.key(atRank: 0) == "")
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test func iteratesInScalarOrder() {
        let tree = TernarySearchTree(words: Self.twelveWords.shuffled())
        #expect(tree.keys == Self.twelveWords)
        let mixed = TernarySearchTree(words: ["b", "B", "a", "ä", "aa", "Z", "\u{0}", "😀"])
        #expect(mixed.keys == ["\u{0}", "B", "Z", "a", "aa", "b", "ä", "😀"])
    }

    @Test func keysAreComparedAfterNFCNormalization() {
        var tree = TernarySearchTree<Int>()
        tree["Cre\u{0301}pes"] = 1  // e + combining acute
        #expect(tree["Crêpes"] == nil)
        #expect(tree["Crépes"] == 1)  // precomposed é
        tree["Crépes"] = 2
        #expect(tree.count == 1 && tree["Cre\u{0301}pes"] == 2)
        #expect(tree.keys == ["Crépes"])
        #expect(tree.neighbors(of: "Crepes", withinHammingDistance: 1).map(\.distance) == [1])
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test func completionsComeInOrderAndStopAtTheLimit() {
        let words = TernarySearchTree(words: ["car", "card", "care", "cat", "dog"])
        #expect(words.completions(of: "car").map(\.key) == ["car", "card", "care"])
        #expect(words.completions(of: "car", limit: 2).map(\.key) == ["car", "card"])
        #expect(words.completions(of: "car", limit: 0).isEmpty)
        #expect(words.completions(of: "cb").isEmpty)
        #expect(words.completions(of: "").count == 5)
        #expect(words.count(withPrefix: "ca") == 4 && words.count(withPrefix: "cart") == 0)
    }

    @Test func partialMatchFollowsTheSeedArticle() {
        let words = TernarySearchTree(words: ["banana", "bandana", "pajama", "casaba", "abracadabra"])
        #expect(words.matches(for: ".a.a.a").map(\.key) == ["banana", "casaba", "pajama"])
        #expect(words.matches(for: "ban?na", wildcard: "?").map(\.key) == ["banana"])
        #expect(words.matches(for: "ban.na.").isEmpty)
        #expect(words.matches(for: "").isEmpty)
    }

    @Test func hammingNeighborsCountMismatchesAndLengthDifference() {
        let words = TernarySearchTree(words: ["Dobbs", "Debby", "hobby", "bobs", "Dobb"])
        let found = words.neighbors(of: "Dobbs", withinHammingDistance: 2)
        #expect(found.map(\.key) == ["Debby", "Dobb", "Dobbs", "hobby"])
        #expect(found.map(\.distance) == [2, 1, 0, 2])
    }

    @Test func editNeighborsAllowInsertionsAndDeletions() {
        let countries = TernarySearchTree(words: ["Chad", "Chile", "China", "Chilean"])
        let found = countries.neighbors(of: "Chie", withinEditDistance: 1)
        #expect(found.map(\.key) == ["Chile"])
        let two = countries.neighbors(of: "Chie", withinEditDistance: 2)
        #expect(two.map(\.key) == ["Chad", "Chile", "China"])
        #expect(two.map(\.distance) == [2, 1, 2])
    }

    @Test func rankAndSelectAreInverse() {
        let words = TernarySearchTree(words: Self.twelveWords)
        for (index, word) in Self.twelveWords.enumerated() {
            #expect(words.rank(of: word) == index)
            #expect(words.key(atRank: index) == word)
        }
        #expect(words.rank(of: "a") == 0 && words.rank(of: "zz") == 12 && words.rank(of: "bz") == 4)
        #expect(words.key(atRank: 12) == nil && words.key(atRank: -1) == nil)
    }

    @Test func bulkBuildCombinesDuplicatesAndIsBalanced() {
        let tree = TernarySearchTree([("b", 1), ("a", 2), ("b", 3)], uniquingKeysWith: +)
        #expect(tree["b"] == 4 && tree["a"] == 2 && tree.count == 2)
        let sorted = (0..<1000).map { String(format: "%04d", $0) }
        let balanced = TernarySearchTree(words: sorted)
        var visits = 0
        #expect(balanced.contains("0999", visits: &visits))
        #expect(visits <= 4 * 5, "a balanced level of 10 digits needs at most 4 comparisons")
        #expect(balanced.invariantViolations().isEmpty)
    }

    @Test func searchesReportTheNodesTheyVisit() {
        let tree = TernarySearchTree(words: Self.twelveWords)
        var visits = 0
        _ = tree.matches(for: "..", visits: &visits)
        #expect(visits == tree.nodeCount, "a pattern of wildcards reads every node once")
        visits = 0
        _ = tree.contains("is", visits: &visits)
        #expect(visits > 0 && visits <= 3)
    }

    @Test func removingMostKeysRebuildsTheTree() {
        var tree = TernarySearchTree(words: (0..<200).map { "word\($0)" })
        let before = tree.nodeCount
        for i in 0..<150 {
            tree.removeValue(forKey: "word\(i)")
            #expect(tree.invariantViolations().isEmpty)
        }
        #expect(tree.count == 50 && tree.nodeCount < before)
        #expect(tree.keys == (150..<200).map { "word\($0)" }.sorted())
    }
}
