/// The ASCII characters a text may hold, noted while it is read, so that parsing skips the searches for
/// rare characters (`;` of a `tel:` URI's parameters, `/` and `\` before a second number) that cannot
/// succeed. One bit for each byte value modulo 64: a set bit means "may hold" (another character
/// shares it), a clear bit "certainly does not".
struct SeenCharacters {
    private var bits: UInt64 = 0

    /// Nothing seen yet.
    init() {}

    private init(bits: UInt64) { self.bits = bits }

    /// Anything may be there: for text read without noting (non-ASCII text, scalars given).
    static let any = SeenCharacters(bits: ~0)

    @inline(__always)
    mutating func note(_ byte: UInt8) {
        bits |= 1 &<< UInt64(byte & 63)
    }

    /// Whether the text may hold this ASCII character.
    @inline(__always)
    func mayHold(_ character: Unicode.Scalar) -> Bool {
        bits &>> UInt64(character.value & 63) & 1 != 0
    }
}
