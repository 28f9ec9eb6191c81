import Foundation

/// The keys a contact is listed and found by: its name folded (case and accents), and each word of it.
///
/// Both stores keep these in columns with byte ordering, so SQLite and PostgreSQL list contacts in the
/// same order and answer a prefix with one index range.
///
/// ```swift
/// ContactSearchKeys.sortKey(of: "Siobhán O'Neill")   // "siobhan o'neill"
/// ContactSearchKeys.words(of: "Jean-Luc Moreau")     // ["jean-luc moreau", "moreau"]
/// ContactSearchKeys.range(ofPrefix: "Sat")           // "sat" ..< "sat\u{10FFFF}"
/// ```
public enum ContactSearchKeys {
    /// The name folded: lowercase, without accents, runs of spaces as one.
    public static func sortKey(of name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return folded.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The keys a prefix search looks in: the whole folded name, then each later word of it, without repeats.
    public static func words(of name: String) -> [String] {
        let key = sortKey(of: name)
        var keys = [key]
        for word in key.split(separator: " ").dropFirst() where !keys.contains(String(word)) {
            keys.append(String(word))
        }
        return keys
    }

    /// The keys that start with `prefix` once folded, as a half-open byte range; nil for an empty prefix.
    public static func range(ofPrefix prefix: String) -> (lower: String, upper: String)? {
        let folded = sortKey(of: prefix)
        guard !folded.isEmpty else { return nil }
        return (folded, folded + "\u{10FFFF}")
    }
}
