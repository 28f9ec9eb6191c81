import TextInput

/// The result of running one ``PhonePattern`` over a whole input.
public struct PatternMatch: Hashable, Sendable {
    /// The pattern that consumed the input.
    public let pattern: PhonePattern
    /// How the pattern's mask took the input.
    let fit: Mask.Fit

    init(pattern: PhonePattern, fit: Mask.Fit) {
        self.pattern = pattern
        self.fit = fit
    }

    /// The input with the pattern's formatting inserted.
    public var formatted: String {
        fit.layout.text
    }

    /// How many of the pattern's fixed keypad characters (`0`–`9`, `+`, `*`) the input matched.
    public var matchedKeypadCharacters: Int {
        fit.matchedLiterals
    }

    /// Whether every `#` and keypad character of the pattern was filled: the input has the pattern's exact length.
    public var isComplete: Bool {
        fit.isComplete
    }
}

extension PatternMatch {
    /// Whether this match is more specific than `other`: the rule ``PatternFormatter`` uses to choose,
    /// which is the rule every TextInput `MaskFormatter` uses (`Mask.Fit.isMoreSpecific(than:)`).
    ///
    /// The first of these that differs decides:
    /// 1. more fixed keypad characters matched (`+1 (###)` beats `(###)` for `+1…`);
    /// 2. fewer `$` (a pattern that says where every digit goes beats one that takes "the rest");
    /// 3. an exact-length match beats a partial one (`###-####` beats `(###) ###-####` for 7 digits);
    /// 4. fewer slots, so the shorter layout shows while a longer one is still being typed;
    /// 5. the pattern text in Unicode scalar order, so that the choice never depends on list order.
    public func isMoreSpecific(than other: PatternMatch) -> Bool {
        fit.isMoreSpecific(than: other.fit)
    }
}
