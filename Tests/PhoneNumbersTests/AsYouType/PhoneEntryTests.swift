import PhoneNumbers
import Testing
import TextInput

/// What the typing knows, keystroke by keystroke; numbers and regions from phonenumbers 9.0.43.
@Suite struct PhoneEntryTests {
    struct Step: Sendable {
        let keys: String
        let callingCode: Int?
        let isInternational: Bool
        let region: String?
        let template: String
        let e164: String?
    }

    @Test(arguments: [
        ("US", [
            Step(keys: "6", callingCode: 1, isInternational: false, region: nil, template: "x", e164: nil),
            Step(keys: "65", callingCode: 1, isInternational: false, region: nil, template: "xx", e164: "+165"),
            Step(keys: "6502530", callingCode: 1, isInternational: false, region: nil, template: "xxx-xxxx",
                 e164: "+16502530"),
            Step(keys: "6502530000", callingCode: 1, isInternational: false, region: "US",
                 template: "(xxx) xxx-xxxx", e164: "+16502530000"),
        ]),
        ("ZZ", [
            Step(keys: "+", callingCode: nil, isInternational: true, region: nil, template: "+", e164: nil),
            Step(keys: "+1", callingCode: 1, isInternational: true, region: nil, template: "+x", e164: nil),
            Step(keys: "+18", callingCode: 1, isInternational: true, region: nil, template: "+x x", e164: nil),
            Step(keys: "+1800555", callingCode: 1, isInternational: true, region: nil, template: "+x xxx-xxx",
                 e164: "+1800555"),
            Step(keys: "+18005550199", callingCode: 1, isInternational: true, region: "US",
                 template: "+x xxx-xxx-xxxx", e164: "+18005550199"),
            Step(keys: "6502530000", callingCode: nil, isInternational: false, region: nil, template: "xxxxxxxxxx",
                 e164: nil),
        ]),
        ("US", [
            Step(keys: "011", callingCode: nil, isInternational: true, region: nil, template: "xxx ", e164: nil),
            Step(keys: "01144", callingCode: 44, isInternational: true, region: nil, template: "xxx xx ", e164: nil),
            Step(keys: "011442079460958", callingCode: 44, isInternational: true, region: "GB",
                 template: "xxx xx xx xxxx xxxx", e164: "+442079460958"),
        ]),
        ("GB", [
            // An IDD followed by 0 is no IDD: the number stays national.
            Step(keys: "000", callingCode: 44, isInternational: false, region: nil, template: "xx x", e164: "+44000"),
            // A typed space: the text is shown as typed; too short to drop the national prefix.
            Step(keys: "020 7946", callingCode: 44, isInternational: false, region: nil, template: "xxx xxxx",
                 e164: "+440207946"),
        ]),
    ] as [(String, [Step])])
    func afterEachKeystroke(region: String, steps: [Step]) {
        for step in steps {
            var formatter = AsYouTypeFormatter(region: region)
            formatter.input(step.keys)
            let entry = formatter.entry
            #expect(entry.callingCode == step.callingCode, "\(step.keys)")
            #expect(entry.isInternational == step.isInternational, "\(step.keys)")
            #expect(entry.region == step.region, "\(step.keys)")
            #expect(entry.template == step.template, "\(step.keys)")
            #expect(entry.number?.formatted(.e164) == step.e164, "\(step.keys)")
        }
    }

    @Test func theFieldKnowsWhatItsTextSays() {
        let field = PhoneFieldFormatter(region: "US")
        #expect(field.entry(for: "(650) 253-0000").number?.formatted(.e164) == "+16502530000")
        #expect(field.entry(for: "(650) 253-0000").region == "US")
        #expect(field.entry(for: "+1 8").region == nil)
        #expect(field.entry(for: "+44 20 7946 0958").callingCode == 44)
        #expect(field.entry(for: "").callingCode == 1)
        #expect(field.entry(for: "").number == nil)
    }

    @Test func digitsOfOtherScriptsAreTemplatePlaces() {
        var formatter = AsYouTypeFormatter(region: "EG")
        formatter.input("\u{0660}\u{0661}\u{0660}")
        #expect(!formatter.entry.template.contains { $0.isNumber })
    }
}

extension PhoneEntryTests {
    /// The documentation's example, kept true.
    @Test func theDocumentedExample() {
        var formatter = AsYouTypeFormatter(region: "US")
        formatter.input("+44 20 7")
        #expect(formatter.entry.callingCode == 44)
        #expect(formatter.entry.isInternational)
        #expect(formatter.entry.template == "+xx xx x")
        #expect(formatter.entry.region == nil)
        formatter.input("946 0958")
        #expect(formatter.entry.region == "GB")
    }
}

extension PhoneEntryTests {
    /// `+00 44…` in GB: the parser reads the IDD after the plus, and the entry agrees with the number.
    @Test func anIDDAfterThePlusGivesTheParsersCallingCode() {
        var formatter = AsYouTypeFormatter(region: "GB")
        formatter.input("+00442079460958")
        #expect(formatter.entry.number?.countryCode == 44)
        #expect(formatter.entry.callingCode == 44)
    }
}

extension PhoneEntryTests {
    @Test func theFieldKnowsAfterEveryEdit() throws {
        let field = PhoneFieldFormatter(region: "US")
        var state = try field.applying(.paste("+44 20 7946 0958"), to: field.state(for: ""))
        #expect(field.entry(for: state).region == "GB")
        #expect(field.entry(for: state).isInternational)
        state = try field.applying(.deleteBackward, to: state)
        #expect(field.entry(for: state).region == nil)  // "+44 20 7946 095" is no GB number
        #expect(field.entry(for: state).callingCode == 44)
    }

    /// The entry of a text the field wrote comes from the formatter it remembers; it is the entry a
    /// new field gives, template and number included, after every keystroke and edit.
    @Test(arguments: [("US", "+1 650 253 0000"), ("GB", "02079460958"), ("DE", "+49 30 123456"), ("", "+44 20 7946 0958"),
                      ("BR", "011 55 11 96123 4567"), ("JP", "０３１２３４５６７８")])
    func theRememberedFormatterKnowsWhatANewFieldKnows(region: String, keys: String) throws {
        let field = PhoneFieldFormatter(region: region)
        var state = field.state(for: "")
        for key in keys {
            do {
                state = try field.applying(.insert(String(key)), to: state)
            } catch {
                // The field may refuse a space; every digit and the leading + must be taken.
                #expect(!key.isNumber && key != "+", "\(key) refused: \(error)")
            }
            #expect(field.entry(for: state) == PhoneFieldFormatter(region: region).entry(for: state))
        }
        state = try field.applying(.deleteBackward, to: state.selecting(3..<3))
        #expect(field.entry(for: state) == PhoneFieldFormatter(region: region).entry(for: state))
    }
}
