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
}
