@testable import PhoneNumbers
import Testing

/// The committed `\w` table agrees with the standard library's Unicode properties for every scalar
/// (regenerate it with `swift Tools/unicode/word-character-ranges.swift` when the toolchain's data changes).
@Suite struct WordCharacterRangesTests {
    @Test func everyScalarIsClassifiedAsTheUnicodeDataSays() {
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
}
