import Suggestions

/// Adapter: completion by prefix and "Did you mean…" near matches, by Suggestions' `Suggester`
/// (Bentley & Sedgewick's ternary search tree; case and accents folded).
///
/// ```swift
/// let index = CompletionIndex([(key: "Germany", value: "DE"), (key: "Georgia", value: "GE")])
/// index.completions(of: "ge")   // ["GE", "DE"]
/// index.nearest(to: "Germny")   // ["DE"]
/// ```
public struct CompletionIndex<Value: Sendable>: Sendable {
    static var status: CapabilityStatus {
        CapabilityStatus(
            name: "suggestions", module: "Suggestions", backing: .formKit,
            note: "Suggestions.Suggester over a ternary search tree: exact, completions, near by edit distance")
    }

    private let suggester: Suggester
    /// Each key's values, in the order given.
    private let values: [String: [Value]]
    /// The keys as the suggester folds them, to answer "no exact match" without a tree search.
    private let foldedKeys: Set<String>

    /// Builds the index; several values may share a key.
    public init(_ pairs: some Sequence<(key: String, value: Value)>) {
        var values: [String: [Value]] = [:]
        for pair in pairs { values[pair.key, default: []].append(pair.value) }
        self.values = values
        suggester = Suggester(texts: values.keys.sorted())
        foldedKeys = Set(values.keys.map(suggester.folding.fold))
    }

    /// `text` as the suggester folds it; ASCII is only lowercased (the same result, without Foundation's
    /// canonical decomposition).
    private func folded(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return suggester.folding.fold(text) }
        return suggester.folding.contains(.caseInsensitive) ? text.lowercased() : text
    }

    /// Values whose key starts with `prefix` (exact first), in key order.
    public func completions(of prefix: String, limit: Int = 10) -> [Value] {
        let found = suggester.suggestions(for: prefix, limit: limit, maxDistance: 0)
        return Array(found.flatMap { values[$0.text] ?? [] }.prefix(limit))
    }

    /// Values whose key equals `key` once folded.
    public func exactMatches(of key: String) -> [Value] {
        // Most texts checked name no key (an import's "GB" is a code): one hash lookup says so.
        guard foldedKeys.contains(folded(key)) else { return [] }
        return suggester.suggestions(for: key, limit: 4, maxDistance: 0)
            .filter { $0.kind == .exact }
            .flatMap { values[$0.text] ?? [] }
    }

    /// Values whose key is within `maxDistance` edits of `key`, nearest first.
    public func nearest(to key: String, maxDistance: Int = 2, limit: Int = 6) -> [Value] {
        let found = suggester.suggestions(for: key, limit: limit * 4, maxDistance: maxDistance)
        return Array(found.filter { if case .near = $0.kind { true } else { false } }
            .flatMap { values[$0.text] ?? [] }.prefix(limit))
    }
}
