import Foundation

/// A Debian word list and brute-force answers to every query, for checking the tree against.
///
/// The oracle keeps the words as a sorted array and answers each query by
/// scanning it, so it shares no code and no cleverness with the tree.
struct WordListOracle: Sendable {
    /// The list's words: NFC, without empty lines or repeats, sorted by Unicode scalar.
    let words: [String]
    /// Each word's scalar values, parallel to `words`.
    let scalars: [[UInt32]]
    /// The indexes of the words of each length, in sorted order.
    let byLength: [Int: [Int]]
    /// Every scalar that occurs in the list, for making plausible misspellings.
    let alphabet: [Unicode.Scalar]

    init(lines: some Sequence<Substring>) {
        var unique = Set<String>()
        for line in lines where !line.isEmpty {
            unique.insert(String(line).precomposedStringWithCanonicalMapping)
        }
        let sorted = unique.map { ($0, $0.unicodeScalars.map(\.value)) }
            .sorted { $0.1.lexicographicallyPrecedes($1.1) }
        words = sorted.map(\.0)
        scalars = sorted.map(\.1)
        var byLength: [Int: [Int]] = [:]
        for (index, word) in scalars.enumerated() { byLength[word.count, default: []].append(index) }
        self.byLength = byLength
        alphabet = Set(scalars.joined()).sorted().compactMap(Unicode.Scalar.init)
    }

    /// Loads a list from disk, or nil when the file is missing.
    static func load(_ path: String) -> WordListOracle? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return WordListOracle(lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    func completions(of prefix: String, limit: Int) -> [String] {
        let p = scalarsOf(prefix)
        return Array(indexes(where: { $0.starts(with: p) }).prefix(limit).map { words[$0] })
    }

    func countWithPrefix(_ prefix: String) -> Int {
        let p = scalarsOf(prefix)
        return scalars.reduce(0) { $0 + ($1.starts(with: p) ? 1 : 0) }
    }

    func rank(of word: String) -> Int {
        let w = scalarsOf(word)
        return scalars.reduce(0) { $0 + ($1.lexicographicallyPrecedes(w) ? 1 : 0) }
    }

    func matches(for pattern: String, wildcard: UInt32) -> [String] {
        let p = scalarsOf(pattern)
        return (byLength[p.count] ?? []).filter { index in
            zip(scalars[index], p).allSatisfy { $1 == wildcard || $0 == $1 }
        }.map { words[$0] }
    }

    /// Words within Hamming distance `d`, counting extra characters as mismatches, with their distances.
    func hammingNeighbors(of word: String, within d: Int) -> [(String, Int)] {
        let w = scalarsOf(word)
        return lengths(near: w.count, by: d).compactMap { index in
            let candidate = scalars[index]
            let distance = zip(candidate, w).filter { $0 != $1 }.count + abs(candidate.count - w.count)
            return distance <= d ? (index, distance) : nil
        }.sorted { $0.0 < $1.0 }.map { (words[$0.0], $0.1) }
    }

    /// Words within Levenshtein distance `d`, with their distances.
    func editNeighbors(of word: String, within d: Int) -> [(String, Int)] {
        let w = scalarsOf(word)
        return lengths(near: w.count, by: d).compactMap { index in
            let distance = Self.levenshtein(scalars[index], w)
            return distance <= d ? (index, distance) : nil
        }.sorted { $0.0 < $1.0 }.map { (words[$0.0], $0.1) }
    }

    /// The textbook dynamic programme, full table, no cut-offs.
    static func levenshtein(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
            }
            previous = current
        }
        return previous[b.count]
    }

    private func scalarsOf(_ text: String) -> [UInt32] {
        text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
    }

    private func indexes(where predicate: ([UInt32]) -> Bool) -> [Int] {
        scalars.indices.filter { predicate(scalars[$0]) }
    }

    private func lengths(near length: Int, by d: Int) -> [Int] {
        (max(0, length - d)...(length + d)).flatMap { byLength[$0] ?? [] }
    }
}
