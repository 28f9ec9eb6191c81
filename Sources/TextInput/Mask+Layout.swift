/// Filling a mask with input.
extension Mask {
    /// How one mask took an input: its layout, and what the specificity rule needs to know.
    public struct Fit: Hashable, Sendable {
        /// The mask that took the input.
        public var mask: Mask
        /// The formatted text and where each meaningful input character landed.
        public var layout: FieldLayout
        /// How many of the mask's typed literals (the `1` of `+1 (###)`) the input matched.
        public var matchedLiterals: Int
        /// How many input characters `*` slots took.
        public var anyCharacters: Int
        /// Whether the input filled every mandatory position.
        public var isComplete: Bool
    }

    /// The mask filled with `input`, or nil when the input does not fit:
    /// a character does not suit its position, or there is more input than positions.
    ///
    /// Input is normally a field's meaningful characters. Formatting literals inside it are
    /// consumed where the mask has them, so formatted text fits its own mask.
    ///
    ///     try Mask("(###) ###-####").layout(of: Array("6502"))?.text      // "(650) 2"
    ///     try Mask("(###) ###-####").layout(of: Array("(650)2"))?.text    // "(650) 2"
    ///
    /// - Complexity: O(*n*) in the length of the mask and the input.
    public func layout(of input: [Character]) -> FieldLayout? {
        fit(input)?.layout
    }

    /// The mask filled with `input`, with what the specificity rule needs, or nil when it does not fit.
    public func fit(_ input: [Character]) -> Fit? {
        var text = ""
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(input.count)
        var matchedLiterals = 0
        var anyCharacters = 0
        var offset = 0
        var next = 0
        var element = 0

        /// Appends a character; false when it would fuse with the one before (a combining mark after
        /// a literal, say), which would make the text read back differently.
        func write(_ character: Character) -> Bool {
            text.append(character)
            offset += character.utf16.count
            return text.last == character
        }
        func take(_ character: Character) -> Bool {
            let start = offset
            ranges.append(start..<(start + character.utf16.count))
            next += 1
            return write(character)
        }

        while next < input.count && element < elements.count {
            let character = input[next]
            switch elements[element] {
            case .digit:
                guard character.isASCII && character.isNumber, take(character) else { return nil }
            case .letter:
                guard character.isLetter, alphabet.contains(character), take(character) else { return nil }
            case .any:
                guard alphabet.contains(character), take(character) else { return nil }
                anyCharacters += 1
            case .rest:
                while next < input.count {
                    guard take(input[next]) else { return nil }
                }
            case .literal(let literal) where alphabet.contains(literal):
                guard character == literal, take(character) else { return nil }
                matchedLiterals += 1
            case .literal(let literal):
                guard write(literal) else { return nil }
                if character == literal { next += 1 }
            }
            element += 1
        }
        guard next == input.count else { return nil }
        let isComplete = element >= mandatoryCount
            || !elements[element..<mandatoryCount].contains { $0.takesInput(in: alphabet) }
        return Fit(
            mask: self,
            layout: FieldLayout(text: text, meaningfulRanges: ranges),
            matchedLiterals: matchedLiterals,
            anyCharacters: anyCharacters,
            isComplete: isComplete
        )
    }

    /// How many `$` the mask holds.
    public var restCount: Int {
        elements.count { $0 == .rest }
    }

    /// How many input characters the mask's slots and typed literals take (`$` not counted).
    public var slotCount: Int {
        elements.count { $0.takesInput(in: alphabet) }
    }
}

extension Mask.Element {
    /// Whether the element takes one typed character (rather than inserting formatting).
    func takesInput(in alphabet: MaskAlphabet) -> Bool {
        switch self {
        case .digit, .letter, .any: true
        case .rest: false
        case .literal(let character): alphabet.contains(character)
        }
    }
}
