import PhoneNumbers
import Testing

/// Keeping what was typed, and the formats that use it; expected values from phonenumbers 9.0.43.
@Suite struct PhoneNumberAsTypedTests {
    @Test(arguments: [
        ("0 15 11 2345 6789", "BR", CountryCodeSource.fromDefaultCountry, "15", "0 15 11 2345 6789",
         "0 15 (11) 2345-6789", "011 55 0 15 11 2345 6789"),
        ("+44 2070313000", "ZZ", .fromNumberWithPlusSign, nil, "+44 20 7031 3000", "020 7031 3000",
         "011 44 2070313000"),
        ("2070313000", "GB", .fromDefaultCountry, nil, "20 7031 3000", "020 7031 3000", "011 44 2070313000"),
        ("011 41 44 668 18 00", "US", .fromNumberWithIDD, nil, "011 41 44 668 18 00", "044 668 18 00",
         "011 41 011 41 44 668 18 00"),
        ("41 44 668 18 00", "CH", .fromNumberWithoutPlusSign, nil, "41 44 668 18 00", "044 668 18 00",
         "011 41 41 44 668 18 00"),
        ("1800 six-flag", "AU", .fromDefaultCountry, nil, "1800 six-flag", "18007493524", "011 61 1800 SIX-FLAG"),
        ("(650) 253-0000 ext 12", "US", .fromDefaultCountry, nil, "(650) 253-0000 ext. 12",
         "(650) 253-0000 ext. 12", "1 650 253-0000 EXT 12"),
        ("020-7031-3000", "GB", .fromDefaultCountry, nil, "020 7031 3000", "020 7031 3000", "011 44 020-7031-3000"),
    ] as [(String, String, CountryCodeSource, String?, String, String, String)])
    func keepsWhatWasTyped(
        input: String, region: String, source: CountryCodeSource, carrier: String?, original: String,
        preferredCarrier: String, fromUS: String
    ) throws {
        let typed = try PhoneNumberAsTyped(parsing: input, defaultRegion: region)
        #expect(typed.number == (try PhoneNumber(parsing: input, defaultRegion: region)))
        #expect(typed.rawInput == input)
        #expect(typed.countryCodeSource == source)
        #expect(typed.preferredDomesticCarrierCode == carrier)
        #expect(typed.formattedInOriginalFormat(from: region) == original)
        #expect(typed.formattedNationally(withPreferredCarrierCode: "15") == preferredCarrier)
        #expect(typed.formattedKeepingLetters(forDialingFrom: "US") == fromUS)
    }

    @Test func equalNumbersStayEqualHowEverTheyWereTyped() throws {
        let national = try PhoneNumberAsTyped(parsing: "020 7031 3000", defaultRegion: "GB")
        let international = try PhoneNumberAsTyped(parsing: "+44 20 7031 3000")
        #expect(national.number == international.number)
        #expect(Set([national.number, international.number]).count == 1)
        #expect(national != international)
    }

    @Test func aBrazilianCarrierCodeIsDialledFromBrazil() throws {
        let typed = try PhoneNumberAsTyped(parsing: "0 15 11 2345 6789", defaultRegion: "BR")
        #expect(typed.formattedForMobileDialing(from: "BR") == "0 15 (11) 2345-6789")
        #expect(typed.formattedForMobileDialing(from: "BR", withFormatting: false) == "01511" + "23456789")
        #expect(typed.number.formattedForMobileDialing(from: "BR") == "")
    }

    @Test func parseErrorsAreThoseOfPhoneNumber() {
        #expect(throws: PhoneNumberParseError(kind: .invalidCountryCode, offset: 0)) {
            try PhoneNumberAsTyped(parsing: "650 253 0000")
        }
    }
}

extension PhoneNumberAsTypedTests {
    /// libphonenumber gives a kept number whose national number is 0 back as typed (phonenumbers 9.0.43).
    @Test func aZeroNationalNumberIsFormattedAsTyped() throws {
        let typed = try PhoneNumberAsTyped(parsing: "+1 000 000 0000")
        #expect(typed.formatted(.international) == "+1 000 000 0000")
        #expect(typed.number.formatted(.international) == "+1 0000000000")
        #expect(typed.formattedForMobileDialing(from: "US") == "+1 000 000 0000")
        #expect(typed.formattedForMobileDialing(from: "US", withFormatting: false) == "+10000000000")
        let national = try PhoneNumberAsTyped(parsing: "0000000000", defaultRegion: "GB")
        #expect(national.formattedForMobileDialing(from: "GB") == "0000000000")
        #expect(national.number.formattedForMobileDialing(from: "GB", withFormatting: false) == "000000000")
    }
}
