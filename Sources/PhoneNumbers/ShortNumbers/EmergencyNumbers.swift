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

/// The one test behind both emergency-number questions.
enum EmergencyNumberMatch {
    /// Regions where an emergency number followed by more digits no longer connects.
    private static let exactRegions: Set<String> = ["BR", "CL", "NI"]

    static func matches(_ text: some StringProtocol, region: String, allowingMoreDigits: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)[...]
        let kept = NumberText.extractPossibleNumber(scalars)
        if let first = kept.first, CharacterClasses.isPlus(scalars[first]) { return false }
        guard let plan = ShortNumberPlans.shared.plan(forRegion: region),
            let emergency = plan.description(.emergency)?.automaton
        else { return false }
        var digits: [UInt8] = []
        digits.reserveCapacity(kept.count)
        for index in kept {
            if let digit = CharacterClasses.digitValue(scalars[index]) { digits.append(digit) }
        }
        if allowingMoreDigits && !exactRegions.contains(plan.id) {
            return emergency.matchesPrefix(of: digits)
        }
        return emergency.matches(digits: digits)
    }
}
