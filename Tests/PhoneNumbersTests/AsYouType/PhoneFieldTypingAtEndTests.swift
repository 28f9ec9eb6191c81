import PhoneNumbers
import Testing
import TextInput

/// The page's keystroke at the end of a text the field laid out (`typingDigitAtEnd`, typed on the
/// layout the field remembers for the text) gives the state a new field gives by laying the text out
/// again, says truly whether it only added its digit, and the entry found by the typed characters is
/// the one found by the text. The layout a key typed at the end answers is kept as the page's session
/// keeps it (the memory does not have it) and typed on at the next key.
@Suite struct PhoneFieldTypingAtEndTests {
    @Test(arguments: [
        ("US", "6502530000"), ("GB", "+442079460958"), ("DE", "03012345678"), ("CH", "0041446681800"),
        ("AR", "+5491123456789"), ("JP", "0312345678"), ("ZZ", "+16502530000"), ("BR", "11987654321"),
    ])
    func sameAsANewField(region: String, keys: String) throws {
        let kept = PhoneFieldFormatter(region: region)
        var state = TextEditingState()
        var typedAtEnd = 0
        var appended = 0
        // The layout the last key typed at the end made, held here alone, as the page's session holds it.
        var keptLayout: PhoneFieldMemory.Layout?
        for byte in keys.utf8 {
            let key = String(Unicode.Scalar(byte))
            let expected = try PhoneFieldFormatter(region: region).applying(.insert(key), to: state)
            guard byte != UInt8(ascii: "+"), state.caret == state.length,
                var shown = Self.take(&keptLayout) ?? kept.layout(shownIn: state.text)
            else {
                if let keptLayout { kept.remember(keptLayout) }
                keptLayout = nil
                state = try kept.applying(.insert(key), to: state)
                #expect(state == expected, "\(region) \(keys): the state after typing \(key)")
                continue
            }
            let answer = kept.typingDigitAtEnd(byte, after: &shown)
            let text = shown.text
            #expect(text == expected.text, "\(region) \(keys): the text after typing \(key) at the end")
            #expect(answer.caret..<answer.caret == expected.selection, "\(region) \(keys): the caret after typing \(key) at the end")
            #expect(answer.isAppended == (text == state.text + key), "\(region) \(keys): whether \(key) was only added")
            if shown.showsTyped {
                let fresh = PhoneFieldFormatter(region: region).entry(for: text)
                #expect(
                    kept.entry(for: text, typed: shown.typed, withTemplate: true) == fresh,
                    "\(region) \(keys): the entry after typing \(key) at the end")
                var withoutTemplate = fresh
                withoutTemplate.template = ""
                #expect(
                    kept.entry(for: text, typed: shown.typed, withTemplate: false) == withoutTemplate,
                    "\(region) \(keys): the entry without its template after typing \(key) at the end")
            }
            if answer.isAppended { appended += 1 }
            state = TextEditingState(text: text, caret: answer.caret)
            if shown.showsTyped { keptLayout = shown }
            typedAtEnd += 1
        }
        // Most keys go the short way, or the comparison says little.
        #expect(typedAtEnd * 2 >= keys.utf8.count, "\(region) \(keys): \(typedAtEnd) keys typed at the end")
        #expect(appended > 0 && appended < typedAtEnd, "\(region) \(keys): \(appended) of \(typedAtEnd) keys only added")
    }

    /// `value`, leaving nil in its place: the caller then holds the only reference.
    private static func take(_ value: inout PhoneFieldMemory.Layout?) -> PhoneFieldMemory.Layout? {
        defer { value = nil }
        return value
    }
}
