import Foundation
import PropertyBased
import Testing
import TextInput

@Suite("DecimalNumberSyntax.FormatStyle and ParseStrategy")
struct DecimalNumberFormatStyleTests {
    static let german = Locale(identifier: "de_DE")
    static let french = Locale(identifier: "fr_FR")
    static let american = Locale(identifier: "en_US")

    static let formats: [(Double, String, String)] = [
        (-1.5, "en_US", "-1.5"), (-1.5, "de_DE", "-1,5"), (0.1, "fr_FR", "0,1"), (1234.5, "de_DE", "1234,5"),
        (1e-7, "de_DE", "1e-07"), (3, "en_US", "3.0"), (.infinity, "de_DE", "inf"),
    ]

    @Test(arguments: formats)
    func writesWithTheLocalesSeparator(value: Double, locale: String, expected: String) {
        #expect(value.formatted(.decimalNumber(locale: Locale(identifier: locale))) == expected)
    }

    static let parses: [(String, String, Double)] = [
        ("1,25e2", "de_DE", 125), ("-0,5", "de_DE", -0.5), ("3,14", "fr_FR", 3.14), ("3.14", "fr_FR", 3.14),
        ("1.5", "en_US", 1.5), (".5", "en_US", 0.5), ("\u{2212}2", "en_US", -2), ("١٫٥", "ar_EG", 1.5),
        ("٣", "en_US", 3), ("+6e-3", "en_US", 0.006), ("7.", "en_US", 7),
    ]

    @Test(arguments: parses)
    func readsWhatTheRuleAccepts(text: String, locale: String, expected: Double) throws {
        let strategy = DecimalNumberSyntax.ParseStrategy(locale: Locale(identifier: locale))
        #expect(try strategy.parse(text) == expected)
        #expect(try Double(text, strategy: .decimalNumber(locale: Locale(identifier: locale))) == expected)
        #expect(InputRule.decimalNumber(locale: Locale(identifier: locale)).rejection(of: text) == nil)
    }

    static let rejections: [(String, String, InputRejection)] = [
        ("1.5", "de_DE", InputRejection(.characterNotAllowed, offset: 1)),  // "." groups thousands in German
        ("1,5,", "de_DE", InputRejection(.misplacedDecimalSeparator, offset: 3)),
        ("4-5", "en_US", InputRejection(.misplacedSign, offset: 1)),
        ("12a", "en_US", InputRejection(.characterNotAllowed, offset: 2)),
        ("", "en_US", InputRejection(.incompleteNumber, offset: 0)),
        ("-", "en_US", InputRejection(.incompleteNumber, offset: 1)),
        ("2e-", "en_US", InputRejection(.incompleteNumber, offset: 3)),
    ]

    @Test(arguments: rejections)
    func rejectsWithTheRulesReasonAndOffset(text: String, locale: String, rejection: InputRejection) {
        let strategy = DecimalNumberSyntax.ParseStrategy(locale: Locale(identifier: locale))
        #expect(throws: rejection) { try strategy.parse(text) }
        #expect(rejection.description.hasSuffix("at offset \(rejection.offset)"))
    }

    @Test func incompleteNumbersSaySo() {
        #expect(InputRejection(.incompleteNumber, offset: 2).description == "number not finished at offset 2")
    }

    @Test func stylesAreCodableValues() throws {
        let style = DecimalNumberSyntax.FormatStyle.decimalNumber(locale: Self.german)
        #expect(try JSONDecoder().decode(DecimalNumberSyntax.FormatStyle.self, from: JSONEncoder().encode(style)) == style)
        #expect(style.locale(Self.french).format(0.5) == "0,5")
        #expect(style.parseStrategy == DecimalNumberSyntax.ParseStrategy(locale: Self.german))
    }

    /// Property: every finite Double survives format then parse, in locales with "." and "," separators.
    @Test func finiteNumbersRoundTrip() async {
        let locales = [Self.american, Self.german, Self.french, Locale(identifier: "ar_EG")]
        await propertyCheck(count: 1_000, input: Gen.double(in: -1e300...1e300), Gen.int(in: 0...3), Gen.int(in: -30...30)) {
            value, localeIndex, exponent in
            let scaled = value * pow(10, Double(exponent) * 10 - 300) // spread over the whole exponent range
            let number = scaled.isFinite ? scaled : value
            let style = DecimalNumberSyntax.FormatStyle(locale: locales[localeIndex])
            let text = style.format(number)
            // A throw would end this case unseen (propertyCheck drops errors), so it is caught here.
            do {
                #expect(try style.parseStrategy.parse(text) == number, "\(text)")
            } catch {
                Issue.record("\(text) not read back: \(error)")
            }
        }
    }
}
