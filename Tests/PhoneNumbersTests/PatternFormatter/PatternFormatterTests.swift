import FormKitTestSupport
import PhoneNumbers
import Testing

@Suite struct PatternFormatterTests {
    @Test(arguments: [
        ("us", "6502530000", "(650) 253-0000"),
        ("us", "2530000", "253-0000"),
        ("us", "+16502530000", "+1 (650) 253-0000"),
        ("us", "16502530000", "1 (650) 253-0000"),
        ("us", "011442079460958", "011 442079460958"),
        ("us", "65025", "650-25"),
        ("us", "(650) 253-0000", "(650) 253-0000"),
        ("gb", "01946755555", "(019467) 55555"),
        ("gb", "0169772345", "(016977) 2345"),
        ("gb", "01697712345", "(016977) 12345"),
        ("gb", "01234567890", "(01234) 567890"),
        ("gb", "0123456789", "(01234) 56789"),
        ("gb", "01214960000", "(0121) 496 0000"),
        ("gb", "01134960000", "(0113) 496 0000"),
        ("gb", "02079460958", "(020) 7946 0958"),
        ("gb", "07911123456", "07911 123456"),
        ("gb", "07012345678", "070 1234 5678"),
        ("gb", "03001234567", "0300 123 4567"),
        ("gb", "08001111", "0800 1111"),
        ("gb", "0845464", "0845 46 4"),
        ("gb", "0800123456", "0800 123456"),
        ("gb", "+442079460958", "+44 2079460958"),
        ("gb", "0033123456789", "00 33123456789"),
        ("gb", "04123456789", "041 - 2345 6789"),
        ("jp", "0312345678", "(03) 1234 5678"),
        ("jp", "031234567", "(03) 1234567"),
        ("jp", "+81312345678", "+81 312345678"),
        ("jp", "0011234", "001 1234"),
        ("jp", "0101234", "010 1234"),
    ])
    func builtInFormats(region: String, input: String, formatted: String) throws {
        let formatter = try #require(PatternFormatter(region: region))
        #expect(formatter.format(input) == formatted)
    }

    /// Every built-in pattern formats the input that fills it exactly, and the formatter never
    /// prefers a less specific pattern over it.
    @Test(arguments: PatternFormatter.builtInRegions)
    func everyBuiltInPatternIsReachableOrBeaten(region: String) throws {
        let formatter = try #require(PatternFormatter(region: region))
        for pattern in formatter.patterns {
            let input = PatternInputs.filling(pattern)
            let own = try #require(pattern.apply(to: input), "\(pattern) rejects its own input \(input)")
            #expect(own.isComplete)
            #expect(PhonePad.strip(own.formatted) == input)
            let chosen = try #require(formatter.bestMatch(for: input))
            #expect(chosen.pattern == pattern || chosen.isMoreSpecific(than: own), "\(pattern) lost to \(chosen.pattern)")
        }
    }

    @Test(arguments: PatternFormatter.builtInRegions)
    func orderOfFormatsNeverMatters(region: String) throws {
        let formatter = try #require(PatternFormatter(region: region))
        let inputs = PatternInputs.probing(formatter.patterns)
        let expected = inputs.map { formatter.format($0) }
        var rng = SplitMix64(seed: 2010)
        for _ in 0..<50 {
            let shuffled = PatternFormatter(patterns: formatter.patterns.shuffled(using: &rng))
            #expect(inputs.map { shuffled.format($0) } == expected)
        }
    }

    @Test(arguments: [
        ("abc", ""),
        ("☎️📞", ""),
        ("()- .", ""),
        ("", ""),
        ("1-800-FLOWERS", "1 (800"),
        ("650 two five three", "650"),
        ("6502530000123456", "6502530000123456"),
        ("++1", "++1"),
    ])
    func junkInputHasADefinedResult(input: String, formatted: String) throws {
        let us = try #require(PatternFormatter(region: "us"))
        #expect(us.format(input) == formatted)
    }

    @Test func noMatchReturnsTheStrippedInputAndSaysSo() throws {
        let us = try #require(PatternFormatter(region: "us"))
        #expect(us.bestMatch(for: "650-253-0000-99") == nil)
        #expect(us.format("650-253-0000-99") == "650253000099")
        #expect(us.bestMatch(for: "letters only") == nil)
    }

    @Test(arguments: [
        ("us", "US"), ("US", "US"), ("Us", "US"), ("en_US", "US"), ("en-US", "US"),
        ("uk", "GB"), ("gb", "GB"), ("en_GB", "GB"), ("en_UK", "GB"), ("cy-GB@calendar=gregorian", "GB"),
        ("jp", "JP"), ("ja_JP", "JP"),
    ])
    func regionKeysAreCaseInsensitiveAndAcceptLocales(identifier: String, code: String) {
        #expect(PatternFormatter.builtInRegionCode(for: identifier) == code)
        #expect(PatternFormatter(region: identifier) == PatternFormatter(region: code))
    }

    @Test(arguments: ["fr", "en", "", "xx_YY", "_"])
    func unknownRegionsHaveNoFormatter(identifier: String) {
        #expect(PatternFormatter(region: identifier) == nil)
        #expect(PatternFormatter.format("(650) 253", region: identifier) == "650253")
    }

    @Test func callersSupplyTheirOwnFormats() {
        let custom = PatternFormatter(patterns: ["## ## ##", "### ###", "+33 # ## ## ## ##"])
        #expect(custom.format("123456") == "12 34 56")
        #expect(custom.format("+33612345678") == "+33 6 12 34 56 78")
        #expect(custom.bestMatch(for: "1234567") == nil)
    }
}
