import Testing
import TextInput

@Suite struct MaskTests {
    @Test(arguments: [
        ("(###) ###-####", "", ""),
        ("(###) ###-####", "6", "(6"),
        ("(###) ###-####", "650", "(650"),
        ("(###) ###-####", "6502", "(650) 2"),
        ("(###) ###-####", "6502530000", "(650) 253-0000"),
        ("#####[-####]", "94103", "94103"),
        ("#####[-####]", "941031", "94103-1"),
        ("@@-##", "ab12", "ab-12"),
        ("***", "a1Z", "a1Z"),
        ("011 $", "0114420", "011 4420"),
        ("\\#@", "x", "#x"),
        ("(###) ###", "(650)2", "(650) 2"),  // typed formatting is consumed, not doubled
    ])
    func fills(pattern: String, input: String, expected: String) throws {
        let mask = try Mask(pattern, alphabet: pattern.contains("$") ? .phoneKeypad : .lettersAndDigits)
        #expect(mask.layout(of: Array(input))?.text == expected)
    }

    @Test(arguments: [
        ("(###)", "6502"),    // too long
        ("###", "6a"),        // letter in a digit slot
        ("@@", "a1"),         // digit in a letter slot
        ("+1 ###", "+2"),     // a literal the person types must match
    ])
    func doesNotFit(pattern: String, input: String) throws {
        #expect(try Mask(pattern, alphabet: .phoneKeypad).fit(Array(input)) == nil)
    }

    @Test func meaningfulLiteralsAreTypedAndOthersInserted() throws {
        let mask = try Mask("+1 (###)", alphabet: .phoneKeypad)
        let fit = try #require(mask.fit(Array("+165")))
        #expect(fit.layout.text == "+1 (65")
        #expect(fit.layout.meaningfulRanges == [0..<1, 1..<2, 4..<5, 5..<6])
        #expect(fit.matchedLiterals == 2)
        #expect(mask.slotCount == 5)
        #expect(!fit.isComplete)
        #expect(mask.fit(Array("+1650"))?.isComplete == true)
    }

    @Test func optionalTailIsNotNeededToComplete() throws {
        let zip = try Mask("#####[-####]")
        #expect(zip.fit(Array("9410"))?.isComplete == false)
        #expect(zip.fit(Array("94103"))?.isComplete == true)
        #expect(zip.fit(Array("941031"))?.isComplete == true)
        #expect(zip.description == "#####[-####]")
        #expect(Mask(elements: zip.elements, mandatoryCount: 5).description == "#####[-####]")
    }

    @Test(arguments: [
        ("##]", MaskSyntaxError(.unbalancedBracket, offset: 2)),
        ("#[#", MaskSyntaxError(.unbalancedBracket, offset: 3)),
        ("#[#]#", MaskSyntaxError(.optionalNotAtEnd, offset: 4)),
        ("$#", MaskSyntaxError(.restNotLast, offset: 1)),
        ("##\\", MaskSyntaxError(.danglingEscape, offset: 3)),
    ])
    func syntaxErrorsSayWhere(pattern: String, expected: MaskSyntaxError) {
        #expect(throws: expected) { try Mask(pattern) }
    }

    @Test func nestedTailsAndRestInATail() throws {
        #expect(try Mask("##[-##[-##]]").layout(of: Array("12345"))?.text == "12-34-5")
        #expect(try Mask("##[ $]", alphabet: .phoneKeypad).layout(of: Array("12345"))?.text == "12 345")
    }
}

/// Found by the fuzzer: a combining mark right after a literal fused with it, so the formatted
/// text read back differently. Such input does not fit, and is shown unformatted.
@Suite struct MaskFusionTests {
    @Test func charactersThatWouldFuseWithALiteralDoNotFit() throws {
        let mask = try Mask("+ $")
        #expect(mask.fit(Array("\u{0736}0")) == nil)
        let formatter = MaskFormatter(masks: [mask])
        let once = formatter.format("\u{0736}0")
        #expect(formatter.format(once) == once)
    }
}
