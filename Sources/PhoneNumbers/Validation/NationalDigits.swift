/// A national significant number's digits (leading zeros included) packed four bits each in two
/// words, so that classifying a number allocates nothing.
///
///     let digits = NationalDigits(nationalNumber: 446681800, leadingZeros: 0)
///     digits.map { $0 }  // [4, 4, 6, 6, 8, 1, 8, 0, 0]
///
/// Holds at most ``capacity`` digits; the initialiser returns nil for longer numbers, which callers
/// classify through the `[UInt8]` path instead.
struct NationalDigits: RandomAccessCollection {
    static let capacity = 32

    /// Digits 0…15, the first in the lowest four bits.
    private let head: UInt64
    /// Digits 16…31.
    private let tail: UInt64
    let count: Int

    init?(nationalNumber: UInt64, leadingZeros: Int) {
        var length = 1
        var rest = nationalNumber / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        guard leadingZeros >= 0, leadingZeros <= Self.capacity - length else { return nil }
        let count = leadingZeros + length
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var value = nationalNumber
        var position = count - 1
        while position >= leadingZeros {
            let digit = value % 10
            value /= 10
            if position < 16 {
                head |= digit << UInt64(4 * position)
            } else {
                tail |= digit << UInt64(4 * (position - 16))
            }
            position -= 1
        }
        self.head = head
        self.tail = tail
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> UInt8 {
        let word = position < 16 ? head : tail
        return UInt8(truncatingIfNeeded: (word >> UInt64(4 * (position & 15))) & 0xF)
    }

    func makeIterator() -> Iterator { Iterator(head: head, tail: tail, remaining: count) }

    /// Reads the digits by shifting, one at a time.
    struct Iterator: IteratorProtocol {
        var head: UInt64
        var tail: UInt64
        var remaining: Int

        @inline(__always)
        mutating func next() -> UInt8? {
            guard remaining > 0 else { return nil }
            let digit = UInt8(truncatingIfNeeded: head & 0xF)
            head = (head >> 4) | ((tail & 0xF) << 60)
            tail >>= 4
            remaining -= 1
            return digit
        }
    }
}

extension PhoneNumber {
    /// The national significant number's digits without an allocation; nil past 32 digits.
    var packedNationalDigits: NationalDigits? {
        NationalDigits(nationalNumber: nationalNumber, leadingZeros: italianLeadingZero ? max(numberOfLeadingZeros, 0) : 0)
    }
}
