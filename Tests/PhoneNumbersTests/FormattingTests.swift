import PhoneNumbers
import Testing

/// The four standard styles and out-of-country formatting; expected values from phonenumbers 9.0.43.
@Suite struct FormattingTests {
    @Test(arguments: [
        ("+1 650 253 0000", "+16502530000", "+1 650-253-0000", "(650) 253-0000", "tel:+1-650-253-0000"),
        ("+44 20 7031 3000", "+442070313000", "+44 20 7031 3000", "020 7031 3000", "tel:+44-20-7031-3000"),
        ("+7 495 123 45 67", "+74951234567", "+7 495 123-45-67", "8 (495) 123-45-67", "tel:+7-495-123-45-67"),
        ("+39 06 6988 4567", "+390669884567", "+39 06 6988 4567", "06 6988 4567", "tel:+39-06-6988-4567"),
        ("+54 9 11 2345 6789", "+5491123456789", "+54 9 11 2345-6789", "011 15-2345-6789", "tel:+54-9-11-2345-6789"),
        ("+61 2 9374 4000", "+61293744000", "+61 2 9374 4000", "(02) 9374 4000", "tel:+61-2-9374-4000"),
        ("+800 1234 5678", "+80012345678", "+800 1234 5678", "1234 5678", "tel:+800-1234-5678"),
        ("+1 650 253 0000 x 123", "+16502530000", "+1 650-253-0000 ext. 123", "(650) 253-0000 ext. 123",
         "tel:+1-650-253-0000;ext=123"),
        // No format matches: the digits as they are.
        ("+1 12", "+112", "+1 12", "12", "tel:+1-12"),
    ])
    func formats(input: String, e164: String, international: String, national: String, rfc3966: String) throws {
        let number = try PhoneNumber(parsing: input)
        #expect(number.formatted(.e164) == e164)
        #expect(number.formatted(.international) == international)
        #expect(number.formatted() == international)
        #expect(number.formatted(.national) == national)
        #expect(number.formatted(.rfc3966) == rfc3966)
    }

    @Test(arguments: [
        ("+1 650 253 0000", "DE", "00 1 650-253-0000"),
        ("+1 650 253 0000", "CA", "1 (650) 253-0000"),
        ("+1 650 253 0000", "us", "1 (650) 253-0000"),
        ("+44 20 7031 3000", "US", "011 44 20 7031 3000"),
        ("+44 20 7031 3000", "GB", "020 7031 3000"),
        ("+7 495 123 45 67", "UZ", "00 7 495 123-45-67"),
        ("+41 44 668 18 00 x 12", "FR", "00 41 44 668 18 00 ext. 12"),
        ("+800 1234 5678", "JP", "010 800 1234 5678"),
        ("+39 06 6988 4567", "SG", "+39 06 6988 4567"),  // several IDDs, none preferred: keep the +
        ("+1 650 253 0000", "XX", "+1 650-253-0000"),  // unknown region: international format
    ])
    func formatsForDialingFrom(input: String, region: String, expected: String) throws {
        #expect(try PhoneNumber(parsing: input).formatted(forDialingFrom: region) == expected)
    }

    @Test(arguments: [
        ("+44 20 7031 3000 ext 12", "+44 20 7031 3000 x12"),  // the UK writes " x"
        ("+7 495 123 45 67 ext 12", "+7 495 123-45-67 ext. 12"),  // the default " ext. "
    ])
    func extensionPrefixes(input: String, expected: String) throws {
        #expect(try PhoneNumber(parsing: input).formatted(.international) == expected)
    }
}

