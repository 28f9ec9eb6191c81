import Testing
import TextInput

@Suite struct TextEditingHistoryTests {
    @Test func undoAndRedoWalkThroughTheStates() {
        var history = TextEditingHistory()
        for key in "abc" { history.record(history.current.applying(.insert(String(key)))) }
        #expect(history.undo()?.text == "ab")
        #expect(history.undo()?.text == "a")
        #expect(history.redo()?.text == "ab")
        #expect(history.current.text == "ab")
        #expect(history.canUndo && history.canRedo)
    }

    @Test func aNewEditDropsTheRedoSteps() {
        var history = TextEditingHistory(TextEditingState(text: "x"))
        history.record(history.current.applying(.insert("y")))
        history.undo()
        history.record(history.current.applying(.insert("z")))
        #expect(!history.canRedo)
        #expect(history.redo() == nil)
        #expect(history.current.text == "xz")
    }

    @Test func selectionChangesAreNotSteps() {
        var history = TextEditingHistory(TextEditingState(text: "abc"))
        history.record(history.current.selecting(0..<1))
        #expect(!history.canUndo)
        #expect(history.current.selection == 0..<1)
    }

    @Test func undoingPastTheStartOrBeyondTheLimitIsHarmless() {
        var history = TextEditingHistory(limit: 2)
        #expect(history.undo() == nil)
        for key in "abcd" { history.record(history.current.applying(.insert(String(key)))) }
        #expect(history.undo()?.text == "abc")
        #expect(history.undo()?.text == "ab")
        #expect(history.undo() == nil)
    }

    @Test func undoAfterAFormattedEditRestoresTheFormattedText() throws {
        let mask = try MaskFormatter("(###) ###-####")
        var history = TextEditingHistory()
        for key in "6502" { history.record(try mask.applying(.insert(String(key)), to: history.current)) }
        history.record(try mask.applying(.deleteBackward, to: history.current.selecting(5..<5)))
        #expect(history.current.text == "(652")
        #expect(history.undo()?.text == "(650) 2")
    }
}
