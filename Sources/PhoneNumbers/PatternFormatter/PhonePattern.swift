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
public struct PhonePattern: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    enum Token: Hashable, Sendable {
        case digit
        case rest
        case keypad(Character)
        case literal(Character)

        /// Whether the token takes one input character of its own (`#` or a keypad character).
        var isSlot: Bool {
            switch self {
            case .digit, .keypad: true
            case .rest, .literal: false
            }
        }
    }

    /// The pattern as written.
    public let description: String
    let tokens: [Token]

    /// Creates a pattern from its text. Every string is a valid pattern.
    public init(_ text: String) {
        description = text
        tokens = text.map { character in
            switch character {
            case "#": .digit
            case "$": .rest
            case _ where PhonePad.canInput(character): .keypad(character)
            default: .literal(character)
            }
        }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// How many `$` this pattern holds.
    var restCount: Int {
        tokens.count(where: { $0 == .rest })
    }

    /// How many input characters the pattern's `#` and keypad characters take.
    var slotCount: Int {
        tokens.count(where: \.isSlot)
    }

    /// Runs the pattern over `input`, or returns nil when it cannot consume all of it.
    ///
    /// Matching stops as soon as the input is used up, so literals after the last typed
    /// character are not added: `(###)` over `65` gives `(65`.
    /// - Complexity: O(*n* + *m*) for an input of *n* characters and a pattern of *m*.
    public func apply(to input: some StringProtocol) -> PatternMatch? {
        var formatted = ""
        var matchedKeypadCharacters = 0
        var position = tokens.startIndex
        var remaining = Substring(input)
        while let next = remaining.first, position < tokens.endIndex {
            switch tokens[position] {
            case .rest:
                formatted.append(next)
                remaining.removeFirst()
            case .digit:
                guard next.isASCII, next.isWholeNumber else { return nil }
                formatted.append(next)
                remaining.removeFirst()
                position += 1
            case .keypad(let required):
                guard next == required else { return nil }
                formatted.append(next)
                remaining.removeFirst()
                matchedKeypadCharacters += 1
                position += 1
            case .literal(let inserted):
                formatted.append(inserted)
                if next == inserted { remaining.removeFirst() }
                position += 1
            }
        }
        guard remaining.isEmpty else { return nil }
        let isComplete = !tokens[position...].contains(where: \.isSlot)
        return PatternMatch(
            pattern: self,
            formatted: formatted,
            matchedKeypadCharacters: matchedKeypadCharacters,
            isComplete: isComplete
        )
    }
}
