import PhoneNumbers
import PropertyBased
import Testing

@Suite struct PatternFormatterPropertyTests {
    /// Typed text: keypad characters mixed with the punctuation, letters and emoji people paste.
    static let typedText = Gen<Character?>.element(of: Array("0123456789+*#()- .abcXYZ📞é٣"))
        .map { $0 ?? "0" }
        .string(of: 0...20)

    @Test(arguments: PatternFormatter.builtInRegions)
    func formattingIsIdempotent(region: String) async throws {
        let formatter = try #require(PatternFormatter(region: region))
        await propertyCheck(count: 500, input: Self.typedText) { text in
            let once = formatter.format(text)
            #expect(formatter.format(once) == once)
        }
    }

    @Test(arguments: PatternFormatter.builtInRegions)
    func formattingKeepsEveryKeypadCharacter(region: String) async throws {
        let formatter = try #require(PatternFormatter(region: region))
        await propertyCheck(count: 500, input: Self.typedText) { text in
            #expect(PhonePad.strip(formatter.format(text)) == PhonePad.strip(text))
        }
    }
}
