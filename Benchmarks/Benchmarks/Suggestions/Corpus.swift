import Foundation
import Suggestions

/// One Debian word list and the inputs every benchmark on it shares, built once.
struct Corpus: Sendable {
    let name: String
    /// The list's words, each once, in file order.
    let words: [String]
    /// The same words, shuffled with a fixed seed.
    let shuffled: [String]
    /// The same words in Unicode-scalar order.
    let sorted: [String]
    /// Random lowercase strings (3 to 12 letters) that are not words.
    let randomMisses: [String]
    /// Words with one letter changed that are not words.
    let oneLetterMisses: [String]
    /// The same misses in Unicode-scalar order.
    let sortedOneLetterMisses: [String]
    let tree: TernarySearchTree<Void>
    let set: Set<String>
    let dictionary: [String: Int]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        name = (path as NSString).lastPathComponent
        var seen = Set<String>()
        words = String(decoding: data, as: UTF8.self)
            .split(separator: "\n").map(String.init)
            .filter { seen.insert($0).inserted }
        var rng = BenchmarkRandom(seed: 2011)
        shuffled = words.shuffled(using: &rng)
        sorted = words.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
        var misses: [String] = []
        while misses.count < 100_000 {
            let length = Int.random(in: 3...12, using: &rng)
            let candidate = String(String.UnicodeScalarView((0..<length).map { _ in letters.randomElement(using: &rng)! }))
            if !seen.contains(candidate) { misses.append(candidate) }
        }
        randomMisses = misses
        misses = []
        for word in shuffled where misses.count < 100_000 {
            var scalars = Array(word.unicodeScalars)
            scalars[Int.random(in: 0..<scalars.count, using: &rng)] = letters.randomElement(using: &rng)!
            let candidate = String(String.UnicodeScalarView(scalars))
            if !seen.contains(candidate) { misses.append(candidate) }
        }
        oneLetterMisses = misses
        sortedOneLetterMisses = misses.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        tree = TernarySearchTree(words: shuffled)
        set = seen
        dictionary = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($0.element, $0.offset) })
    }

    /// The lists the benchmarks run on, smallest first.
    static let names = ["american-english", "american-english-huge", "american-english-insane"]

    /// The list closest in size to the seed article's 234,936-word dictionary.
    static let seedSized = "american-english-huge"

    /// The corpus of list `name`, loaded on first use (each benchmark runs in its own process).
    static func named(_ name: String) -> Corpus {
        switch name {
        case names[0]: small
        case names[1]: huge
        default: insane
        }
    }

    private static let small = load(names[0])
    private static let huge = load(names[1])
    private static let insane = load(names[2])

    private static func load(_ name: String) -> Corpus {
        guard let corpus = Corpus(path: "/usr/share/dict/\(name)") else {
            fatalError("missing /usr/share/dict/\(name): run scripts/bootstrap")
        }
        return corpus
    }
}

/// SplitMix64, so every run shuffles and misspells the same way.
struct BenchmarkRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }
}

/// The heap bytes a native Swift string keeps: none when it fits inline (15 UTF-8 bytes or
/// fewer), otherwise a 32-byte object header, the bytes and a NUL, in glibc's 16-byte chunks
/// with their 8-byte header.
func heapBytes(of string: String) -> Int {
    let count = string.utf8.count
    return count <= 15 ? 0 : (32 + count + 1 + 8 + 15) / 16 * 16
}

/// The bytes a hashed table of `capacity` buckets of `stride` bytes keeps: buckets, the
/// occupancy bitmap and the storage object's header, plus the keys' own heap bytes.
func hashTableBytes(capacity: Int, stride: Int, keys: some Sequence<String>) -> Int {
    capacity * stride + capacity / 8 + 64 + keys.reduce(0) { $0 + heapBytes(of: $1) }
}
