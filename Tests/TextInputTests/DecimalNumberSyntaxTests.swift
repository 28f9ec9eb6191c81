import Foundation
import Testing
import TextInput

@Suite struct DecimalNumberSyntaxTests {
    static let us = DecimalNumberSyntax(locale: Locale(identifier: "en_US"))
    static let german = DecimalNumberSyntax(locale: Locale(identifier: "de_DE"))
    static let french = DecimalNumberSyntax(locale: Locale(identifier: "fr_FR"))

    @Test(arguments: ["", "-", "+", ".", "-.", "1", "1.", "1.5", ".5", "-0.5", "1e", "1E+", "1e-", "1e10", "2.e3", "١٢"])
    func acceptsNumbersAndTheirBeginnings(_ text: String) {
        #expect(Self.us.rejection(of: text) == nil)
    }

    @Test(arguments: [
        ("4-5", InputRejection(.misplacedSign, offset: 1)),
        ("--1", InputRejection(.misplacedSign, offset: 1)),
        ("1.2.3", InputRejection(.misplacedDecimalSeparator, offset: 3)),
        ("1e2.5", InputRejection(.misplacedDecimalSeparator, offset: 3)),
        ("e5", InputRejection(.misplacedExponent, offset: 0)),
        ("-e5", InputRejection(.misplacedExponent, offset: 1)),
        (".e5", InputRejection(.misplacedExponent, offset: 1)),
        ("1e5e", InputRejection(.misplacedExponent, offset: 3)),
        ("1e+-5", InputRejection(.misplacedSign, offset: 3)),
        ("1,5", InputRejection(.characterNotAllowed, offset: 1)),  // a thousands separator in en_US
        ("12a", InputRejection(.characterNotAllowed, offset: 2)),
        ("1 000", InputRejection(.characterNotAllowed, offset: 1)),
    ])
    func rejectsWhatCanNeverBeANumber(_ text: String, _ expected: InputRejection) {
        #expect(Self.us.rejection(of: text) == expected)
    }

    @Test func completeNumbers() {
        for text in ["1", "-1.5", ".5", "6e-3", "1."] { #expect(Self.us.isComplete(text), "\(text)") }
        for text in ["", "-", ".", "1e", "1e-"] { #expect(!Self.us.isComplete(text), "\(text)") }
    }

    @Test func separatorKeysWhereUnambiguous() {
        // en_US: `,` groups thousands, so only `.` is a decimal point.
        #expect(Self.us.acceptedSeparators == ["."])
        // de_DE: `.` groups thousands, so only `,`.
        #expect(Self.german.acceptedSeparators == [","])
        #expect(Self.german.rejection(of: "-1,5e3") == nil)
        #expect(Self.german.rejection(of: "1.5")?.kind == .characterNotAllowed)
        // fr_FR groups with a space: both keys mean the decimal point, but only one may be used.
        #expect(Self.french.acceptedSeparators == [",", "."])
        #expect(Self.french.rejection(of: "3.14") == nil)
        #expect(Self.french.rejection(of: "3.1,4")?.kind == .misplacedDecimalSeparator)
        #expect(Self.french.normalized("3.14") == "3,14")
    }

    @Test func syntaxesWithTheSameSeparatorsAreEqual() {
        // No grouping, or grouping with a space: `.` and `,` both mean the decimal point.
        let ungrouped = DecimalNumberSyntax(decimalSeparator: ".", groupingSeparator: nil)
        let spaced = DecimalNumberSyntax(decimalSeparator: ".", groupingSeparator: " ")
        #expect(ungrouped == spaced)
        #expect(ungrouped.hashValue == spaced.hashValue)
        #expect(ungrouped.acceptedSeparators == [".", ","])
        #expect(ungrouped != DecimalNumberSyntax(decimalSeparator: ".", groupingSeparator: ","))
        #expect(ungrouped != DecimalNumberSyntax(decimalSeparator: ",", groupingSeparator: nil))
    }
}
