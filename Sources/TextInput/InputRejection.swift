/// Why an input rule rejected a text: what was wrong, and where.
///
///     InputRule.maxLength(3).rejection(of: "abcd")?.description
///     // "longer than 3 characters at offset 3"
///
/// The description names the kind of problem and a UTF-16 offset, never the text itself.
public struct InputRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Hashable, Sendable {
        /// More characters (grapheme clusters) than the maximum.
        case tooLong(maximum: Int)
        /// A character that is not among the allowed ones, or is among the disallowed ones.
        case characterNotAllowed
        /// A plus or minus sign that is not at the start of the number or of its exponent.
        case misplacedSign
        /// A second decimal separator, or one in the exponent.
        case misplacedDecimalSeparator
        /// An exponent marker with no digits before it, or a second one.
        case misplacedExponent
        /// A whole number that is zero where a positive one is required.
        case notPositive
        /// Text that no formatter layout can show (a mask that is full, a letter in a digit slot).
        case doesNotFit
        /// A number that is not finished: empty, or ending in a sign, a lone separator or an exponent marker.
        case incompleteNumber
    }

    /// What was wrong.
    public var kind: Kind
    /// The UTF-16 offset in the judged text where the problem is.
    public var offset: Int

    /// Creates a rejection of `kind` at UTF-16 `offset`.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch kind {
        case .tooLong(let maximum): what = "longer than \(maximum) character\(maximum == 1 ? "" : "s")"
        case .characterNotAllowed: what = "character not allowed"
        case .misplacedSign: what = "sign not at the start"
        case .misplacedDecimalSeparator: what = "decimal separator not allowed here"
        case .misplacedExponent: what = "exponent not allowed here"
        case .notPositive: what = "not a positive number"
        case .doesNotFit: what = "does not fit the format"
        case .incompleteNumber: what = "number not finished"
        }
        return "\(what) at offset \(offset)"
    }
}
