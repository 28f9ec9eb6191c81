/// Emergency numbers, judged on the text exactly as dialled (libphonenumber's `isEmergencyNumber` and
/// `connectsToEmergencyNumber`).
///
/// Formatting is ignored, but a number written with a leading `+` never counts: dialling a calling
/// code before an emergency number is not known to work.
///
///     PhoneNumbering.isEmergencyNumber("112", region: "FR")           // true
///     PhoneNumbering.isEmergencyNumber("+33 112", region: "FR")       // false
///     PhoneNumbering.connectsToEmergencyNumber("1120", region: "FR")  // true: extra digits still connect
///     PhoneNumbering.connectsToEmergencyNumber("9110", region: "BR")  // false: Brazil needs the exact number
extension PhoneNumbering {
    /// Whether the text is exactly an emergency number of the region, formatting aside.
    ///
    ///     PhoneNumbering.isEmergencyNumber("9-1-1", region: "US")  // true
    ///     PhoneNumbering.isEmergencyNumber("9112", region: "US")   // false
    public static func isEmergencyNumber(_ text: some StringProtocol, region: String) -> Bool {
        EmergencyNumberMatch.matches(text, region: region, allowingMoreDigits: false)
    }

    /// Whether dialling the text in the region may reach an emergency service: an emergency number,
    /// or (outside Brazil, Chile and Nicaragua) one followed by more digits.
    ///
    ///     PhoneNumbering.connectsToEmergencyNumber("9112", region: "US")  // true
    public static func connectsToEmergencyNumber(_ text: some StringProtocol, region: String) -> Bool {
        EmergencyNumberMatch.matches(text, region: region, allowingMoreDigits: true)
    }
}

/// The one test behind both emergency-number questions: libphonenumber's extraction of the number from
/// the text (from the first digit or plus sign, without trailing punctuation or a second number), no
/// leading plus, then its digits against the region's emergency pattern, in full or by prefix.
enum EmergencyNumberMatch {
    static func matches(_ text: some StringProtocol, region: String, allowingMoreDigits: Bool) -> Bool {
        guard let plan = ShortNumberPlans.shared.plan(forRegion: region),
            let emergency = plan.description(.emergency)?.automaton
        else { return false }
        let byPrefix = allowingMoreDigits && !plan.requiresExactEmergencyNumbers
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return matches(ascii: bytes, emergency, byPrefix: byPrefix)
        }
        if let answer = ascii ?? nil { return answer }
        let scalars = Array(text.unicodeScalars)[...]
        let kept = NumberText.extractPossibleNumber(scalars)
        if let first = kept.first, CharacterClasses.isPlus(scalars[first]) { return false }
        let digits = kept.lazy.compactMap { CharacterClasses.digitValue(scalars[$0]) }
        return byPrefix ? emergency.matchesPrefix(of: digits) : emergency.matches(digits: digits)
    }

    /// The same test on ASCII text, over its bytes, without allocating.
    private static func matches(ascii bytes: UnsafeBufferPointer<UInt8>, _ emergency: DigitAutomaton, byPrefix: Bool) -> Bool {
        guard let start = bytes.firstIndex(where: { isDigit($0) || $0 == UInt8(ascii: "+") }) else {
            return byPrefix ? emergency.matchesPrefix(of: EmptyCollection()) : emergency.matches(digits: EmptyCollection())
        }
        if bytes[start] == UInt8(ascii: "+") { return false }
        var end = bytes.endIndex
        while end > start && isUnwantedEnd(bytes[end - 1]) { end -= 1 }
        var index = start
        while index < end {  // a second number after "/ x" or "\ x"
            if bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "\\") {
                var next = index + 1
                while next < end && bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < end && bytes[next] == UInt8(ascii: "x") {
                    end = index
                    break
                }
            }
            index += 1
        }
        let digits = bytes[start..<end].lazy.filter(isDigit).map { $0 &- 0x30 }
        return byPrefix ? emergency.matchesPrefix(of: digits) : emergency.matches(digits: digits)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// libphonenumber's unwanted end characters, in ASCII: anything but a letter, a digit or `#`.
    private static func isUnwantedEnd(_ byte: UInt8) -> Bool {
        let letter = (byte | 0x20) &- 0x61 < 26
        return !(letter || isDigit(byte) || byte == UInt8(ascii: "#"))
    }
}
