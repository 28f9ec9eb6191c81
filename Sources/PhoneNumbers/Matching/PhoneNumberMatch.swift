/// A phone number found in text: where it is, what was written, and the number it stands for.
///
///     for match in PhoneNumber.matches(in: "Call +1 650-253-0000 now") {
///         match.rawString                // "+1 650-253-0000"
///         match.scalarOffsets            // 5..<20
///         match.number.formatted(.e164)  // "+16502530000"
///     }
public struct PhoneNumberMatch: Hashable, Sendable {
    /// Where the number is in the searched text.
    public var range: Range<String.Index>
    /// The text of the number as written, from its first to its last character.
    public var rawString: String
    /// The parsed number.
    public var number: PhoneNumber
    /// Where the number is, in Unicode scalars from the start of the text (the indices of a Python `str`).
    public var scalarOffsets: Range<Int>

    /// Creates a match from its parts.
    public init(range: Range<String.Index>, rawString: String, number: PhoneNumber, scalarOffsets: Range<Int>) {
        self.range = range
        self.rawString = rawString
        self.number = number
        self.scalarOffsets = scalarOffsets
    }
}
