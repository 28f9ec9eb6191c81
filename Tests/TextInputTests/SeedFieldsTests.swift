import Foundation
import Testing
import TextInput

/// The five fields of the seed's ConstrainedTextFieldDemo, typed one key at a time.
@Suite struct SeedFieldsTests {
    static let vowels = "aeiouAEIOU"
    static let english = Locale(identifier: "en_US")

    enum Field: String, CaseIterable, Sendable {
        case vowelsOnly, anythingButVowels, digitsOnly, numericValues, positiveIntegers

        var rule: InputRule {
            switch self {
            case .vowelsOnly: .all(.allowedCharacters(SeedFieldsTests.vowels), .maxLength(6))
            case .anythingButVowels: .all(.disallowedCharacters(SeedFieldsTests.vowels), .maxLength(8))
            case .digitsOnly: .all(.allowedCharacters("0123456789"), .maxLength(3))
            case .numericValues: .all(.decimalNumber(locale: SeedFieldsTests.english), .maxLength(7))
            case .positiveIntegers: .all(.positiveInteger, .maxLength(5))
            }
        }
    }

    struct Typing: Sendable, CustomTestStringConvertible {
        let field: Field
        let keys: String
        let expected: String
        let rejected: Int
        var testDescription: String { "\(field): \(keys)" }
    }

    static let typings: [Typing] = [
        Typing(field: .vowelsOnly, keys: "aEbiouxAe", expected: "aEiouA", rejected: 3),
        Typing(field: .vowelsOnly, keys: "🙂ü", expected: "", rejected: 2),
        Typing(field: .anythingButVowels, keys: "hello world!", expected: "hll wrld", rejected: 4),
        Typing(field: .anythingButVowels, keys: "👍🏽👍🏽xyz", expected: "👍🏽👍🏽xyz", rejected: 0),
        Typing(field: .digitsOnly, keys: "1a2-34", expected: "123", rejected: 3),
        Typing(field: .numericValues, keys: "-1.5e-3x", expected: "-1.5e-3", rejected: 1),
        Typing(field: .numericValues, keys: "4-5", expected: "45", rejected: 1),
        Typing(field: .numericValues, keys: "1.2.3", expected: "1.23", rejected: 1),
        Typing(field: .numericValues, keys: "e1e2", expected: "1e2", rejected: 1),
        Typing(field: .numericValues, keys: "1e5.0", expected: "1e50", rejected: 1),
        Typing(field: .numericValues, keys: "12345678", expected: "1234567", rejected: 1),
        Typing(field: .positiveIntegers, keys: "0123456", expected: "12345", rejected: 2),
        Typing(field: .positiveIntegers, keys: "-3.5e1", expected: "351", rejected: 3),
    ]

    @Test(arguments: typings)
    func typingKeyByKey(_ typing: Typing) {
        var field = TextEditingState()
        var rejected = 0
        for key in typing.keys {
            if field.apply(.insert(String(key)), checkedBy: typing.field.rule) != nil { rejected += 1 }
        }
        #expect(field.text == typing.expected)
        #expect(rejected == typing.rejected)
    }

    @Test(arguments: Field.allCases)
    func backspaceAlwaysWorks(_ field: Field) {
        var state = TextEditingState(text: "?!x")
        for _ in 0..<3 { #expect(state.apply(.deleteBackward, checkedBy: field.rule) == nil) }
        #expect(state.text == "")
    }

    @Test func pasteIsJudgedAsAWhole() {
        var state = TextEditingState(text: "1", caret: 1)
        #expect(state.apply(.paste("2.5"), checkedBy: Field.numericValues.rule) == nil)
        #expect(state.text == "12.5")
        #expect(state.apply(.paste("e-10"), checkedBy: Field.numericValues.rule)?.kind == .tooLong(maximum: 7))
        #expect(state.text == "12.5")
    }

    @Test func numericFieldMinusOnlyAtTheStartEvenWhenTypedThere() {
        var state = TextEditingState(text: "12", caret: 1)
        #expect(state.apply(.insert("-"), checkedBy: Field.numericValues.rule)?.kind == .misplacedSign)
        state = state.selecting(0..<0)
        #expect(state.apply(.insert("-"), checkedBy: Field.numericValues.rule) == nil)
        #expect(state.text == "-12")
    }
}
