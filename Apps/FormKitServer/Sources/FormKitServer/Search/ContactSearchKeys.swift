import Foundation

/// The keys a contact is listed and found by: its name folded (case and accents), and each later word of it.
///
/// Both stores keep these in columns with byte ordering, so SQLite and PostgreSQL list contacts in the
/// same order. A prefix is answered from two indexes: the sort keys that start with it (the name's
/// beginning, one range of the contacts' sort-key index), and the later words that start with it
/// (the words table, one ordered range per distinct word).
///
/// ```swift
/// ContactSearchKeys.sortKey(of: "Siobhán O'Neill")         // "siobhan o'neill"
/// ContactSearchKeys.laterWords(ofSortKey: "ana de la cruz") // ["de", "la", "cruz"]
/// ContactSearchKeys.range(ofPrefix: "Sat")                  // "sat" ..< "sat\u{10FFFF}"
/// ```
public enum ContactSearchKeys {
    /// The name folded: lowercase, without accents, typographic apostrophes as `'`, runs of spaces as one.
    ///
    /// An ASCII name (the common case, and every row of a large import) is folded byte by byte; any
    /// other goes through Foundation's folding, which gives the same result on ASCII.
    public static func sortKey(of name: String) -> String {
        if let folded = foldedASCII(name) { return folded }
        let plain = String(name.map { apostrophes.contains($0) ? "'" : $0 })
        let folded = plain.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return folded.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The characters people and keyboards write for an apostrophe ("O’Brien", "Hawaiʻi"): one key, `'`,
    /// so that "o'brien" finds "O’Brien". The stores' migrations fold stored keys the same way.
    public static let apostrophes: Set<Character> = ["\u{2019}", "\u{2018}", "\u{02BC}", "\u{02BB}", "\u{2032}"]

    /// The words after the first, without repeats: those a prefix search looks up in the words table.
    /// (The first word needs no row: the sort key starts with it.)
    public static func laterWords(ofSortKey key: String) -> [String] {
        var words: [String] = []
        for word in key.split(separator: " ").dropFirst() where !words.contains(where: { $0 == word }) {
            words.append(String(word))
        }
        return words
    }

    /// Every distinct word of a sort key, in order (the completions' words, ``ContactNameWords``).
    public static func words(ofSortKey key: String) -> [String] {
        var words: [String] = []
        for word in key.split(separator: " ") where !words.contains(where: { $0 == word }) {
            words.append(String(word))
        }
        return words
    }

    /// The keys that start with `prefix` once folded, as a half-open byte range; nil for an empty prefix.
    public static func range(ofPrefix prefix: String) -> (lower: String, upper: String)? {
        let folded = sortKey(of: prefix)
        guard !folded.isEmpty else { return nil }
        return (folded, folded + "\u{10FFFF}")
    }

    /// Whether a contact with this sort key is found by the folded `prefix`: the key, or a later word of it, starts with it.
    public static func sortKey(_ key: String, matchesFoldedPrefix prefix: String) -> Bool {
        key.hasPrefix(prefix) || laterWords(ofSortKey: key).contains { $0.hasPrefix(prefix) }
    }

    /// `name` lowercased with runs of spaces as one, when it is all ASCII; nil otherwise.
    private static func foldedASCII(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: " ") {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
