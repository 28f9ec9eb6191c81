import Testing
import TextInput

@Suite struct MaskFormatterTests {
    static let us = try! MaskFormatter(
        ["(###) ###-####", "###-####", "1 (###) ###-####", "+1 (###) ###-####", "011 $"],
        alphabet: .phoneKeypad, rejectsInsertionsThatDoNotFit: false)

    @Test(arguments: [
        ("6502530000", "(650) 253-0000"),
        ("2530000", "253-0000"),           // complete beats incomplete at equal specificity
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

    @Test func orderDoesNotMatterExceptForTrueTies() throws {
        let reversed = MaskFormatter(masks: Self.us.masks.reversed(), rejectsInsertionsThatDoNotFit: false)
        for input in ["6502530000", "2530000", "16502530000", "+1650", "0114420"] {
            #expect(reversed.format(input) == Self.us.format(input), "\(input)")
        }
        // Three UK layouts the seed could not order: equally specific, so the first listed wins.
        let uk = try MaskFormatter(["0### - ### ####", "0## - #### ####"], alphabet: .phoneKeypad)
        #expect(uk.format("02079460000") == "0207 - 946 0000")
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
