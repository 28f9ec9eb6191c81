import Benchmark
import Foundation
import Suggestions

// Ternary search tree against Set<String> and Dictionary<String, Int> on the Debian word lists.
// Run: swift package --package-path Benchmarks benchmark --target SuggestionsBenchmarks
let benchmarks: @Sendable () -> Void = {
    let timing = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 1,
        maxDuration: .seconds(2), maxIterations: 15
    )
    let queryTiming = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 1,
        maxDuration: .seconds(1), maxIterations: 100
    )
    let memory = Benchmark.Configuration(
        metrics: [.custom("bytes per word", useScalingFactor: false)], warmupIterations: 0,
        maxDuration: .seconds(1), maxIterations: 1
    )

    for list in Corpus.names {
        var corpus: Corpus { Corpus.named(list) }
        for (order, words) in [("shuffled", \Corpus.shuffled), ("sorted", \Corpus.sorted)] {
            var input: [String] { corpus[keyPath: words] }
            Benchmark("Build incremental \(order) \(list): TST", configuration: timing) { _ in
                let input = input
                var tree = TernarySearchTree<Void>()
                for word in input { tree.insert(word) }
                blackHole(tree)
            }
            Benchmark("Build incremental \(order) \(list): Set", configuration: timing) { _ in
                let input = input
                var set = Set<String>()
                for word in input { set.insert(word) }
                blackHole(set)
            }
            Benchmark("Build incremental \(order) \(list): Dictionary", configuration: timing) { _ in
                let input = input
                var dictionary: [String: Int] = [:]
                for (index, word) in input.enumerated() { dictionary[word] = index }
                blackHole(dictionary)
            }
        }
        Benchmark("Build bulk shuffled \(list): TST", configuration: timing) { _ in
            blackHole(TernarySearchTree(words: corpus.shuffled))
        }
        Benchmark("Build bulk sorted \(list): TST", configuration: timing) { _ in
            blackHole(TernarySearchTree(words: corpus.sorted))
        }
        Benchmark("Build bulk shuffled \(list): Set", configuration: timing) { _ in
            blackHole(Set(corpus.shuffled))
        }
        Benchmark("Build bulk sorted \(list): Set", configuration: timing) { _ in
            blackHole(Set(corpus.sorted))
        }

        let queryLists = [
            ("Hits", \Corpus.shuffled), ("Hits sorted", \Corpus.sorted), ("Misses random", \Corpus.randomMisses),
            ("Misses one letter", \Corpus.oneLetterMisses), ("Misses one letter sorted", \Corpus.sortedOneLetterMisses),
        ]
        for (kind, path) in queryLists {
            var queries: [String] { corpus[keyPath: path] }
            Benchmark("\(kind) \(list): TST", configuration: timing) { _ in
                let (tree, queries) = (corpus.tree, queries)
                var found = 0
                for word in queries where tree.contains(word) { found += 1 }
                blackHole(found)
            }
            Benchmark("\(kind) \(list): Set", configuration: timing) { _ in
                let (set, queries) = (corpus.set, queries)
                var found = 0
                for word in queries where set.contains(word) { found += 1 }
                blackHole(found)
            }
            Benchmark("\(kind) \(list): Dictionary", configuration: timing) { _ in
                let (dictionary, queries) = (corpus.dictionary, queries)
                var found = 0
                for word in queries where dictionary[word] != nil { found += 1 }
                blackHole(found)
            }
        }

        // Memory: the bytes each structure keeps per word, counted from its arrays and tables
        // (Swift exposes no heap statistics on Linux); see heapBytes(of:).
        let bytesPerWord = BenchmarkMetric.custom("bytes per word", useScalingFactor: false)
        Benchmark("Memory \(list): TST", configuration: memory) { benchmark in
            benchmark.measurement(bytesPerWord, corpus.tree.storageBytes / corpus.tree.count)
        }
        Benchmark("Memory \(list): Set", configuration: memory) { benchmark in
            let set = corpus.set
            let bytes = hashTableBytes(capacity: set.capacity, stride: MemoryLayout<String>.stride, keys: set)
            benchmark.measurement(bytesPerWord, bytes / set.count)
        }
        Benchmark("Memory \(list): Dictionary", configuration: memory) { benchmark in
            let dictionary = corpus.dictionary
            let stride = MemoryLayout<String>.stride + MemoryLayout<Int>.stride
            let bytes = hashTableBytes(capacity: dictionary.capacity, stride: stride, keys: dictionary.keys)
            benchmark.measurement(bytesPerWord, bytes / dictionary.count)
        }
    }

    // The seed article's table 3 patterns and its near-neighbour query, against a linear scan.
    var corpus: Corpus { Corpus.named(Corpus.seedSized) }
    // The seed's patterns, then every six-letter word: a leading-wildcard pattern with 29,260 answers.
    let patterns = ["banana", "ban...", ".a.a.a", "...ana", "xy.....", ".....xy", "television", "tele.....", "t.l.v.s..n", "...vision", "......"]
    var scalarWords: [[Unicode.Scalar]] { ScalarWords.seedSized }
    for pattern in patterns {
        let query = Array(pattern.unicodeScalars)
        Benchmark("Partial match \(pattern): TST", configuration: queryTiming) { _ in
            let tree = corpus.tree
            blackHole(tree.matches(for: pattern))
        }
        Benchmark("Partial match \(pattern): scan", configuration: queryTiming) { _ in
            let scalarWords = scalarWords
            blackHole(scalarWords.filter { word in
                word.count == query.count && zip(word, query).allSatisfy { $1 == "." || $0 == $1 }
            })
        }
    }
    // The same scan over the words as strings, the form a caller without the tree would have them in.
    Benchmark("Partial match ......: scan strings", configuration: queryTiming) { _ in
        let words = corpus.sorted
        blackHole(words.filter { word in
            var position = 0
            for _ in word.unicodeScalars {
                guard position < 6 else { return false }
                position += 1
            }
            return position == 6
        })
    }
    Benchmark("Near Dobbs Hamming 2: TST", configuration: queryTiming) { _ in
        let tree = corpus.tree
        blackHole(tree.neighbors(of: "Dobbs", withinHammingDistance: 2))
    }
    Benchmark("Near Dobbs Hamming 2: scan", configuration: queryTiming) { _ in
        let scalarWords = scalarWords
        let query = Array("Dobbs".unicodeScalars)
        blackHole(scalarWords.filter { word in
            zip(word, query).reduce(abs(word.count - query.count)) { $0 + ($1.0 == $1.1 ? 0 : 1) } <= 2
        })
    }
    Benchmark("Near Dobbs edit 2: TST", configuration: queryTiming) { _ in
        let tree = corpus.tree
        blackHole(tree.neighbors(of: "Dobbs", withinEditDistance: 2))
    }
    Benchmark("Near Dobbs edit 2: scan", configuration: queryTiming) { _ in
        let scalarWords = scalarWords
        let query = Array("Dobbs".unicodeScalars)
        blackHole(scalarWords.filter { abs($0.count - query.count) <= 2 && editDistance($0, query) <= 2 })
    }
}

/// The seed-sized list as scalar arrays, for the linear-scan baselines.
enum ScalarWords {
    static let seedSized = Corpus.named(Corpus.seedSized).sorted.map { Array($0.unicodeScalars) }
}

/// Levenshtein distance by the textbook two-row dynamic programme, for the scan baseline.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    var current = previous
    for (i, x) in a.enumerated() {
        current[0] = i + 1
        for (j, y) in b.enumerated() {
            current[j + 1] = min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
