import PhoneNumbers
import Testing
import TextInput

/// The page's keystroke at the end of a text the field laid out (`typingDigitAtEnd`, typed on the
/// characters the field remembers for the text) gives the state a new field gives by laying the text
/// out again, and the entry found by those characters is the one found by the text.
@Suite struct PhoneFieldTypingAtEndTests {
    @Test(arguments: [
        ("US", "6502530000"), ("GB", "+442079460958"), ("DE", "03012345678"), ("CH", "0041446681800"),
        ("AR", "+5491123456789"), ("JP", "0312345678"), ("ZZ", "+16502530000"), ("BR", "11987654321"),
    ])
    func sameAsANewField(region: String, keys: String) throws {
        let kept = PhoneFieldFormatter(region: region)
        var state = TextEditingState()
        var typedAtEnd = 0
        for byte in keys.utf8 {
            let key = String(Unicode.Scalar(byte))
            let expected = try PhoneFieldFormatter(region: region).applying(.insert(key), to: state)
            guard byte != UInt8(ascii: "+"), state.caret == state.length, let typed = kept.typedCharacters(shownIn: state.text) else {
                state = try kept.applying(.insert(key), to: state)
                #expect(state == expected, "\(region) \(keys): the state after typing \(key)")
                continue
            }
            let answer = kept.typingDigitAtEnd(byte, after: typed)
            #expect(answer.text == expected.text, "\(region) \(keys): the text after typing \(key) at the end")
            #expect(answer.caret..<answer.caret == expected.selection, "\(region) \(keys): the caret after typing \(key) at the end")
            if let typed = answer.typed {
                #expect(
                    kept.entry(for: answer.text, typed: typed, withTemplate: true)
                        == PhoneFieldFormatter(region: region).entry(for: answer.text),
                    "\(region) \(keys): the entry after typing \(key) at the end")
            }
            state = TextEditingState(text: answer.text, caret: answer.caret)
            typedAtEnd += 1
        }
        // Most keys go the short way, or the comparison says little.
        #expect(typedAtEnd * 2 >= keys.utf8.count, "\(region) \(keys): \(typedAtEnd) keys typed at the end")
    }
}
