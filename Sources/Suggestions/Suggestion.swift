/// One ranked answer from a ``Suggester``.
public struct Suggestion: Sendable, Hashable {
    /// How a suggestion relates to what was typed; earlier kinds rank first.
    public enum Kind: Sendable, Hashable, Comparable {
        /// The entry is what was typed (after folding).
        case exact
        /// The entry starts with what was typed.
        case completion
        /// The entry is this many edits (Levenshtein, in Unicode scalars) from what was typed.
        case near(distance: Int)
    }

    /// The entry as it was given to the suggester, unfolded.
    public var text: String
    /// Why it was suggested.
    public var kind: Kind
    /// The caller's weight for the entry; larger ranks first among equals.
    public var weight: Double

    /// A suggestion of `text`, made for the reason `kind`, with the entry's `weight`.
    public init(text: String, kind: Kind, weight: Double) {
        self.text = text
        self.kind = kind
        self.weight = weight
    }

    /// Whether `self` ranks before `other`: by kind, then larger weight, then text in scalar order.
    func ranks(before other: Suggestion) -> Bool {
        if kind != other.kind { return kind < other.kind }
        if weight != other.weight { return weight > other.weight }
        return text.unicodeScalars.lexicographicallyPrecedes(other.text.unicodeScalars)
    }
}
