import PhoneNumbers

/// The first digits of a number's E.164 form (calling code, then the national significant number with
/// its leading zeros), as the prefix tables key them.
struct LeadingDigits {
    /// The value of the first ``count`` digits.
    private let head: UInt64
    /// How many digits ``head`` holds, at most ``PrefixTable/maximumLength``.
    let count: Int

    init(_ number: PhoneNumber) {
        var head: UInt64 = 0
        var count = 0
        func append(_ digit: UInt64) {
            guard count < PrefixTable.maximumLength else { return }
            head = head &* 10 &+ digit
            count += 1
        }
        var code = max(number.countryCode, 0)
        var divisor = 1
        while divisor <= code / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt64(code / divisor))
            code %= divisor
            divisor /= 10
        }
        if number.italianLeadingZero {
            for _ in 0..<min(max(number.numberOfLeadingZeros, 0), PrefixTable.maximumLength) { append(0) }
        }
        var national = number.nationalNumber
        var power: UInt64 = 1
        while power <= national / 10 { power &*= 10 }
        while power > 0, count < PrefixTable.maximumLength {
            append(national / power)
            national %= power
            power /= 10
        }
        self.head = head
        self.count = count
    }

    /// The value of the first `length` digits (`length` in 1…``count``).
    @inline(__always)
    func prefix(_ length: Int) -> UInt32 {
        var value = head
        for _ in length..<count { value /= 10 }
        return UInt32(truncatingIfNeeded: value)
    }
}
