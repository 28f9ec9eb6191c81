/// Rules on length and on which characters may appear.
extension InputRule {
    /// At most `maximum` characters, counted as people see them (grapheme clusters):
    /// an emoji or a letter with an accent counts as one.
    ///
    ///     InputRule.maxLength(2).rejection(of: "👍🏽é")  // nil
    ///     InputRule.maxLength(2).rejection(of: "abc")   // longer than 2 characters at offset 2
    public static func maxLength(_ maximum: Int) -> InputRule {
        InputRule { text in
            var count = 0
            var offset = 0
            for character in text {
                if count == maximum { return InputRejection(.tooLong(maximum: maximum), offset: offset) }
                count += 1
                offset += character.utf16.count
            }
            return nil
        }
    }

    /// Only characters that appear in `allowed`.
    ///
    ///     InputRule.allowedCharacters("aeiou").rejection(of: "eat")  // character not allowed at offset 2
    public static func allowedCharacters(_ allowed: some Sequence<Character>) -> InputRule {
        let allowed = Set(allowed)
        return InputRule { text in
            firstOffset(in: text) { !allowed.contains($0) }
                .map { InputRejection(.characterNotAllowed, offset: $0) }
        }
    }

    /// No character that appears in `disallowed`.
    ///
    ///     InputRule.disallowedCharacters("aeiou").rejection(of: "xyz")  // nil
    public static func disallowedCharacters(_ disallowed: some Sequence<Character>) -> InputRule {
        let disallowed = Set(disallowed)
        return InputRule { text in
            firstOffset(in: text) { disallowed.contains($0) }
                .map { InputRejection(.characterNotAllowed, offset: $0) }
        }
    }

    /// The UTF-16 offset of the first character of `text` that satisfies `predicate`.
    static func firstOffset(in text: String, where predicate: (Character) -> Bool) -> Int? {
        var offset = 0
        for character in text {
            if predicate(character) { return offset }
            offset += character.utf16.count
        }
        return nil
    }
}
