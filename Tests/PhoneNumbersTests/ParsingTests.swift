import PhoneNumbers
import Testing

/// Parsing every input style the issue lists; expected values recorded from phonenumbers 9.0.43.
@Suite struct ParsingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var region: String?
        var countryCode: Int
        var nationalNumber: UInt64
        var italianLeadingZero = false
        var `extension`: String? = nil
        var testDescription: String { "\(input) [\(region ?? "nil")]" }
    }

    static let cases: [Case] = [
        // National input with and without the trunk prefix.
        Case(input: "(650) 253-0000", region: "US", countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "1 650 253 0000", region: "US", countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "020 7031 3000", region: "GB", countryCode: 44, nationalNumber: 2_070_313_000),
        Case(input: "20 7031 3000", region: "GB", countryCode: 44, nationalNumber: 2_070_313_000),
        Case(input: "044 668 18 00", region: "ch", countryCode: 41, nationalNumber: 446_681_800),
        // +CC, with no default region.
        Case(input: "+1 650 253 0000", region: nil, countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "+1 650 253 0000", region: "ZZ", countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "+44 (0) 20 7031 3000", region: "ZZ", countryCode: 44, nationalNumber: 2_070_313_000),
        Case(input: "+800 1234 5678", region: nil, countryCode: 800, nationalNumber: 12_345_678),
        // IDD prefixes of the default region.
        Case(input: "011 44 20 7031 3000", region: "US", countryCode: 44, nationalNumber: 2_070_313_000),
        Case(input: "00 44 20 7031 3000", region: "DE", countryCode: 44, nationalNumber: 2_070_313_000),
        Case(input: "8~10 7 495 123 45 67", region: "RU", countryCode: 7, nationalNumber: 4_951_234_567),
        Case(input: "8 10 7 495 123 45 67", region: "RU", countryCode: 7, nationalNumber: 4_951_234_567),
        Case(input: "0011 61 2 9374 4000", region: "AU", countryCode: 61, nationalNumber: 293_744_000),
        // Extensions.
        Case(input: "+1 650 253 0000 ext. 123", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "123"),
        Case(input: "+1 650 253 0000 x123", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "123"),
        Case(input: "+1 650 253 0000 #123", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "123"),
        Case(input: "650 253 0000,,55", region: "US", countryCode: 1, nationalNumber: 6_502_530_000, extension: "55"),
        // Labels compare without case, as Python's re does (İ folds to i).
        Case(input: "+44 20 7031 3000 İNT 6", region: nil, countryCode: 44, nationalNumber: 2_070_313_000, extension: "6"),
        Case(input: "+1 650 253 0000 EXTENSIÓN 7", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "7"),
        Case(input: "+1 650 253 0000 extensio\u{301}n 7", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "7"),
        // tel: URIs.
        Case(input: "tel:+1-650-253-0000;ext=123", region: nil, countryCode: 1, nationalNumber: 6_502_530_000, extension: "123"),
        Case(input: "tel:253-0000;phone-context=+1-650", region: nil, countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "tel:+41-44-668-18-00;isub=1234", region: nil, countryCode: 41, nationalNumber: 446_681_800),
        // Vanity letters.
        Case(input: "1-800-FLOWERS", region: "US", countryCode: 1, nationalNumber: 8_003_569_377),
        // Full-width and other decimal digits, full-width plus.
        Case(input: "＋１ ６５０ ２５３ ００００", region: nil, countryCode: 1, nationalNumber: 6_502_530_000),
        Case(input: "+٤٤ ٢٠ ٧٠٣١ ٣٠٠٠", region: nil, countryCode: 44, nationalNumber: 2_070_313_000),
        // Italian leading zero.
        Case(input: "06 6988 4567", region: "IT", countryCode: 39, nationalNumber: 669_884_567, italianLeadingZero: true),
        Case(input: "+39 06 6988 4567", region: nil, countryCode: 39, nationalNumber: 669_884_567, italianLeadingZero: true),
        // Prefix-for-parsing transforms (Argentina's mobile 15 becomes a leading 9).
        Case(input: "011 15 2345 6789", region: "AR", countryCode: 54, nationalNumber: 91_123_456_789),
        Case(input: "0343 15 555 1212", region: "AR", countryCode: 54, nationalNumber: 93_435_551_212),
        // Text around the number.
        Case(input: "Tel: +41 44 668 18 00.", region: nil, countryCode: 41, nationalNumber: 446_681_800),
        Case(input: "(530) 583-6985 x302/x2303", region: "US", countryCode: 1, nationalNumber: 5_305_836_985, extension: "302"),
    ]

    @Test(arguments: cases) func parses(_ example: Case) throws {
        let number = try PhoneNumber(parsing: example.input, defaultRegion: example.region)
        #expect(number.countryCode == example.countryCode)
        #expect(number.nationalNumber == example.nationalNumber)
        #expect(number.italianLeadingZero == example.italianLeadingZero)
        #expect(number.extension == example.extension)
        #expect(PhoneNumber(example.input, defaultRegion: example.region) == number)
    }

    @Test(arguments: [
        ("abc", "US", PhoneNumberParseError.Kind.notANumber),
        ("0", "US", .notANumber),
        ("+1", nil, .notANumber),
        ("650 253 0000", nil, .invalidCountryCode),
        ("650 253 0000", "ZZ", .invalidCountryCode),
        ("+999 1234567", nil, .invalidCountryCode),
        ("+0 1234567", nil, .invalidCountryCode),
        ("011 1", "US", .tooShortAfterIDD),
        ("+1 650 253 0000 0000 0000 000", nil, .tooLong),
        ("tel:+1-650;phone-context=", nil, .notANumber),
        (String(repeating: "1", count: 251), "US", .tooLong),
    ] as [(String, String?, PhoneNumberParseError.Kind)])
    func rejects(input: String, region: String?, kind: PhoneNumberParseError.Kind) throws {
        let error = try #require(throws: PhoneNumberParseError.self) { try PhoneNumber(parsing: input, defaultRegion: region) }
        #expect(error.kind == kind)
        #expect((0...input.utf16.count).contains(error.offset))
        #expect(PhoneNumber(input, defaultRegion: region) == nil)
    }

    @Test func errorDescriptionNamesKindAndOffsetButNotTheNumber() throws {
        let error = try #require(throws: PhoneNumberParseError.self) { try PhoneNumber(parsing: "+999 8765 4321") }
        #expect(error.description.contains("INVALID_COUNTRY_CODE"))
        #expect(error.description.contains("offset \(error.offset)"))
        #expect(!error.description.contains("8765"))
        #expect(!error.description.contains("999"))
    }

    @Test func offsetsCountUTF16() throws {
        let words = try #require(throws: PhoneNumberParseError.self) {
            try PhoneNumber(parsing: "📞 phone: abc", defaultRegion: "US")
        }
        #expect(words.kind == .notANumber)
        #expect(words.offset == 0)  // no number starts anywhere in the text
        let noRegion = try #require(throws: PhoneNumberParseError.self) { try PhoneNumber(parsing: "📞 650 253 0000") }
        #expect(noRegion.kind == .invalidCountryCode)
        #expect(noRegion.offset == 3)  // the digits start after the two UTF-16 units of 📞 and a space
    }
}
