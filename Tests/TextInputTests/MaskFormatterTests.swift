import Testing
import TextInput

@Suite struct MaskFormatterTests {
    static let us = try! MaskFormatter(
        ["(###) ###-####", "###-####", "1 (###) ###-####", "+1 (###) ###-####", "011 $"],
        alphabet: .phoneKeypad, rejectsInsertionsThatDoNotFit: false)

    @Test(arguments: [
        ("6502530000", "(650) 253-0000"),
        ("2530000", "253-0000"),           // complete beats incomplete at equal specificity
        ("65025", "650-25"),               // the shorter layout while typing
        ("25300001", "(253) 000-01"),
        ("16502530000", "1 (650) 253-0000"), // a typed literal beats a slot, whatever the order
        ("1650", "1 (650"),
        ("+16502530000", "+1 (650) 253-0000"),
        ("011442079460000", "011 442079460000"),
        ("0114", "011 4"),
        ("011", "011"),
        ("65025300001", "65025300001"),     // no mask fits: unformatted
        ("", ""),
    ])
    func picksTheMostSpecificMask(input: String, expected: String) {
        #expect(Self.us.format(input) == expected)
    }

    @Test func orderNeverMatters() throws {
        let reversed = MaskFormatter(masks: Self.us.masks.reversed(), rejectsInsertionsThatDoNotFit: false)
        for input in ["6502530000", "2530000", "16502530000", "+1650", "0114420", "65025"] {
            #expect(reversed.format(input) == Self.us.format(input), "\(input)")
        }
        // UK layouts the seed could not order: equally specific, so the pattern text decides.
        let uk = try MaskFormatter(["0### - ### ####", "0## - #### ####"], alphabet: .phoneKeypad)
        #expect(uk.format("02079460000") == "020 - 7946 0000")
        #expect(MaskFormatter(masks: uk.masks.reversed()).format("02079460000") == "020 - 7946 0000")
    }

    @Test(arguments: [
        (["(###) ###-####", "1 (###) ###-####"], "16502", "1 (###) ###-####"),  // typed literals
        (["011 $", "011 ##########"], "01144", "011 ##########"),               // fewer $
        (["***", "@@@"], "abc", "@@@"),                                         // fewer *
        (["(###) ###-####", "###-####"], "2530000", "###-####"),               // complete
        (["(###) ###-####", "###-####"], "65025", "###-####"),                 // fewer positions
        (["###-###", "### ###"], "123456", "### ###"),                          // pattern text
    ])
    func eachStepOfTheRuleDecides(patterns: [String], input: String, winner: String) throws {
        let formatter = try MaskFormatter(patterns, alphabet: .characters(Set("0123456789+*#abc")))
        #expect(formatter.bestFit(Array(input))?.mask.description == winner)
    }

    @Test func formatIsIdempotent() {
        for input in ["6502530000", "2530000", "+16502530000", "0114420", "1 (6"] {
            let once = Self.us.format(input)
            #expect(Self.us.format(once) == once)
        }
    }

    @Test func pasteKeepsOnlyMeaningfulCharacters() {
        #expect(Self.us.meaningfulCharacters(in: "+1 (650) 253-0000 ext.", at: 0) == "+16502530000")
    }
}

/// The seed's thermostat schedule: bad time text crashed its date formatter, so the field is
/// constrained instead. A time mask takes digits only, as many as fit.
@Suite struct TimeFieldTests {
    static let time = try! MaskFormatter(["#:## @@", "##:## @@"])

    @Test func typedTimesAreLaidOutAndJunkIsRefused() throws {
        var state = TextEditingState()
        var refused = 0
        for key in "7x30AMz!" {
            do { state = try Self.time.applying(.insert(String(key)), to: state) } catch { refused += 1 }
        }
        #expect(state.text == "7:30 AM")
        #expect(refused == 3)
        #expect(Self.time.format("1015PM") == "10:15 PM")
    }
}
