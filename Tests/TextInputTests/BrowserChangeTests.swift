import Testing
import TextInput

@Suite struct BrowserChangeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let selection: Range<Int>
        let range: Range<Int>
        let replacement: String
        let backward: Bool?
        let expected: TextEdit
        var testDescription: String { "\(range) → \"\(replacement)\" on \(text) [\(selection)]" }
    }

    static let cases: [Case] = [
        // Backspace before the caret, explicit or as the default for a deletion.
        Case(text: "650-2", selection: 4..<4, range: 3..<4, replacement: "", backward: true, expected: .deleteBackward),
        Case(text: "650-2", selection: 4..<4, range: 3..<4, replacement: "", backward: nil, expected: .deleteBackward),
        // Delete after the caret.
        Case(text: "650-2", selection: 3..<3, range: 3..<4, replacement: "", backward: false, expected: .deleteForward),
        // A surrogate pair before the caret is one Backspace.
        Case(text: "a😀", selection: 3..<3, range: 1..<3, replacement: "", backward: true, expected: .deleteBackward),
        // A deletion away from the caret replaces its range.
        Case(text: "650-2", selection: 5..<5, range: 0..<1, replacement: "", backward: true, expected: .replace(0..<1, with: "")),
        // Typing over the selection, or at the caret, is a paste of what was typed.
        Case(text: "650", selection: 3..<3, range: 3..<3, replacement: "2", backward: nil, expected: .paste("2")),
        Case(text: "650", selection: 0..<2, range: 0..<2, replacement: "4", backward: nil, expected: .paste("4")),
        // Removing exactly the selection is a cut.
        Case(text: "650", selection: 0..<2, range: 0..<2, replacement: "", backward: true, expected: .cut),
        // Nothing changed asks for a fresh layout of the whole text.
        Case(text: "6502", selection: 4..<4, range: 2..<2, replacement: "", backward: nil, expected: .replace(0..<4, with: "6502")),
    ]

    @Test(arguments: cases)
    func editStandsForTheChange(_ item: Case) {
        let state = TextEditingState(text: item.text, selection: item.selection)
        #expect(state.edit(forBrowserChange: item.range, replacement: item.replacement, backward: item.backward) == item.expected)
    }
}
