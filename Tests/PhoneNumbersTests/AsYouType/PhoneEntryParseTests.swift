import FormKitTestSupport
import PhoneNumbers
import Testing

/// The entry of a `+` and digits skips the parser's first steps (PhoneEntry's `parsedNumber`): its number
/// must be the one the whole parse gives the same text, for every length, region and leading digit.
@Suite struct PhoneEntryParseTests {
    @Test(arguments: ["GB", "US", "DE", "IT", "BR", "ZZ"])
    func aPlusAndDigitsParseAsTheWholeText(region: String) {
        var generator = SplitMix64(seed: 2010)
        var numbers = 0
        for _ in 0..<400 {
            // Leading zeros often, so that `+00…` (an IDD after the plus) and unknown codes come up.
            let length = Int.random(in: 0...19, using: &generator)
            var keys = "+"
            for position in 0..<length {
                let zero = position < 2 && Bool.random(using: &generator)
                keys.append(zero ? "0" : String(Int.random(in: 0...9, using: &generator)))
            }
            if Self.entryMatchesTheWholeParse(of: keys, region: region) { numbers += 1 }
        }
        // Most of the texts parse: the comparison is not only of nils.
        #expect(numbers > 100)
    }

    /// Digits without a `+` (national prefixes, IDDs) give the number the whole parse gives too.
    @Test(arguments: ["GB", "US", "DE", "IT", "BR", "RU", "ZZ"])
    func digitsParseAsTheWholeText(region: String) {
        var generator = SplitMix64(seed: 2011)
        var numbers = 0
        for _ in 0..<400 {
            // Leading zeros and eights often: national prefixes and IDDs (00, 011, 8~10).
            let length = Int.random(in: 0...19, using: &generator)
            var keys = ""
            for position in 0..<length {
                let lead = position < 3 ? ["0", "1", "8", ""][Int.random(in: 0..<4, using: &generator)] : ""
                keys.append(lead.isEmpty ? String(Int.random(in: 0...9, using: &generator)) : lead)
            }
            if Self.entryMatchesTheWholeParse(of: keys, region: region) { numbers += 1 }
        }
        // Most of the texts parse where there is a region: the comparison is not only of nils.
        #expect(region == "ZZ" || numbers > 100)
    }

    /// Types `keys` into a formatter of `region` and expects its entry's number to be the whole parse's
    /// ("ZZ": no default region); whether the text parses.
    static func entryMatchesTheWholeParse(of keys: String, region: String) -> Bool {
        var formatter = AsYouTypeFormatter(region: region)
        formatter.input(keys)
        let expected = try? PhoneNumber(parsing: keys, defaultRegion: region == "ZZ" ? nil : region)
        #expect(formatter.entry.number == expected, "\(region), \(keys.count) characters")
        return expected != nil
    }
}
