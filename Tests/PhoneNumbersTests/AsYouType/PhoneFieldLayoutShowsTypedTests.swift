@testable import PhoneNumbers
import Testing

/// A layout the field remembers says whether its text shows exactly the typed characters, read in
/// the same pass that finds where each landed: it must answer what `shows(_:in:)` answers of the text,
/// since a keystroke at the end types on those characters only when it does.
@Suite struct PhoneFieldLayoutShowsTypedTests {
    @Test(arguments: [
        ("US", "6502530000"), ("US", "+16502530000"), ("US", "011442079460958"), ("GB", "+442079460958"),
        ("GB", "02079460958"), ("DE", "03012345678"), ("CH", "0041446681800"), ("AR", "+5491123456789"),
        ("AR", "01123456789"), ("JP", "0312345678"), ("ZZ", "+16502530000"), ("ZZ", "6502530000"),
        ("BR", "11987654321"), ("RU", "89123456789"), ("US", "65025300001234567890"),
    ])
    func sameAsReadingTheText(region: String, keys: String) {
        let field = PhoneFieldFormatter(region: region)
        let bytes = Array(keys.utf8)
        var shownExactly = 0
        for count in 1...bytes.count {
            let typed = Array(bytes[..<count])
            let layout = field.rememberedLayout(typed: typed, caret: count)
            let expected = field.shows(typed, in: layout.layout.text)
            #expect(layout.showsTyped == expected, "\(region), the first \(count) keys of a test number")
            if expected { shownExactly += 1 }
        }
        // Most prefixes show what was typed, or the comparison says little.
        #expect(shownExactly * 2 >= bytes.count, "\(region): \(shownExactly) of \(bytes.count) prefixes shown exactly")
    }
}
