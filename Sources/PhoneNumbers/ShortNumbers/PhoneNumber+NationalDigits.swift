extension PhoneNumber {
    /// The length of the national significant number, leading zeros included.
    var nationalSignificantLength: Int {
        var length = 1
        var rest = nationalNumber / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return (italianLeadingZero ? max(numberOfLeadingZeros, 0) : 0) + length
    }

    /// Calls `body` with the digits of ``nationalSignificantDigits`` in a temporary buffer: on the stack
    /// for numbers of any usual length, so a short-number check allocates nothing.
    ///
    ///     PhoneNumber("112", defaultRegion: "FR")!.withNationalSignificantDigits { Array($0) }  // [1, 1, 2]
    func withNationalSignificantDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let count = nationalSignificantLength
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var value = nationalNumber
            var index = count
            // The national number's digits from the last; the leading zeros are what is left.
            repeat {
                index -= 1
                buffer[index] = UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            while index > 0 {
                index -= 1
                buffer[index] = 0
            }
            return body(UnsafeBufferPointer(buffer))
        }
    }
}
