import PhoneNumbers
import Testing

/// Where FormKit differs from phonenumbers 9.0.43 on purpose; each is listed in Tools/oracle/README.md.
@Suite struct DeliberateDifferenceTests {
    /// phonenumbers rejects "gb" as a default region ("Missing or invalid default region") and
    /// formats for dialling from "de" as if no region were given. FormKit reads region codes in
    /// any case, as its PatternFormatter and CLI do.
    @Test func regionCodesAreCaseInsensitive() throws {
        let lower = try PhoneNumber(parsing: "020 7946 0958", defaultRegion: "gb")
        let upper = try PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")
        #expect(lower == upper)
        #expect(lower.formatted(.e164) == "+442079460958")
        let us = try PhoneNumber(parsing: "+16502530000")
        #expect(us.formatted(forDialingFrom: "de") == "00 1 650-253-0000")
        #expect(us.formatted(forDialingFrom: "de") == us.formatted(forDialingFrom: "DE"))
    }

    /// phonenumbers finds no region "fr" sharing +33, so a short number is never valid "for region fr";
    /// and it upper-cases the region only to find the plan, so "1900" in "br" may connect by prefix
    /// although Brazil needs the exact number. FormKit reads the codes as FR and BR.
    @Test func shortNumberRegionCodesAreCaseInsensitive() throws {
        let number = try PhoneNumber(parsing: "112", defaultRegion: "FR")
        #expect(number.isValidShortNumber(dialledFrom: "fr"))  // phonenumbers: false
        #expect(!PhoneNumbering.connectsToEmergencyNumber("1900", region: "br"))  // phonenumbers: true
        #expect(!PhoneNumbering.connectsToEmergencyNumber("1900", region: "BR"))
    }
}
