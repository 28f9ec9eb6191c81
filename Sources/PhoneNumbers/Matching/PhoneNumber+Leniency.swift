extension PhoneNumber {
    /// How sure the matcher must be before it reports a number found in text (libphonenumber's `Leniency`),
    /// from the most to the least forgiving.
    ///
    ///     PhoneNumber.matches(in: "Call 650 253 0000", defaultRegion: "US", leniency: .exactGrouping)
    ///         .map(\.rawString)  // ["650 253 0000"]
    public enum Leniency: Int, Hashable, Sendable, CaseIterable, Comparable {
        /// The number has a possible length for its calling code.
        case possible
        /// The number is valid, is not glued to Latin letters, and has its national prefix where one is written.
        case valid
        /// Valid, and its digits are grouped in a way the region writes them (a group is never split).
        case strictGrouping
        /// Valid, and grouped exactly as the region formats it, or written as one block.
        case exactGrouping

        public static func < (lhs: Leniency, rhs: Leniency) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
