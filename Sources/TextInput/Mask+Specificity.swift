/// The rule that chooses among masks that all fit an input.
extension Mask.Fit {
    /// Whether this fit is more specific than `other`: the rule `MaskFormatter` chooses by.
    ///
    /// The first of these that differs decides:
    /// 1. more typed literals matched (`+1 (###)` beats `(###)` for `+1…`; `(019467) #####`
    ///    beats `(0####) #####` for `019467…`);
    /// 2. fewer `$` (a mask that says where every character goes beats one that takes "the rest");
    /// 3. fewer characters taken by `*` (a digit or letter slot says more than "any character");
    /// 4. complete beats partial (`###-####` beats `(###) ###-####` for 7 digits);
    /// 5. fewer input positions, so the shorter layout shows while a longer one is still being typed;
    /// 6. the pattern text in Unicode scalar order, so the choice never depends on the masks' order.
    public func isMoreSpecific(than other: Mask.Fit) -> Bool {
        if matchedLiterals != other.matchedLiterals { return matchedLiterals > other.matchedLiterals }
        if mask.restCount != other.mask.restCount { return mask.restCount < other.mask.restCount }
        if anyCharacters != other.anyCharacters { return anyCharacters < other.anyCharacters }
        if isComplete != other.isComplete { return isComplete }
        if mask.slotCount != other.mask.slotCount { return mask.slotCount < other.mask.slotCount }
        return mask.description.unicodeScalars.lexicographicallyPrecedes(other.mask.description.unicodeScalars)
    }
}
