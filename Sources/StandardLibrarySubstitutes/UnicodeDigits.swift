/// The digits of every script, from two small tables of ranges instead of the standard library's
/// Unicode property tables (`Unicode.Scalar.Properties.generalCategory` and `numericType`).
///
/// Decimal digits (General_Category Nd, which Unicode keeps equal to Numeric_Type Decimal) come in runs
/// of ten, 0 to 9. The other digits (Numeric_Type Digit: superscripts, circled digits…) are Python's
/// `unicodedata.digit` beyond the decimal ones. The tests check both tables against
/// `Unicode.Scalar.Properties` for every scalar, so a toolchain with newer Unicode data shows up there.
///
///     UnicodeDigits.decimalValue(of: "٣")  // 3
///     UnicodeDigits.digitValue(of: "²")    // 2
///     UnicodeDigits.decimalValue(of: "²")  // nil
package enum UnicodeDigits {
    /// The value of a decimal digit in any script (General_Category Nd); nil for any other scalar.
    ///
    /// - Complexity: O(log n) in the 76 runs of decimal digits.
    package static func decimalValue(of scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if value < 0x80 { return value >= 0x30 && value <= 0x39 ? UInt8(value - 0x30) : nil }
        var low = 0
        var high = decimalRunStarts.count
        while low < high {  // the first run starting after the scalar
            let middle = (low + high) / 2
            if decimalRunStarts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let offset = value - decimalRunStarts[low - 1]
        return offset < 10 ? UInt8(offset) : nil
    }

    /// The value of a decimal digit or another digit character (Numeric_Type Decimal or Digit, as
    /// Python's `unicodedata.digit`); nil for any other scalar.
    package static func digitValue(of scalar: Unicode.Scalar) -> UInt8? {
        if let decimal = decimalValue(of: scalar) { return decimal }
        let value = scalar.value
        for run in otherDigitRuns where value >= run.first && value < run.first + run.count {
            return run.value + UInt8(value - run.first)
        }
        return nil
    }

    /// The first scalar (digit zero) of each run of ten decimal digits beyond ASCII, ascending (Unicode 16).
    private static let decimalRunStarts: [UInt32] = [
        0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0,
        0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50,
        0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x10D40, 0x11066,
        0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x116D0, 0x116DA, 0x11730,
        0x118E0, 0x11950, 0x11BF0, 0x11C50, 0x11D50, 0x11DA0, 0x11DE0, 0x11F50, 0x16130, 0x16A60, 0x16AC0,
        0x16B50, 0x16D70, 0x1CCF0, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E4F0,
        0x1E5F1, 0x1E950, 0x1FBF0,
    ]

    /// The scalars of Numeric_Type Digit: runs of consecutive scalars with consecutive values.
    private static let otherDigitRuns: [(first: UInt32, value: UInt8, count: UInt32)] = [
        (0xB2, 2, 2), (0xB9, 1, 1), (0x1369, 1, 9), (0x19DA, 1, 1), (0x2070, 0, 1), (0x2074, 4, 6),
        (0x2080, 0, 10), (0x2460, 1, 9), (0x2474, 1, 9), (0x2488, 1, 9), (0x24EA, 0, 1), (0x24F5, 1, 9),
        (0x24FF, 0, 1), (0x2776, 1, 9), (0x2780, 1, 9), (0x278A, 1, 9), (0x10A40, 1, 4), (0x10E60, 1, 9),
        (0x11052, 1, 9), (0x1F100, 0, 1), (0x1F101, 0, 10),
    ]
}
