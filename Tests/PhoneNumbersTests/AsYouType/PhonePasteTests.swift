import PhoneNumbers
import Testing
import TextInput

/// Issue 29's pastes and autofills, in `PhonePaste` and in the field.
@Suite struct PhonePasteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var region: String
        var field: String
        var country: String?
        var valid = true
        var testDescription: String { "\(text) in \(region)" }
    }

    static let cases: [Case] = [
        Case(text: "(650) 253-0000 ext. 12", region: "US", field: "(650) 253-0000 ext. 12", country: "US"),
        Case(text: "+44 (0)20 7946 0958", region: "US", field: "+44 20 7946 0958", country: "GB"),
        Case(text: "447400123456", region: "GB", field: "+44 7400 123456", country: "GB"),
        Case(text: "1-800-FLOWERS", region: "US", field: "+1 800-356-9377", country: "US"),
        Case(text: "Tel: 011 44 20 7946 0958", region: "US", field: "+44 20 7946 0958", country: "GB"),
        Case(text: "tel:+1-650-253-0000;ext=99", region: "ZZ", field: "+1 650-253-0000 ext. 99", country: "US"),
        Case(text: "０２０ ７９４６ ０９５８", region: "GB", field: "020 7946 0958", country: "GB"),
        Case(text: "+800 1234 5678", region: "DE", field: "+800 1234 5678", country: "001"),
        Case(text: "020\u{A0}7946\u{A0}0958", region: "GB", field: "020 7946 0958", country: "GB"),
        // Not valid: kept, digits made ASCII, the field's region kept.
        Case(text: "call ٠١٢٣", region: "EG", field: "call 0123", country: "EG", valid: false),
        Case(text: "", region: "US", field: "", country: "US", valid: false),
        Case(text: "\u{0}", region: "ZZ", field: "\u{0}", country: nil, valid: false),
        Case(text: "650 253 0000", region: "QQ", field: "650 253 0000", country: "QQ", valid: false),
    ]

    @Test(arguments: cases)
    func pasteReadsAWholeText(_ test: Case) {
        let paste = PhonePaste(reading: test.text, region: test.region)
        #expect(paste.text == test.field)
        #expect(paste.region == test.country)
        #expect((paste.number != nil) == test.valid)
    }

    @Test func aLongPasteIsKeptWhole() {
        let text = String(repeating: "9", count: 10_000)
        let paste = PhonePaste(reading: text, region: "US")
        #expect(paste.text == text)
        #expect(paste.number == nil)
    }

    @Test func theFieldMovesToThePastedNumbersCountryWithTheCaretAtTheEnd() throws {
        let field = PhoneFieldFormatter(region: "US")
        let edit = try field.edit(.paste("+44 (0)20 7946 0958"), to: TextEditingState())
        #expect(edit.state == TextEditingState(text: "+44 20 7946 0958", caret: 16))
        #expect(edit.region == "GB")
        #expect(!edit.isRefused)
    }

    @Test func anExtensionSurvivesTheNextKeystroke() throws {
        let field = PhoneFieldFormatter(region: "US")
        var state = try field.applying(.paste("(650) 253-0000 ext. 12"), to: TextEditingState())
        #expect(state.text == "(650) 253-0000 ext. 12")
        state = try field.applying(.deleteBackward, to: state)
        #expect(state == TextEditingState(text: "(650) 253-0000 ext. 1", caret: 21))
        state = try field.applying(.insert("9"), to: state)
        #expect(state.text == "(650) 253-0000 ext. 19")
    }

    @Test func aPasteIntoPartOfTheTextIsLaidOutOnTheDigits() throws {
        let field = PhoneFieldFormatter(region: "US")
        let state = try field.applying(.paste("415"), to: field.state(for: "6502530000").selecting(1..<4))
        #expect(state == TextEditingState(text: "(415) 253-0000", caret: 4))
    }

    @Test func aPasted00IsInternationalWhereItIsNotTheIDD() throws {
        let state = try PhoneFieldFormatter(region: "US").applying(.paste("0044 20 7946 0958"), to: TextEditingState())
        #expect(state.text == "+44 20 7946 0958")
        // libphonenumber does not read it so: the paste row keeps it.
        #expect(PhonePaste(reading: "0044 20 7946 0958", region: "US").number == nil)
    }
}
