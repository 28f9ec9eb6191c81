/// A field formatter that lays out its input with the most specific of several masks.
///
/// **Which mask wins.** Of the masks the input fits (every character suits its position, and there
/// are enough positions), the most specific by `Mask.Fit.isMoreSpecific(than:)`: more typed
/// literals matched, then fewer `$`, then fewer `*` used, then complete over partial, then fewer
/// positions, then the pattern text. So masks need not be sorted by hand from the most restrictive
/// to the least, and their order never changes the result. When no mask fits, the input is shown
/// unformatted (`FieldLayout.isFallback`).
///
///     let us = try MaskFormatter(["(###) ###-####", "1 (###) ###-####", "###-####"], alphabet: .phoneKeypad)
///     us.format("6502530000")   // "(650) 253-0000"
///     us.format("16502530000")  // "1 (650) 253-0000"
///     us.format("2530000")      // "253-0000"
public struct MaskFormatter: FieldFormatter, Hashable {
    /// The masks, in the order given.
    public let masks: [Mask]
    /// Whether an insertion is refused when no mask fits its result.
    public let rejectsInsertionsThatDoNotFit: Bool

    /// A formatter choosing among `masks`; all should share one alphabet (the first one's is used
    /// to read typed text).
    public init(masks: [Mask], rejectsInsertionsThatDoNotFit: Bool = true) {
        self.masks = masks
        self.rejectsInsertionsThatDoNotFit = rejectsInsertionsThatDoNotFit
    }

    /// A formatter choosing among mask patterns (see `Mask` for the syntax).
    ///
    /// - Throws: `MaskSyntaxError` for the first pattern that does not parse.
    public init(
        _ patterns: [String], alphabet: MaskAlphabet = .lettersAndDigits, rejectsInsertionsThatDoNotFit: Bool = true
    ) throws(MaskSyntaxError) {
        var masks: [Mask] = []
        for pattern in patterns { masks.append(try Mask(pattern, alphabet: alphabet)) }
        self.init(masks: masks, rejectsInsertionsThatDoNotFit: rejectsInsertionsThatDoNotFit)
    }

    /// A formatter with one mask pattern.
    public init(_ pattern: String, alphabet: MaskAlphabet = .lettersAndDigits) throws(MaskSyntaxError) {
        try self.init([pattern], alphabet: alphabet)
    }

    /// The alphabet typed text is read with.
    public var alphabet: MaskAlphabet {
        masks.first?.alphabet ?? .lettersAndDigits
    }

    public func meaningfulCharacters(in text: Substring, at position: Int) -> String {
        let alphabet = alphabet
        return String(text.filter { alphabet.contains($0) })
    }

    public func layout(_ meaningful: String) -> FieldLayout {
        bestFit(Array(meaningful))?.layout ?? .unformatted(meaningful)
    }

    /// How the mask chosen for `input` by the rule above fits it, or nil when none fits.
    ///
    /// - Complexity: O(*m* · *n*) for *m* masks of length *n*.
    public func bestFit(_ input: [Character]) -> Mask.Fit? {
        var best: Mask.Fit?
        for mask in masks {
            guard let fit = mask.fit(input) else { continue }
            if let current = best, !fit.isMoreSpecific(than: current) { continue }
            best = fit
        }
        return best
    }
}
