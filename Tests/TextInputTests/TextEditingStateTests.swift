import Foundation
import Testing
import TextInput

@Suite struct TextEditingStateTests {
    @Test func defaultsToACaretAtTheEnd() {
        let state = TextEditingState(text: "a😀b")
        #expect(state.selection == 4..<4)
        #expect(state.caret == 4)
        #expect(state.length == 4)
    }

    @Test(arguments: [
        (-3..<1, 0..<1),     // clamped at the start
        (1..<99, 1..<4),     // clamped at the end
        (0..<2, 0..<3),      // ends inside the emoji: forward to its end
        (2..<2, 1..<1),      // inside the emoji's surrogate pair: back to its start
        (1..<2, 1..<3),      // half an emoji selected: the whole emoji
    ])
    func clampsAndSnapsToCharacters(given: Range<Int>, expected: Range<Int>) {
        #expect(TextEditingState(text: "a😀b", selection: given).selection == expected)
    }

    @Test func convertsNSRangeAndStringIndices() {
        let text = "a😀b"
        let state = TextEditingState(text: text, selectedRange: NSRange(location: 1, length: 2))
        #expect(state.selectedText == "😀")
        #expect(state.selectedRange == NSRange(location: 1, length: 2))
        let indices = state.selectionIndices
        #expect(text[indices] == "😀")
        #expect(TextEditingState(text: text, selection: indices) == state)
        #expect(TextEditingState(text: text, selectedRange: NSRange(location: NSNotFound, length: 0)).caret == 4)
    }

    @Test func caretIsNilForARange() {
        #expect(TextEditingState(text: "abc", selection: 0..<2).caret == nil)
    }
}
