import FormKitTestSupport
import PhoneNumbers
import PropertyBased
import Testing

/// Properties of the matcher on random texts built from number-like fragments.
@Suite struct MatcherPropertyTests {
    static let fragments = [
        "650", "253", "0000", "020", "7031", "3000", "+1 ", "+44 ", "(", ")", " ", "-", ".", "/", "x", "ext. 12",
        "a", "é", "$", "%", "2012-01-02 08", ":30", "3/10/2011", "＋", "٣", "\u{A0}", "tel:", ";ext=5", "#",
        "Zürich ", "😀", "12", "99", "0800 123 4567", "(650) 253-0000",
    ]

    static func text(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        return (0..<Int.random(in: 1...40, using: &rng)).map { _ in fragments.randomElement(using: &rng) ?? "" }.joined()
    }

    @Test func matchesHoldTogether() async {
        // Every leniency must find numbers, or the checks on each match would pass on none.
        var found = PhoneNumber.Leniency.allCases.map { ConditionTally("a text has a match at leniency \($0)") }
        await propertyCheck(count: 400, input: Gen.uint64(), Gen.int(in: 0...3)) { seed, level in
            let text = Self.text(seed: seed)
            let leniency = PhoneNumber.Leniency.allCases[level]
            let matches = Array(PhoneNumber.matches(in: text, defaultRegion: "US", leniency: leniency))
            _ = found[level].count(!matches.isEmpty)
            var previousEnd = 0
            for match in matches {
                #expect(match.scalarOffsets.lowerBound >= previousEnd)
                #expect(String(text[match.range]) == match.rawString)
                #expect(PhoneNumber(match.rawString, defaultRegion: "US") == match.number)
                #expect(leniency == .possible ? match.number.isPossible : match.number.isValid)
                previousEnd = match.scalarOffsets.upperBound
            }
        }
        for tally in found { #expect(tally.held >= 1, "\(tally)") }
        #expect(found.map(\.held).reduce(0, +) >= 40, "\(found)")
    }

    @Test func wordsBeforeTheTextShiftTheMatches() async {
        // Words and a space in front add no candidate and change no boundary: the same numbers, moved.
        var found = ConditionTally("the text alone has a match")
        await propertyCheck(count: 300, input: Gen.uint64(), Gen.int(in: 0...3)) { seed, level in
            let text = Self.text(seed: seed)
            let leniency = PhoneNumber.Leniency.allCases[level]
            let alone = PhoneNumber.matches(in: text, defaultRegion: "GB", leniency: leniency).map {
                ($0.scalarOffsets.lowerBound + 8)..<($0.scalarOffsets.upperBound + 8)
            }
            _ = found.count(!alone.isEmpty)
            let prefixed = PhoneNumber.matches(in: "Notes: " + " " + text, defaultRegion: "GB", leniency: leniency)
            #expect(prefixed.map(\.scalarOffsets) == alone)
        }
        #expect(found.held >= 30, "\(found)")
    }
}
