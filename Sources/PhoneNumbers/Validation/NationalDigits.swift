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
        guard leadingZeros >= 0 else { return nil }
        // One pass from the last digit to the first, two digits a division (the divisions are what each
        // step waits for), each pushed in at the low end, so that the first digit ends up lowest; then
        // the leading zeros are made room for below it.
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        var value = nationalNumber
        while value >= 100 {
            let quotient = value / 100
            Self.pushPair(value &- quotient &* 100, head: &head, tail: &tail)
            length += 2
            value = quotient
        }
        if value >= 10 {
            Self.pushPair(value, head: &head, tail: &tail)
            length += 2
        } else {
            tail = (tail &<< 4) | (head &>> 60)
            head = (head &<< 4) | value
            length += 1
        }
        guard leadingZeros <= Self.capacity - length else { return nil }
        let shift = 4 * leadingZeros
        if shift >= 64 {
            tail = head &<< UInt64(shift - 64)
            head = 0
        } else if shift > 0 {
            tail = (tail &<< UInt64(shift)) | (head &>> UInt64(64 - shift))
            head = head &<< UInt64(shift)
        }
        self.head = head
        self.tail = tail
        self.count = leadingZeros + length
    }

    /// Pushes the two digits of `pair` (below 100) in at the low end: its last digit, then its first.
    @inline(__always)
    private static func pushPair(_ pair: UInt64, head: inout UInt64, tail: inout UInt64) {
        let tens = pair / 10
        tail = (tail &<< 8) | (head &>> 56)
        head = (head &<< 8) | ((pair &- tens &* 10) &<< 4) | tens
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
