import StandardLibrarySubstitutes
import Testing

/// The byte comparisons answer as the standard library's `==` and `<` do for what the library compares
/// with them: ASCII codes, and typed characters against the ASCII letters and signs it looks for.
@Suite struct UTF8ComparisonTests {
    /// Every two-letter region code against every other, as `==` and `<` order them.
    @Test func regionCodesCompareAsTheLibrarysOperators() {
        let codes = (0x41...0x5A).flatMap { first in
            (0x41...0x5A).map { String(decoding: [UInt8(first), UInt8($0)], as: UTF8.self) }
        }
        var compared = 0
        for left in codes {
            for right in codes {
                #expect(left.utf8Equals(right) == (left == right))
                #expect(left.utf8Precedes(right) == (left < right))
                compared += 1
            }
        }
        #expect(compared == 676 * 676)
        #expect("001".utf8Equals("001"[...]) && !"001".utf8Equals("01") && !"US".utf8Equals("USA"))
    }

    /// Every scalar typed as a character, against the characters DecimalNumberSyntax and the phone field
    /// look for: no other scalar is canonically equivalent to one of them, so bytes and `==` agree.
    @Test func typedCharactersAgainstTheSignsCompareAsTheLibrarysOperator() {
        let signs: [Character] = ["e", "E", "-", "+", ".", ",", "\u{2212}", "0", "Z"]
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let typed = Character(scalar)
            for sign in signs where typed.utf8Equals(sign) != (typed == sign) {
                Issue.record("U+\(String(value, radix: 16)) against \(sign)")
            }
            checked += 1
        }
        #expect(checked == 1_112_064)
    }

    /// Small and large texts, whole and as slices of a longer one (contiguous bytes compared as
    /// buffers), equal exactly when `==` says so for ASCII: a difference in any byte, or a length.
    @Test func textsOfEveryLengthWholeAndSlicedCompareAsTheOperator() {
        let long = String(repeating: "0123456789+ABCDEFGHIJ", count: 3)
        var compared = 0
        for length in 0...40 {
            let text = String(long.prefix(length))
            let slice = long.dropFirst(7).prefix(length)
            #expect(text.utf8Equals(String(long.prefix(length))) && text.utf8Equals(text[...]))
            #expect(slice.utf8Equals(String(slice)) == true)
            #expect(text.utf8Equals(slice) == (text == String(slice)))
            for position in 0..<length {
                var bytes = Array(text.utf8)
                bytes[position] ^= 0x01
                let changed = String(decoding: bytes, as: UTF8.self)
                #expect(!text.utf8Equals(changed) && !changed[...].utf8Equals(text))
                compared += 1
            }
            #expect(!text.utf8Equals(text + "0"))
        }
        #expect(compared == 820)
    }

    /// Canonically equivalent texts with different bytes are different: the helpers are for ASCII.
    @Test func canonicalEquivalentsAreNotEqualBytes() {
        #expect("e\u{301}" == "\u{E9}")
        #expect(!"e\u{301}".utf8Equals("\u{E9}"))
        #expect(!Character("\u{37E}").utf8Equals(";"))
    }

    @Test func containsFindsOnlyTheSameBytes() {
        let separators = [",", ".", "\u{66B}"]
        #expect(separators.containsUTF8("\u{66B}") && separators.containsUTF8("."[...]))
        #expect(!separators.containsUTF8(";") && !separators.containsUTF8(""))
        #expect(!["US", "CA"].containsUTF8("us"))
    }
}
