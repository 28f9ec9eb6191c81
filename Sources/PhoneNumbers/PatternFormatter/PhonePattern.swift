import TextInput

/// One format in the seed's pattern language, such as `(###) ###-####`.
///
/// The pattern is run as a small state machine over the typed characters:
/// - `#` takes one digit;
/// - `$` takes all the remaining input;
/// - a keypad character (`0`–`9`, `+`, `*`) must equal the next input character;
/// - any other character is inserted, and consumed if the person typed it.
///
/// The input may run out before the pattern does, so a partly typed number formats too:
///
///     let pattern: PhonePattern = "(###) ###-####"
///     pattern.apply(to: "6502530000")?.formatted  // "(650) 253-0000"
///     pattern.apply(to: "65025")?.formatted       // "(650) 25"
///     pattern.apply(to: "65025300001")            // nil: the pattern ran out first
///
/// The seed's language is one way of writing a TextInput `Mask` over the phone keypad: `#` is a
/// digit slot, `$` the rest, keypad characters are literals a person types, and other characters
/// are formatting. Patterns and masks are filled and chosen by the same code.
public struct PhonePattern: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The pattern as written.
    public let description: String
    /// The pattern as a mask over the phone keypad.
    public let mask: Mask

    /// Creates a pattern from its text. Every string is a valid pattern.
    public init(_ text: String) {
        description = text
        let elements: [Mask.Element] = text.map { character in
            switch character {
            case "#": .digit
            case "$": .rest
            default: .literal(character)
            }
        }
        mask = Mask(elements: elements, alphabet: .phoneKeypad, description: text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Runs the pattern over `input`, or returns nil when it cannot consume all of it.
    ///
    /// Matching stops as soon as the input is used up, so literals after the last typed
    /// character are not added: `(###)` over `65` gives `(65`.
    /// - Complexity: O(*n* + *m*) for an input of *n* characters and a pattern of *m*.
    public func apply(to input: some StringProtocol) -> PatternMatch? {
        mask.fit(Array(input)).map { PatternMatch(pattern: self, fit: $0) }
    }
}
