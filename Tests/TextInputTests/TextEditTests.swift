import Testing
import TextInput

@Suite struct TextEditTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let selection: Range<Int>
        let edit: TextEdit
        let expectedText: String
        let expectedSelection: Range<Int>
        var testDescription: String { "\(edit) on \(text) [\(selection)]" }
    }

    static let cases: [Case] = [
        Case(text: "abc", selection: 1..<1, edit: .insert("x"), expectedText: "axbc", expectedSelection: 2..<2),
        Case(text: "abc", selection: 0..<3, edit: .insert("x"), expectedText: "x", expectedSelection: 1..<1),
        Case(text: "abc", selection: 3..<3, edit: .paste("de"), expectedText: "abcde", expectedSelection: 5..<5),
        Case(text: "abc", selection: 1..<1, edit: .deleteBackward, expectedText: "bc", expectedSelection: 0..<0),
        Case(text: "abc", selection: 0..<0, edit: .deleteBackward, expectedText: "abc", expectedSelection: 0..<0),
        Case(text: "abc", selection: 1..<1, edit: .deleteForward, expectedText: "ac", expectedSelection: 1..<1),
        Case(text: "abc", selection: 3..<3, edit: .deleteForward, expectedText: "abc", expectedSelection: 3..<3),
        Case(text: "abc", selection: 0..<2, edit: .deleteBackward, expectedText: "c", expectedSelection: 0..<0),
        Case(text: "abc", selection: 0..<2, edit: .deleteForward, expectedText: "c", expectedSelection: 0..<0),
        Case(text: "abc", selection: 1..<3, edit: .cut, expectedText: "a", expectedSelection: 1..<1),
        Case(text: "abc", selection: 1..<1, edit: .cut, expectedText: "abc", expectedSelection: 1..<1),
        Case(text: "abc", selection: 3..<3, edit: .replace(0..<1, with: "zz"), expectedText: "zzbc", expectedSelection: 2..<2),
        Case(text: "abc", selection: 3..<3, edit: .select(0..<2), expectedText: "abc", expectedSelection: 0..<2),
        // A whole emoji (two UTF-16 units, one character) goes with one backspace or delete.
        Case(text: "a👍🏽b", selection: 5..<5, edit: .deleteBackward, expectedText: "ab", expectedSelection: 1..<1),
        Case(text: "a👍🏽b", selection: 1..<1, edit: .deleteForward, expectedText: "ab", expectedSelection: 1..<1),
        Case(text: "é", selection: 1..<1, edit: .deleteBackward, expectedText: "", expectedSelection: 0..<0),
    ]

    @Test(arguments: cases)
    func appliesEdits(_ c: Case) {
        let result = TextEditingState(text: c.text, selection: c.selection).applying(c.edit)
        #expect(result.text == c.expectedText)
        #expect(result.selection == c.expectedSelection)
    }

    @Test func changeDescribesTheEditLikeShouldChangeCharactersIn() {
        let state = TextEditingState(text: "abc", caret: 2)
        #expect(state.change(for: .deleteBackward) == TextChange(range: 1..<2, replacement: "", isBackward: true))
        #expect(state.change(for: .insert("x")) == TextChange(range: 2..<2, replacement: "x"))
        #expect(state.change(for: .select(0..<1)) == nil)
        #expect(state.prospectiveText(after: TextChange(range: 0..<99, replacement: "z")) == "z")
    }
}
