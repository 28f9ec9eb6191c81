/// A set of national number lengths in one word, as the plans list them: 1…30, and -1 for
/// "no numbers of this type". Bit `n + 1` stands for length `n`.
///
///     let lengths = LengthSet([9, 10])
///     lengths.contains(10)  // true
///     lengths.minimum       // 9
package struct LengthSet: Hashable, Sendable {
    private var bits: UInt32

    package static let empty = LengthSet(bits: 0)
    /// The plans' marker for a type without numbers.
    package static let noNumbers = LengthSet([-1])

    private init(bits: UInt32) { self.bits = bits }

    /// The set of the lengths from -1 to 30; others are left out.
    package init(_ lengths: some Sequence<Int>) {
        var bits: UInt32 = 0
        for length in lengths where length >= -1 && length <= 30 { bits |= 1 << UInt32(length + 1) }
        self.bits = bits
    }

    /// The set of the lengths 0…30 whose bits are set, bit `n` for length `n`, as a bundle stores them.
    package init(lengthBits: UInt32) { bits = lengthBits << 1 }

    package var isEmpty: Bool { bits == 0 }

    @inline(__always)
    package func contains(_ length: Int) -> Bool {
        length >= -1 && length <= 30 && bits & (1 << UInt32(length + 1)) != 0
    }

    /// The smallest length; nil when empty.
    package var minimum: Int? { isEmpty ? nil : bits.trailingZeroBitCount - 1 }

    /// The largest length; nil when empty.
    package var maximum: Int? { isEmpty ? nil : 31 - bits.leadingZeroBitCount - 1 }

    package func union(_ other: LengthSet) -> LengthSet { LengthSet(bits: bits | other.bits) }
}
