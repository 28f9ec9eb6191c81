import PropertyBased
@testable import PhoneNumbers
import Testing

/// The packed digits the classifier reads equal the digit array they replace.
@Suite struct NationalDigitsTests {
    @Test(arguments: [
        (446_681_800, 0, [4, 4, 6, 6, 8, 1, 8, 0, 0]),
        (0, 0, [0]),
        (5, 3, [0, 0, 0, 5]),
        (12_345_678_901_234_567, 0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7]),
        (UInt64.max, 12, Array(repeating: 0, count: 12) + [1, 8, 4, 4, 6, 7, 4, 4, 0, 7, 3, 7, 0, 9, 5, 5, 1, 6, 1, 5]),
    ] as [(UInt64, Int, [UInt8])])
    func digitsInOrder(number: UInt64, zeros: Int, expected: [UInt8]) throws {
        let digits = try #require(NationalDigits(nationalNumber: number, leadingZeros: zeros))
        #expect(Array(digits) == expected)
        #expect(digits.count == expected.count)
        #expect(digits.indices.map { digits[$0] } == expected)
    }

    @Test(arguments: [(UInt64.max, 13), (1, 32), (1, -1), (1, Int.max)] as [(UInt64, Int)])
    func tooManyDigitsOrNegativeZerosGiveNil(number: UInt64, zeros: Int) {
        #expect(NationalDigits(nationalNumber: number, leadingZeros: zeros) == nil)
    }

    @Test func packedAndArrayDigitsAgree() async {
        await propertyCheck(count: 300, input: Gen.uint64(), Gen.int(in: 0...3), Gen.bool) { value, zeros, italian in
            let number = PhoneNumber(countryCode: 39, nationalNumber: value, italianLeadingZero: italian, numberOfLeadingZeros: zeros)
            #expect(number.packedNationalDigits.map(Array.init) == number.nationalSignificantDigits)
        }
    }
}
