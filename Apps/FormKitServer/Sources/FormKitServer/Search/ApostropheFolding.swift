/// The stores' migration to ``ContactSearchKeys/apostrophes`` folded as `'`: stored sort keys and words
/// written before the fold get it by a text replacement, which is what folding the name again gives
/// (the fold only swaps these characters for `'`).
enum ApostropheFolding {
    /// `replace(replace(column, '’', ''''), …)` over every folded apostrophe.
    static func replaced(_ column: String) -> String {
        ContactSearchKeys.apostrophes.sorted().reduce(column) { inner, character in
            "replace(\(inner), '\(character)', '''')"
        }
    }

    /// Rows that hold one of the characters, as a `WHERE` condition on `column`.
    static func holdsApostrophe(_ column: String) -> String {
        "\(replaced(column)) <> \(column)"
    }

    static var sqliteStatements: String {
        """
        UPDATE contact SET sortKey = \(replaced("sortKey")) WHERE \(holdsApostrophe("sortKey"));
        UPDATE contactWord SET word = \(replaced("word")), sortKey = \(replaced("sortKey")) WHERE \(holdsApostrophe("sortKey"));
        """
    }

    static var postgresStatements: [String] {
        [
            "UPDATE contact SET sort_key = \(replaced("sort_key")) WHERE \(holdsApostrophe("sort_key"))",
            "UPDATE contact_word SET word = \(replaced("word")), sort_key = \(replaced("sort_key")) WHERE \(holdsApostrophe("sort_key"))",
        ]
    }
}
