@testable import PhoneNumbers
import Testing

/// The parser's digit classes, with their own fast paths, agree with the standard library's Unicode
/// properties for every scalar.
@Suite struct CharacterClassesUnicodeTests {
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
