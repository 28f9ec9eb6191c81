import PhoneNumbers
import Testing

@Suite struct PhonePatternTests {
    @Test(arguments: [
        // pattern, input, formatted or nil when the pattern does not consume the input
        ("(###) ###-####", "6502530000", "(650) 253-0000"),
        ("(###) ###-####", "65025", "(650) 25"),
        ("(###) ###-####", "650", "(650"),
        ("(###) ###-####", "65025300001", nil),
        ("(###) ###-####", "+6502530000", nil),
        ("+1 (###) ###-####", "+16502530000", "+1 (650) 253-0000"),
        ("+1 (###) ###-####", "16502530000", nil),
        ("011 $", "011441234", "011 441234"),
        ("011 $", "011+*#", "011 +*#"),
        ("011 $", "012", nil),
        ("###", "1*3", nil),
        ("00 $", "0", "0"),
    ] as [(PhonePattern, String, String?)])
    func applyRunsTheSeedStateMachine(pattern: PhonePattern, input: String, formatted: String?) {
        #expect(pattern.apply(to: input)?.formatted == formatted)
    }

    @Test func typedLiteralsAreConsumedNotDoubled() {
        let pattern: PhonePattern = "(###) ###-####"
        #expect(pattern.apply(to: "(650) 253-0000")?.formatted == "(650) 253-0000")
        #expect(pattern.apply(to: "(650)253")?.formatted == "(650) 253")
    }

    @Test func emptyInputMatchesWithNothingToShow() throws {
        let match = try #require(PhonePattern("###-####").apply(to: ""))
        #expect(match.formatted == "")
        #expect(!match.isComplete)
    }

    @Test func matchReportsKeypadCharactersAndCompleteness() throws {
        let full = try #require(PhonePattern("+1 (###) ###-####").apply(to: "+16502530000"))
        #expect(full.matchedKeypadCharacters == 2)
        #expect(full.isComplete)
        let partial = try #require(PhonePattern("+1 (###) ###-####").apply(to: "+1650"))
        #expect(partial.matchedKeypadCharacters == 2)
        #expect(!partial.isComplete)
        let rest = try #require(PhonePattern("011 $").apply(to: "011"))
        #expect(rest.isComplete)
    }

    @Test func descriptionIsThePatternAsWritten() {
        #expect(PhonePattern("(0#) #### ####").description == "(0#) #### ####")
    }
}
