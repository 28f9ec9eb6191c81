import Foundation

/// Adapter: completion by prefix and "Did you mean…" nearest matches (Suggestions' `TernarySearchTree`).
///
/// MINIMAL until Suggestions lands in main: a sorted array searched by binary search for prefixes,
/// and a full scan with edit distance for near matches. Keys are folded (case and accents ignored).
public struct CompletionIndex<Value: Sendable>: Sendable {
    static var status: CapabilityStatus {
        CapabilityStatus(
            name: "suggestions", module: "Suggestions", backing: .minimal,
            note: "sorted array + binary search, edit-distance scan for near matches, until TernarySearchTree lands")
    }

    private var entries: [(key: String, value: Value)]

    /// Builds the index; several values may share a key.
    public init(_ pairs: some Sequence<(key: String, value: Value)>) {
        entries = pairs.map { (Self.fold($0.key), $0.value) }.sorted { $0.key < $1.key }
    }

    /// Values whose key starts with `prefix`, in key order.
    /// - Complexity: O(log n + k) for k results.
    public func completions(of prefix: String, limit: Int = 10) -> [Value] {
        let folded = Self.fold(prefix)
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < folded { low = middle + 1 } else { high = middle }
        }
        var found: [Value] = []
        var index = low
        while index < entries.count, found.count < limit, entries[index].key.hasPrefix(folded) {
            found.append(entries[index].value)
            index += 1
        }
        return found
    }

    /// Values whose key equals `key` once folded.
    public func exactMatches(of key: String) -> [Value] {
        let folded = Self.fold(key)
        return entries.filter { $0.key == folded }.map(\.value)
    }

    /// Values whose key is within `maxDistance` edits of `key`, nearest first.
    /// - Complexity: O(n · m²) for n keys of length m.
    public func nearest(to key: String, maxDistance: Int = 3, limit: Int = 6) -> [Value] {
        let folded = Array(Self.fold(key))
        let scored = entries.compactMap { entry -> (distance: Int, key: String, value: Value)? in
            let distance = Self.editDistance(folded, Array(entry.key), limit: maxDistance)
            return distance <= maxDistance ? (distance, entry.key, entry.value) : nil
        }
        return scored.sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }.prefix(limit).map(\.value)
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespaces)
    }

    /// Levenshtein distance, stopping early once every path exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
