import PhoneNumbers
import Testing

/// `is_number_match`; expected values from phonenumbers 9.0.43, several from libphonenumber's own tests.
@Suite struct PhoneNumberMatchTests {
    @Test(arguments: [
        ("+64 3 331 6005", "+64 03 331 6005", PhoneNumberMatchType.exactMatch),
        ("+64 3 331 6005 ext. 1234", "+6433316005;1234", .exactMatch),
        ("+1 650 253 0000", "(650) 253-0000", .nsnMatch),
        ("3 331 6005", "03 331 6005", .shortNSNMatch),
        ("+1 650 253 0000", "253 0000", .shortNSNMatch),
        ("+44 20 7031 3000 ext. 12", "+44 20 7031 3000", .shortNSNMatch),
        ("+64 3 331 6005", "+1 3 331 6005", .noMatch),
        ("+64 3 331 6005 ext. 1234", "+64 3 331 6005 ext. 1235", .noMatch),
        ("+1 345 657 1234", "345 657", .noMatch),
        ("+64 3 331 6005", "hello", .notANumber),
        ("+1 650 253 0000", "", .notANumber),
        ("", "", .notANumber),
    ])
    func strings(first: String, second: String, match: PhoneNumberMatchType) {
        #expect(PhoneNumberMatchType(first, second) == match)
        #expect(PhoneNumberMatchType(second, first) == match)  // symmetric on these pairs
    }

    @Test func aNumberAndAString() throws {
        let number = try PhoneNumber(parsing: "+1 650 253 0000")
        #expect(PhoneNumberMatchType(number, "650 253 0000") == .nsnMatch)
        #expect(PhoneNumberMatchType(number, "+1 650 253 0000") == .exactMatch)
        #expect(PhoneNumberMatchType(number, "+44 650 253 0000") == .noMatch)
        #expect(PhoneNumberMatchType(number, "abc") == .notANumber)
    }

    @Test func twoNumbersWithAnUnknownCallingCode() {
        let known = PhoneNumber(countryCode: 1, nationalNumber: 6502530000)
        let unknown = PhoneNumber(countryCode: 0, nationalNumber: 6502530000)
        #expect(PhoneNumberMatchType(known, unknown) == .nsnMatch)
        #expect(PhoneNumberMatchType(known, known) == .exactMatch)
        #expect(PhoneNumberMatchType(known, PhoneNumber(countryCode: 1, nationalNumber: 2530000)) == .shortNSNMatch)
        // A leading-zero count means nothing without a leading zero, and an empty extension is none.
        let odd = PhoneNumber(countryCode: 1, nationalNumber: 6502530000, numberOfLeadingZeros: 3, extension: "")
        #expect(PhoneNumberMatchType(known, odd) == .exactMatch)
    }

    @Test func theNamesAreLibphonenumbers() {
        #expect(PhoneNumberMatchType.allCases.map(\.rawValue)
            == ["EXACT_MATCH", "NSN_MATCH", "SHORT_NSN_MATCH", "NO_MATCH", "NOT_A_NUMBER"])
    }
}
