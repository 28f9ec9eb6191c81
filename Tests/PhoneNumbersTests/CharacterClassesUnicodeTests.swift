@testable import PhoneNumbers
import Testing

/// The parser's character classes agree with the standard library's Unicode properties for every
/// scalar (they use their own tables, which the WebAssembly build carries instead of the library's;
/// regenerate the `\w` table with `swift Tools/unicode/word-character-ranges.swift` when the
/// toolchain's Unicode data changes).
@Suite struct CharacterClassesUnicodeTests {
    @Test func wordCharactersAreLettersAndNumbers() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            var expected: Bool
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: expected = true
            default: expected = properties.numericType != nil
            }
            if scalar == "_" { expected = true }
            #expect(CharacterClasses.isWordCharacter(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func decimalDigitsAndDigitValuesAreTheUnicodeOnes() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            #expect(CharacterClasses.isDecimalDigit(scalar) == (properties.generalCategory == .decimalNumber))
            var expected: UInt8?
            if properties.numericType == .decimal || properties.numericType == .digit, let number = properties.numericValue,
                number >= 0, number <= 9, number == number.rounded()
            {
                expected = UInt8(number)
            }
            #expect(CharacterClasses.digitValue(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }
}
