/// A fixed format for a field: slots for digits, letters or any character, literals, and
/// optional tails.
///
/// Pattern syntax:
/// - `#` one digit, `@` one letter, `*` one character of the alphabet;
/// - `$` the rest of the input, any length (only last);
/// - `[` starts an optional tail, closed by `]` at the end of the pattern (tails may nest: `##[-##[-##]]`);
/// - `\` makes the next character a literal;
/// - any other character is a literal.
///
/// Literals in the mask's alphabet must be typed; others are inserted by the mask, and only once
/// input reaches them, so the text never ends in formatting.
///
///     let zip = try Mask("#####[-####]")
///     zip.layout(of: Array("941"))?.text        // "941"
///     zip.layout(of: Array("941031234"))?.text  // "94103-1234"
public struct Mask: Hashable, Sendable, CustomStringConvertible {
    /// One position of a mask.
    public enum Element: Hashable, Sendable {
        /// One digit (`0`-`9`).
        case digit
        /// One letter.
        case letter
        /// One character of the alphabet.
        case any
        /// A fixed character.
        case literal(Character)
        /// Every remaining character of the alphabet.
        case rest
    }

    /// The mask's positions in order.
    public let elements: [Element]
    /// How many leading elements are mandatory; the rest is the optional tail.
    public let mandatoryCount: Int
    /// The characters a person types.
    public let alphabet: MaskAlphabet
    /// The pattern the mask was written as.
    public let description: String

    /// Creates a mask from elements; `mandatoryCount` (by default all) leading elements are mandatory.
    ///
    /// `description` is the text the mask was written as, in any pattern language (the
    /// specificity rule's last tie-break compares it); by default, the mask in this type's syntax.
    public init(
        elements: [Element], mandatoryCount: Int? = nil, alphabet: MaskAlphabet = .lettersAndDigits,
        description: String? = nil
    ) {
        self.elements = elements
        self.mandatoryCount = min(mandatoryCount ?? elements.count, elements.count)
        self.alphabet = alphabet
        self.description = description ?? Self.pattern(of: elements, mandatoryCount: self.mandatoryCount)
    }

    /// Parses a mask pattern (see the type's documentation).
    ///
    /// - Throws: `MaskSyntaxError` naming the problem and its offset in the pattern.
    public init(_ pattern: String, alphabet: MaskAlphabet = .lettersAndDigits) throws(MaskSyntaxError) {
        var elements: [Element] = []
        var mandatory: Int?
        var open = 0
        var closed = 0
        var escaped = false
        var offset = 0
        for character in pattern {
            defer { offset += character.utf16.count }
            if closed > 0 && character != "]" { throw MaskSyntaxError(.optionalNotAtEnd, offset: offset) }
            if elements.last == .rest && character != "]" { throw MaskSyntaxError(.restNotLast, offset: offset) }
            if escaped {
                elements.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "#": elements.append(.digit)
            case "@": elements.append(.letter)
            case "*": elements.append(.any)
            case "$": elements.append(.rest)
            case "\\": escaped = true
            case "[":
                mandatory = mandatory ?? elements.count
                open += 1
            case "]":
                closed += 1
                if closed > open { throw MaskSyntaxError(.unbalancedBracket, offset: offset) }
            default: elements.append(.literal(character))
            }
        }
        if escaped { throw MaskSyntaxError(.danglingEscape, offset: offset) }
        if closed != open { throw MaskSyntaxError(.unbalancedBracket, offset: offset) }
        self.elements = elements
        self.mandatoryCount = mandatory ?? elements.count
        self.alphabet = alphabet
        self.description = pattern
    }

    private static func pattern(of elements: [Element], mandatoryCount: Int) -> String {
        var pattern = ""
        for (index, element) in elements.enumerated() {
            if index == mandatoryCount { pattern += "[" }
            switch element {
            case .digit: pattern += "#"
            case .letter: pattern += "@"
            case .any: pattern += "*"
            case .rest: pattern += "$"
            case .literal(let character):
                if "#@*$[]\\".contains(character) { pattern += "\\" }
                pattern.append(character)
            }
        }
        return mandatoryCount < elements.count ? pattern + "]" : pattern
    }
}

/// Why a mask pattern could not be parsed, and where.
public struct MaskSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: String, Hashable, Sendable {
        /// An optional tail (`[…]`) followed by more pattern: `##[-##]##`.
        case optionalNotAtEnd = "optional part not at the end"
        /// A `[` without its `]`, or a `]` without its `[`.
        case unbalancedBracket = "unbalanced bracket"
        /// A `\` with nothing after it to make literal.
        case danglingEscape = "backslash at the end"
        /// A `$` (the rest of the input) followed by more pattern.
        case restNotLast = "rest ($) not last"
    }
    /// What was wrong.
    public var kind: Kind
    /// The UTF-16 offset in the pattern.
    public var offset: Int

    /// Creates an error of `kind` at `offset`.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String { "\(kind.rawValue) at offset \(offset)" }
}
