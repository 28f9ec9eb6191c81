import PhoneNumbers
import Testing
import TextInput

/// The seed's auto-formatting UITextField: the pattern formatter re-formats a field on every edit.
@Suite struct PatternFormatterFieldTests {
    @Test func typingReformatsKeystrokeByKeystroke() throws {
        let us = try #require(PatternFormatter(region: "us"))
        var field = TextEditingState()
        var shown: [String] = []
        for key in "6502530000" {
            field = try us.applying(.insert(String(key)), to: field)
            shown.append(field.text)
            #expect(field.caret == field.length)
        }
        #expect(shown == [
            "6", "65", "650", "650-2", "650-25", "650-253", "650-2530",
            "(650) 253-00", "(650) 253-000", "(650) 253-0000",
        ])
    }

    @Test func formattingCanBeDeletedAndTheCaretStaysPut() throws {
        let us = try #require(PatternFormatter(region: "us"))
        let field = TextEditingState(text: "(650) 253-0000", caret: 5)  // after ")"
        let result = try us.applying(.deleteBackward, to: field)
        #expect(result.text == "(652) 530-000")   // the ")" took the "0" before it
        #expect(result.caret == 3)                // still after "65"
    }

    @Test func masksAndPatternsAreOneMechanism() throws {
        let pattern: PhonePattern = "+1 (###) ###-####"
        #expect(pattern.mask.alphabet == .phoneKeypad)
        #expect(pattern.mask.description == "+1 (###) ###-####")
        let viaMask = MaskFormatter(masks: [pattern.mask]).format("+16502530000")
        #expect(viaMask == pattern.apply(to: "+16502530000")?.formatted)
    }
}
