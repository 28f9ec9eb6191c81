import PhoneNumbers
import Testing

/// Carrier codes, mobile dialling, area codes, truncation and letters; expected values from phonenumbers 9.0.43.
@Suite struct PhoneNumberFormattingMoreTests {
    @Test(arguments: [
        ("+1 650 253 0000", "(650) 253-0000", "+1 650-253-0000", "+16502530000", 3, 3),
        ("+49 30 1234", "030 1234", "+49 30 1234", "0301234", 2, 2),
        ("+800 1234 5678", "1234 5678", "+800 1234 5678", "+80012345678", 0, 4),
        ("+54 9 11 2345 6789", "011 15-2345-6789", "+54 9 11 2345-6789", "+5491123456789", 3, 3),
        ("+55 11 2345 6789", "0 15 (11) 2345-6789", "+55 11 2345-6789", "+551123456789", 2, 2),
        ("+54 11 2345 6789", "011 2345-6789", "+54 11 2345-6789", "+541123456789", 2, 2),
        ("+1 800 253 0000", "(800) 253-0000", "+1 800-253-0000", "+18002530000", 0, 3),
        ("+86 139 1234 5678", "15 139 1234 5678", "+86 139 1234 5678", "+8613912345678", 0, 3),
        ("+52 55 1234 5678", "55 1234 5678", "+52 55 1234 5678", "+525512345678", 2, 2),
        ("+57 601 234 5678", "015 601 2345678", "+57 601 2345678", "+576012345678", 3, 3),
        ("+1 253 0000", "253-0000", "+1 2530000", "", 0, 0),
        ("+44 20", "20", "", "", 0, 0),
    ])
    func formats(
        input: String, carrier15: String, mobileFromUS: String, mobileFromDEPlain: String, areaCode: Int, ndc: Int
    ) throws {
        let number = try PhoneNumber(parsing: input)
        #expect(number.formattedNationally(withCarrierCode: "15") == carrier15)
        #expect(number.formattedNationally(withCarrierCode: "") == number.formatted(.national))
        #expect(number.formattedForMobileDialing(from: "US") == mobileFromUS)
        #expect(number.formattedForMobileDialing(from: "DE", withFormatting: false) == mobileFromDEPlain)
        #expect(number.areaCodeLength == areaCode)
        #expect(number.nationalDestinationCodeLength == ndc)
        #expect(number.canBeDialledInternationally)
    }

    @Test(arguments: [
        ("+41 44 668 18 00 99", "+41446681800"),
        ("+1 650 253 0000", "+16502530000"),
        ("+39 02 3661 8300 1", "+3902366183001"),
    ])
    func truncation(input: String, e164: String) throws {
        #expect(try PhoneNumber(parsing: input).truncatedToValid()?.formatted(.e164) == e164)
    }

    @Test(arguments: ["+1 253 0000", "+44 20"])
    func truncationGivesUp(input: String) throws {
        #expect(try PhoneNumber(parsing: input).truncatedToValid() == nil)
    }

    @Test(arguments: [
        ("1800 six-flag", true), ("1800 123-1234", false), ("1 six-flag", false), ("800 MICROSOFT", true),
        ("1800 six-flag ext. 1234", true), ("+800 six-flags", true), ("1800 123-1234 extension: 1234", false),
        ("", false), ("abc", false),
    ])
    func lettersInNumbers(text: String, isAlpha: Bool) {
        #expect(PhoneNumbering.isAlphaNumber(text) == isAlpha)
    }

    @Test func aLongTextIsNotANumberWithLetters() {
        #expect(!PhoneNumbering.isAlphaNumber("1800 " + String(repeating: "a", count: 1_000_000)))
    }
}
