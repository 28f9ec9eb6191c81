import StandardLibrarySubstitutes
import Testing

/// `WordCharacters` agrees with the standard library's Unicode properties for every scalar (regenerate
/// its table with `swift Tools/unicode/word-character-ranges.swift` when the toolchain's Unicode data
/// changes).
@Suite struct WordCharactersTests {
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
            #expect(WordCharacters.contains(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }
}
