/// A field formatter that lays out its input with the most specific of several masks.
///
/// **Which mask wins.** Of the masks the input fits (every character suits its position, and there
/// are enough positions), the formatter picks:
/// 1. the most specific one, comparing position by position along the input: at the first input
///    character where two masks differ, a literal the person types beats a digit or letter slot,
///    which beats an any-character slot, which beats the rest (`$`);
/// 2. of those, one that the input completes (all mandatory positions filled);
/// 3. of those, the one listed first.
///
/// So masks need not be sorted by hand from the most restrictive to the least: `1 (###) ###-####`
/// wins over `(###) ###-####` for input starting with `1` whatever the order, and at every
/// keystroke, so the layout does not flip back and forth while someone types.
/// When no mask fits, the input is shown unformatted (`FieldLayout.isFallback`).
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
        bestFit(Array(meaningful))?.fit.layout ?? .unformatted(meaningful)
    }

    /// The mask chosen for `input` by the rule above, with its fit, or nil when none fits.
    ///
    /// - Complexity: O(*m* · *n*) for *m* masks of length *n*.
    public func bestFit(_ input: [Character]) -> (mask: Mask, fit: Mask.Fit)? {
        var best: (mask: Mask, fit: Mask.Fit)?
        for mask in masks {
            guard let fit = mask.fit(input) else { continue }
            if let current = best, !Self.isPreferred(fit, over: current.fit) { continue }
            best = (mask, fit)
        }
        return best
    }

    /// Whether `fit` beats `other` by the written rule (earlier masks win ties, so ties are false).
    static func isPreferred(_ fit: Mask.Fit, over other: Mask.Fit) -> Bool {
        for (mine, theirs) in zip(fit.specificity, other.specificity) where mine != theirs {
            return mine > theirs
        }
        return fit.isComplete && !other.isComplete
    }
}
