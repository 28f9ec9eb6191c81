import Foundation
import Testing
import TextInput

@Suite struct InputRuleTests {
    @Test func maxLengthCountsWhatPeopleSeeAsCharacters() {
        #expect(InputRule.maxLength(2).rejection(of: "👍🏽é") == nil)
        #expect(InputRule.maxLength(2).rejection(of: "abc") == InputRejection(.tooLong(maximum: 2), offset: 2))
        #expect(InputRule.maxLength(0).rejection(of: "") == nil)
    }

    @Test func allowedAndDisallowedCharactersPointAtTheCulprit() {
        #expect(InputRule.allowedCharacters("ab").rejection(of: "abca") == InputRejection(.characterNotAllowed, offset: 2))
        #expect(InputRule.disallowedCharacters("c").rejection(of: "😀c") == InputRejection(.characterNotAllowed, offset: 2))
        #expect(InputRule.disallowedCharacters("c").rejection(of: "ab") == nil)
    }

    @Test func rulesComposeAndTheFirstRejectionIsReported() {
        let rule = InputRule.allowedCharacters("ab").and(.maxLength(2))
        #expect(rule.rejection(of: "ab") == nil)
        #expect(rule.rejection(of: "abc")?.kind == .characterNotAllowed)
        #expect(rule.rejection(of: "aba")?.kind == .tooLong(maximum: 2))
        #expect(InputRule.all([]).rejection(of: "anything") == nil)
        #expect(throws: InputRejection(.tooLong(maximum: 2), offset: 2)) { try rule.validate("aba") }
    }

    @Test func descriptionNamesTheProblemAndOffsetNotTheText() {
        let rejection = InputRule.maxLength(3).rejection(of: "secret")
        #expect(rejection?.description == "longer than 3 characters at offset 3")
        #expect(InputRejection(.characterNotAllowed, offset: 0).description == "character not allowed at offset 0")
    }

    @Test func rejectedEditLeavesTheStateUnchangedAndSaysWhy() {
        let digits = InputRule.allowedCharacters("0123456789")
        var field = TextEditingState(text: "12", caret: 1)
        let rejection = field.apply(.insert("x"), checkedBy: digits)
        #expect(rejection == InputRejection(.characterNotAllowed, offset: 1))
        #expect(field == TextEditingState(text: "12", caret: 1))
        #expect(field.apply(.insert("9"), checkedBy: digits) == nil)
        #expect(field.text == "192")
    }

    @Test func deletionsAreAlwaysAllowed() throws {
        // Text the rule would reject (set by a program) can still be erased, and cut.
        let vowels = InputRule.allowedCharacters("aeiou")
        let field = TextEditingState(text: "xyz", caret: 3)
        #expect(try field.applying(.deleteBackward, checkedBy: vowels).text == "xy")
        #expect(try field.selecting(0..<1).applying(.cut, checkedBy: vowels).text == "yz")
        #expect(throws: InputRejection.self) { try field.applying(.paste("a"), checkedBy: vowels) }
    }

    @Test func positiveInteger() {
        #expect(InputRule.positiveInteger.rejection(of: "007") == nil)
        #expect(InputRule.positiveInteger.rejection(of: "") == nil)
        #expect(InputRule.positiveInteger.rejection(of: "0")?.kind == .notPositive)
        #expect(InputRule.positiveInteger.rejection(of: "-1") == InputRejection(.characterNotAllowed, offset: 0))
        #expect(InputRule.positiveInteger.rejection(of: "1e3") == InputRejection(.characterNotAllowed, offset: 1))
    }
}