/// isPossible, isValid, type and region; expected values from phonenumbers 9.0.43.
@Suite struct ValidationTests {
    @Test(arguments: [
        ("+1 650 253 0000", true, true, PhoneNumberType.fixedLineOrMobile, "US" as String?),
        ("+1 800 356 9377", true, true, .tollFree, "US"),
        ("+1 416 555 0123", true, true, .fixedLineOrMobile, "CA"),
        ("+44 7400 123456", true, true, .mobile, "GB"),
        ("+44 20 7031 3000", true, true, .fixedLine, "GB"),
        ("+41 44 668 18 00", true, true, .fixedLine, "CH"),
        ("+39 06 6988 4567", true, true, .fixedLine, "VA"),
        ("+800 1234 5678", true, true, .tollFree, "001"),
        ("+1 12", false, false, .unknown, nil),
        ("+1 123 456 7890", true, false, .unknown, nil),
    ])
    func classifies(input: String, possible: Bool, valid: Bool, type: PhoneNumberType, region: String?) throws {
        let number = try PhoneNumber(parsing: input)
        #expect(number.isPossible == possible)
        #expect(number.isValid == valid)
        #expect(number.type == type)
        #expect(number.region == region)
    }
}

/// Lookups over the plans.
@Suite struct LookupTests {
    @Test func metadataVersionIsThePinnedOne() {
        #expect(PhoneNumbering.metadataVersion == "9.0.43")
    }

    @Test func regionsAndCodes() {
        #expect(PhoneNumbering.supportedRegions.count == 245)
        #expect(PhoneNumbering.supportedRegions == PhoneNumbering.supportedRegions.sorted())
        #expect(PhoneNumbering.nonGeographicCallingCodes == [800, 808, 870, 878, 881, 882, 883, 888, 979])
        #expect(PhoneNumbering.callingCode(for: "CH") == 41)
        #expect(PhoneNumbering.callingCode(for: "ch") == 41)
        #expect(PhoneNumbering.callingCode(for: "XX") == nil)
        #expect(PhoneNumbering.callingCode(for: "001") == nil)
        #expect(PhoneNumbering.regions(forCallingCode: 7) == ["RU", "KZ"])
        #expect(PhoneNumbering.regions(forCallingCode: 44) == ["GB", "GG", "IM", "JE"])
        #expect(PhoneNumbering.regions(forCallingCode: 800) == ["001"])
        #expect(PhoneNumbering.regions(forCallingCode: 999) == [])
    }

    @Test func everyRegionRoundTripsThroughItsCallingCode() {
        for region in PhoneNumbering.supportedRegions {
            let code = PhoneNumbering.callingCode(for: region)
            #expect(code.map { PhoneNumbering.regions(forCallingCode: $0).contains(region) } == true, "\(region)")
        }
    }

    @Test(arguments: [
        ("GB", PhoneNumberType.mobile, "+447400123456" as String?),
        ("US", .tollFree, "+18002345678"),
        ("CH", .fixedLine, "+41212345678"),
        ("US", .voicemail, nil),
        ("XX", .fixedLine, nil),
    ])
    func exampleNumbers(region: String, type: PhoneNumberType, e164: String?) {
        #expect(PhoneNumbering.exampleNumber(for: region, type: type)?.formatted(.e164) == e164)
    }

    @Test func nonGeographicExamples() {
        #expect(PhoneNumbering.exampleNumber(forNonGeographicCallingCode: 800)?.formatted(.e164) == "+80012345678")
        #expect(PhoneNumbering.exampleNumber(forNonGeographicCallingCode: 870)?.formatted(.e164) == "+870301234567")
        #expect(PhoneNumbering.exampleNumber(forNonGeographicCallingCode: 44) == nil)
        for code in PhoneNumbering.nonGeographicCallingCodes {
            let example = PhoneNumbering.exampleNumber(forNonGeographicCallingCode: code)
            #expect(example?.region == "001", "\(code)")
        }
    }

    @Test func everyExampleNumberIsValidAndOfItsType() {
        let types: [PhoneNumberType] = [.fixedLine, .mobile, .tollFree, .premiumRate, .sharedCost, .voip,
                                        .personalNumber, .pager, .uan, .voicemail]
        var checked = 0
        for region in PhoneNumbering.supportedRegions {
            for type in types {
                guard let example = PhoneNumbering.exampleNumber(for: region, type: type) else { continue }
                checked += 1
                #expect(example.isValid, "\(region) \(type)")
                let actual = example.type
                let expected = actual == .fixedLineOrMobile && (type == .fixedLine || type == .mobile) ? actual : type
                #expect(actual == expected, "\(region) \(type)")
            }
        }
        #expect(checked > 1000)
    }
}
