import Testing
import TextInput

@Suite struct FieldFormatterEditingTests {
    static let phone = try! MaskFormatter("(###) ###-####", alphabet: .phoneKeypad)

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let selection: Range<Int>
        let edit: TextEdit
        let expectedText: String
        let expectedCaret: Int
        var testDescription: String { "\(edit) on \(text) [\(selection)]" }
    }

    static let cases: [Case] = [
        // Typing at the end adds formatting as input reaches it.
        Case(text: "(650", selection: 4..<4, edit: .insert("2"), expectedText: "(650) 2", expectedCaret: 7),
        // Typing in the middle: the caret stays after the typed digit.
        Case(text: "(650) 253-000", selection: 1..<1, edit: .insert("9"), expectedText: "(965) 025-3000", expectedCaret: 2),
        // Backspace over ") " deletes the digit before it.
        Case(text: "(650) 253", selection: 6..<6, edit: .deleteBackward, expectedText: "(652) 53", expectedCaret: 3),
        Case(text: "(650) 253", selection: 5..<5, edit: .deleteBackward, expectedText: "(652) 53", expectedCaret: 3),
        // Forward delete over formatting deletes the digit after it.
        Case(text: "(650) 253", selection: 4..<4, edit: .deleteForward, expectedText: "(650) 53", expectedCaret: 4),
        // Backspace on the last digit takes trailing formatting with it.
        Case(text: "(650) 2", selection: 7..<7, edit: .deleteBackward, expectedText: "(650", expectedCaret: 4),
        // Backspace before the first digit does nothing.
        Case(text: "(650", selection: 1..<1, edit: .deleteBackward, expectedText: "(650", expectedCaret: 0),
        // Selection replace anywhere.
        Case(text: "(650) 253-0000", selection: 1..<4, edit: .insert("4"), expectedText: "(425) 300-00", expectedCaret: 2),
        Case(text: "(650) 253-0000", selection: 3..<7, edit: .paste("11"), expectedText: "(651) 153-0000", expectedCaret: 7),
        // Paste keeps only the digits.
        Case(text: "", selection: 0..<0, edit: .paste("650.253.0000"), expectedText: "(650) 253-0000", expectedCaret: 14),
        // Cut a selection.
        Case(text: "(650) 253-0000", selection: 0..<6, edit: .cut, expectedText: "(253) 000-0", expectedCaret: 0),
        // A paste too long for the mask keeps what fits.
        Case(text: "(650) 253-00", selection: 12..<12, edit: .paste("0012"), expectedText: "(650) 253-0000", expectedCaret: 14),
    ]

    @Test(arguments: cases)
    func edits(_ c: Case) throws {
        let state = TextEditingState(text: c.text, selection: c.selection)
        let result = try Self.phone.applying(c.edit, to: state)
        #expect(result.text == c.expectedText)
        #expect(result.caret == c.expectedCaret)
    }

    @Test func rejectionsLeaveTheFieldAsItWas() {
        let full = TextEditingState(text: "(650) 253-0000")
        #expect(throws: InputRejection(.doesNotFit, offset: 14)) { try Self.phone.applying(.insert("1"), to: full) }
        #expect(throws: InputRejection(.characterNotAllowed, offset: 3)) {
            try Self.phone.applying(.insert("x"), to: TextEditingState(text: "(65", caret: 3))
        }
    }

    @Test func textSetByAProgramIsReadForItsMeaningfulCharacters() throws {
        let state = TextEditingState(text: "650-253", caret: 3)
        let result = try Self.phone.applying(.insert("9"), to: state)
        #expect(result.text == "(650) 925-3")
        #expect(result.caret == 7)
    }
}
