import StandardLibrarySubstitutes
import Testing

/// The digit tables agree with the standard library's Unicode properties for every scalar.
@Suite struct UnicodeDigitsTests {
    @Test func decimalDigitsAreGeneralCategoryNd() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: UInt8? = properties.numericType == .decimal ? properties.numericValue.map { UInt8($0) } : nil
            #expect(UnicodeDigits.decimalValue(of: scalar) == expected, "U+\(String(value, radix: 16))")
            #expect((UnicodeDigits.decimalValue(of: scalar) != nil) == (properties.generalCategory == .decimalNumber))
        }
    }

    @Test func digitsAreNumericTypeDecimalOrDigit() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            var expected: UInt8?
            if properties.numericType == .decimal || properties.numericType == .digit, let number = properties.numericValue,
                number >= 0, number <= 9, number == number.rounded()
            {
                expected = UInt8(number)
            }
            #expect(UnicodeDigits.digitValue(of: scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [("7", 7), ("٣", 3), ("０", 0), ("𝟗", 9)] as [(Unicode.Scalar, UInt8)])
    func decimalValues(scalar: Unicode.Scalar, value: UInt8) {
        #expect(UnicodeDigits.decimalValue(of: scalar) == value)
    }

    @Test func otherDigitsAreNotDecimal() {
        #expect(UnicodeDigits.digitValue(of: "²") == 2)
        #expect(UnicodeDigits.decimalValue(of: "²") == nil)
        #expect(UnicodeDigits.digitValue(of: "①") == 1)
        #expect(UnicodeDigits.digitValue(of: "a") == nil)
    }
}
