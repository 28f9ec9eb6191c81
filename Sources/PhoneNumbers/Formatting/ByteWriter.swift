/// Somewhere formatted text is written to, a byte at a time.
protocol ByteOutput {
    mutating func append(_ byte: UInt8)
}

extension ByteOutput {
    /// Appends the decimal digits of a non-negative number.
    mutating func appendDecimal(_ value: Int) {
        #if !hasFeature(Embedded)
        // Calling codes (0…999), the usual case, by divisions by constants, which compile to
        // multiplications: a division by a variable takes tens of cycles. (Not in the page's module,
        // where every copy of this inlined code is bytes to download.)
        if value >= 0 && value < 1000 {
            if value >= 100 { append(UInt8(truncatingIfNeeded: value / 100) &+ 0x30) }
            if value >= 10 { append(UInt8(truncatingIfNeeded: value / 10 % 10) &+ 0x30) }
            append(UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
            return
        }
        #endif
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        repeat {
            append(UInt8(truncatingIfNeeded: rest / divisor) &+ 0x30)
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }
}

extension Array: ByteOutput where Element == UInt8 {}

/// Writes bytes into a buffer of known capacity (a string's storage); bytes past the end are dropped,
/// so a capacity computed too small can shorten the text but never write out of bounds.
struct ByteWriter: ByteOutput {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count &+= 1  // below the buffer's count, so it cannot overflow
    }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }
}
