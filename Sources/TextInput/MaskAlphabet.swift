/// The characters a person types into a masked field, as opposed to the formatting the mask adds.
///
/// A mask literal in the alphabet is part of the value and must be typed (the `1` of
/// `+1 (###) ###-####`); a literal outside it is formatting that the mask inserts by itself.
public enum MaskAlphabet: Hashable, Sendable {
    /// Letters and digits: the default.
    case lettersAndDigits
    /// The keys of a phone keypad: `0`-`9`, `+`, `*` and `#`.
    case phoneKeypad
    /// Exactly these characters.
    case characters(Set<Character>)

    /// Whether `character` belongs to the alphabet.
    public func contains(_ character: Character) -> Bool {
        switch self {
        case .lettersAndDigits: character.isLetter || character.isNumber
        case .phoneKeypad: character.isASCII && (character.isNumber || "+*#".contains(character))
        case .characters(let set): set.contains(character)
        }
    }
}
