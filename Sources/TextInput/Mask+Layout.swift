/// Filling a mask with meaningful characters.
extension Mask {
    /// How one mask took some input: its layout, how specific it was at each position, and whether
    /// every mandatory position was filled.
    public struct Fit: Hashable, Sendable {
        /// The formatted text and where each input character landed.
        public var layout: FieldLayout
        /// For each input character, how specific the element that took it is
        /// (see `Specificity`).
        public var specificity: [Specificity]
        /// Whether the input filled every mandatory position.
        public var isComplete: Bool
    }

    /// How precisely a mask element describes the character it takes; higher is more precise.
    public enum Specificity: Int, Hashable, Sendable, Comparable {
        /// `$`: any number of characters.
        case rest
        /// `*`: any one character.
        case any
        /// `#` or `@`: one digit, one letter.
        case slot
        /// A literal the person types: exactly one character.
        case literal

        public static func < (lhs: Specificity, rhs: Specificity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The mask filled with `input` (meaningful characters), or nil when the input does not fit:
    /// a character does not suit its position, or there is more input than positions.
    ///
    ///     try Mask("(###) ###-####").layout(of: Array("6502"))?.text  // "(650) 2"
    ///
    /// - Complexity: O(*n*) in the length of the mask.
    public func layout(of input: [Character]) -> FieldLayout? {
        fit(input)?.layout
    }

    /// The mask filled with `input` with its specificity, or nil when the input does not fit.
    public func fit(_ input: [Character]) -> Fit? {
        var text = ""
        var ranges: [Range<Int>] = []
        var specificity: [Specificity] = []
        ranges.reserveCapacity(input.count)
        specificity.reserveCapacity(input.count)
        var offset = 0
        var next = 0
        var element = 0

        func take(_ character: Character, _ kind: Specificity) {
            let width = character.utf16.count
            text.append(character)
            ranges.append(offset..<(offset + width))
            specificity.append(kind)
            offset += width
            next += 1
        }

        while next < input.count && element < elements.count {
            let character = input[next]
            switch elements[element] {
            case .digit:
                guard character.isASCII && character.isNumber else { return nil }
                take(character, .slot)
            case .letter:
                guard character.isLetter, alphabet.contains(character) else { return nil }
                take(character, .slot)
            case .any:
                guard alphabet.contains(character) else { return nil }
                take(character, .any)
            case .rest:
                while next < input.count {
                    guard alphabet.contains(input[next]) else { return nil }
                    take(input[next], .rest)
                }
            case .literal(let literal) where alphabet.contains(literal):
                guard character == literal else { return nil }
                take(character, .literal)
            case .literal(let literal):
                text.append(literal)
                offset += literal.utf16.count
            }
            element += 1
        }
        guard next == input.count else { return nil }
        let isComplete = element >= mandatoryCount
            || !elements[element..<mandatoryCount].contains { $0.takesInput(in: alphabet) }
        return Fit(layout: FieldLayout(text: text, meaningfulRanges: ranges), specificity: specificity, isComplete: isComplete)
    }
}

extension Mask.Element {
    /// Whether the element takes a typed character (rather than inserting formatting).
    func takesInput(in alphabet: MaskAlphabet) -> Bool {
        switch self {
        case .digit, .letter, .any: true
        case .rest: false
        case .literal(let character): alphabet.contains(character)
        }
    }
}
