import PhoneNumbers
import Testing
import TextInput

@Suite struct PhoneFieldFormatterTests {
    static let us = PhoneFieldFormatter(region: "US")

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let selection: Range<Int>
        let edit: TextEdit
        let expectedText: String
        let expectedCaret: Int
        var testDescription: String { "\(edit) on \(text) [\(selection)]" }
    }

    static let cases: [Case] = [
        // Typing at the end is exactly the as-you-type formatter.
        Case(text: "(650) 253-000", selection: 13..<13, edit: .insert("0"), expectedText: "(650) 253-0000", expectedCaret: 14),
        // Typing in the middle (libphonenumber can only append): caret after the typed digit.
        Case(text: "650-2530", selection: 3..<3, edit: .insert("9"), expectedText: "(650) 925-30", expectedCaret: 7),
        // Backspace on ") " deletes the digit before it.
        Case(text: "(650) 253-0000", selection: 6..<6, edit: .deleteBackward, expectedText: "(652) 530-000", expectedCaret: 3),
        // Replacing the area code.
        Case(text: "(650) 253-0000", selection: 1..<4, edit: .paste("415"), expectedText: "(415) 253-0000", expectedCaret: 4),
        // Pasting a formatted number keeps its digits and its leading plus.
        Case(text: "", selection: 0..<0, edit: .paste("+1 (650) 253-0000"), expectedText: "+1 650-253-0000", expectedCaret: 15),
        // 00 is not the US IDD: a pasted 00… number is international.
        Case(text: "", selection: 0..<0, edit: .paste("0044 20 7946 0958"), expectedText: "+44 20 7946 0958", expectedCaret: 16),
        // A plus anywhere but first is not part of a number.
        Case(text: "650", selection: 1..<1, edit: .insert("+"), expectedText: "650", expectedCaret: 1),
        // Forward delete on formatting deletes the digit after it.
        Case(text: "(650) 253-0000", selection: 9..<9, edit: .deleteForward, expectedText: "(650) 253-000", expectedCaret: 9),
    ]

    @Test(arguments: cases)
    func editsAnywhere(_ c: Case) throws {
        let state = TextEditingState(text: c.text, selection: c.selection)
        do {
            let result = try Self.us.applying(c.edit, to: state)
            #expect(result.text == c.expectedText)
            #expect(result.caret == c.expectedCaret)
        } catch {
            #expect(c.expectedText == c.text && error.kind == .characterNotAllowed)
        }
    }

    /// A paste is read as libphonenumber reads a whole text (issue 29): the region's own IDD
    /// before a calling code makes the number international.
    @Test func pasted00WhereItIsTheIDDIsInternational() throws {
        let german = PhoneFieldFormatter(region: "DE")
        let state = try german.applying(.paste("0044 20 7946 0958"), to: TextEditingState())
        #expect(state.text == "+44 20 7946 0958")
    }

    @Test func typingKeyByKeyShowsWhatLibphonenumberShows() throws {
        var state = TextEditingState()
        var formatter = AsYouTypeFormatter(region: "GB")
        for key in "02079460958" {
            state = try PhoneFieldFormatter(region: "gb").applying(.insert(String(key)), to: state)
            #expect(state.text == formatter.input(key))
            #expect(state.caret == state.length)
        }
    }
}
