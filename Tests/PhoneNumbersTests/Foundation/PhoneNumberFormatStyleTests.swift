import Foundation
import PhoneNumbers
import Testing

@Suite("PhoneNumber.FormatStyle and ParseStrategy")
struct PhoneNumberFormatStyleTests {
    static let zurich = PhoneNumber(countryCode: 41, nationalNumber: 446_681_800)

    static let formats: [(PhoneNumberFormat, String)] = [
        (.e164, "+41446681800"), (.international, "+41 44 668 18 00"), (.national, "044 668 18 00"),
        (.rfc3966, "tel:+41-44-668-18-00"),
    ]

    @Test(arguments: formats)
    func formatsAsTheNumberFormats(format: PhoneNumberFormat, expected: String) {
        #expect(Self.zurich.formatted(.phoneNumber(format)) == expected)
        #expect(PhoneNumber.FormatStyle(format: format).format(Self.zurich) == expected)
        #expect(Self.zurich.formatted(format) == expected)
    }

    @Test func defaultsToInternational() {
        #expect(Self.zurich.formatted(.phoneNumber()) == "+41 44 668 18 00")
        #expect(PhoneNumber.FormatStyle() == .phoneNumber(.international, defaultRegion: nil))
    }

    @Test func parseStrategyReadsNationalNumbersInTheDefaultRegion() throws {
        let style = PhoneNumber.FormatStyle.phoneNumber(.e164, defaultRegion: "US")
        #expect(try style.parseStrategy.parse("(650) 253-0000").formatted(.e164) == "+16502530000")
        #expect(try PhoneNumber("(650) 253-0000", strategy: .phoneNumber(defaultRegion: "US")) == PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000))
        #expect(try PhoneNumber("+41 44 668 18 00", strategy: .phoneNumber()) == Self.zurich)
        #expect(try PhoneNumber.ParseStrategy(defaultRegion: "gb").parse("020 7031 3000").countryCode == 44)
    }

    @Test(arguments: [
        ("1", "US", PhoneNumberParseError(kind: .notANumber, offset: 0)),
        ("650 253 0000", nil, PhoneNumberParseError(kind: .invalidCountryCode, offset: 0)),
        ("hello", "US", PhoneNumberParseError(kind: .notANumber, offset: 0)),
    ] as [(String, String?, PhoneNumberParseError)])
    func badTextThrowsTheParseError(text: String, region: String?, error: PhoneNumberParseError) throws {
        let expected = try #require(Self.parseError(text, region))
        #expect(expected.kind == error.kind)
        #expect(throws: expected) { try PhoneNumber(text, strategy: .phoneNumber(defaultRegion: region)) }
        #expect(throws: expected) { try PhoneNumber.FormatStyle(defaultRegion: region).parseStrategy.parse(text) }
    }

    static func parseError(_ text: String, _ region: String?) -> PhoneNumberParseError? {
        do {
            _ = try PhoneNumber(parsing: text, defaultRegion: region)
            return nil
        } catch {
            return error
        }
    }

    @Test func stylesAndStrategiesAreCodableAndHashable() throws {
        let style = PhoneNumber.FormatStyle.phoneNumber(.rfc3966, defaultRegion: "CH")
        let json = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: json) == style)
        #expect(String(decoding: json, as: UTF8.self).contains("\"rfc3966\""))
        let strategy = PhoneNumber.ParseStrategy(defaultRegion: "DE")
        #expect(try JSONDecoder().decode(PhoneNumber.ParseStrategy.self, from: JSONEncoder().encode(strategy)) == strategy)
        #expect(Set([style, .phoneNumber(.rfc3966, defaultRegion: "CH"), .phoneNumber(.national)]).count == 2)
    }

    /// `ParseableFormatStyle`'s contract: what the style writes, its strategy reads back.
    @Test(arguments: [PhoneNumberFormat.e164, .international, .rfc3966])
    func writesWhatItsStrategyReads(format: PhoneNumberFormat) throws {
        let style = PhoneNumber.FormatStyle.phoneNumber(format)
        let number = PhoneNumber(countryCode: 39, nationalNumber: 236_618_300, italianLeadingZero: true)
        #expect(try style.parseStrategy.parse(number.formatted(style)) == number)
    }
}
