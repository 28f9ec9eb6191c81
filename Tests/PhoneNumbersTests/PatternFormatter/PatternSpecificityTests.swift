import PhoneNumbers
import Testing

/// Each step of the written ordering rule decides on its own.
@Suite struct PatternSpecificityTests {
    private func winner(_ patterns: [PhonePattern], for input: String) -> String? {
        PatternFormatter(patterns: patterns).bestMatch(for: input)?.pattern.description
    }

    @Test func moreMatchedKeypadCharactersWin() {
        #expect(winner(["## ########", "1 (###) ###-####"], for: "16502530000") == "1 (###) ###-####")
        #expect(winner(["(0####) #####", "(019467) #####"], for: "01946755555") == "(019467) #####")
    }

    @Test func fewerRestPlaceholdersWin() {
        #expect(winner(["00 $", "00 ########"], for: "0012345678") == "00 ########")
    }

    @Test func exactLengthBeatsPartial() {
        #expect(winner(["(###) ###-####", "###-####"], for: "2530000") == "###-####")
        #expect(winner(["###-####", "(###) ###-####"], for: "6502530000") == "(###) ###-####")
    }

    @Test func fewerSlotsWinWhileTyping() {
        #expect(winner(["(###) ###-####", "###-####"], for: "65025") == "###-####")
    }

    @Test func patternTextBreaksTheLastTie() {
        #expect(winner(["### ###", "###-###"], for: "123456") == "### ###")
        #expect(winner(["###-###", "### ###"], for: "123456") == "### ###")
    }
}
