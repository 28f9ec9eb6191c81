import PhoneNumbers
import Testing

/// Length verdicts and possible lengths; expected values from phonenumbers 9.0.43.
@Suite struct PhoneNumberPossibilityTests {
    @Test(arguments: [
        ("+1 650 253 0000", PhoneNumberPossibility.isPossible, PhoneNumberPossibility.isPossible),
        ("+1 253 0000", .isPossibleLocalOnly, .isPossibleLocalOnly),
        ("+44 20", .tooShort, .tooShort),
        ("+41 44 668 18 00 99", .invalidLength, .tooLong),
        ("+1 650 253 0000 1", .tooLong, .tooLong),
        ("+49 30 1234", .isPossible, .tooShort),
        ("+800 1234 5678", .isPossible, .invalidLength),  // +800 has no mobiles
        ("+39 02 3661 8300 1", .isPossible, .tooLong),
    ])
    func verdicts(input: String, any: PhoneNumberPossibility, mobile: PhoneNumberPossibility) throws {
        let number = try PhoneNumber(parsing: input)
        #expect(number.possibility == any)
        #expect(number.possibility(for: .mobile) == mobile)
        #expect(number.isPossible == (any == .isPossible || any == .isPossibleLocalOnly))
        #expect(number.isPossible(for: .mobile) == (mobile == .isPossible || mobile == .isPossibleLocalOnly))
    }

    @Test func anUnassignedCallingCodeIsNamed() {
        let number = PhoneNumber(countryCode: 999, nationalNumber: 1234567)
        #expect(number.possibility == .invalidCountryCode)
        #expect(!number.isPossible)
    }

    @Test(arguments: [
        ("DE", PhoneNumberType.mobile, [10, 11], [Int]()),
        ("US", .unknown, [10], [7]),
        ("GB", .fixedLine, [9, 10], [4, 5, 6, 7, 8]),
        ("gb", .unknown, [7, 9, 10], [4, 5, 6, 8]),
        ("BR", .mobile, [10, 11], [8, 9]),
        ("XX", .unknown, [], []),
    ])
    func possibleLengths(region: String, type: PhoneNumberType, lengths: [Int], localOnly: [Int]) {
        #expect(PhoneNumbering.possibleLengths(for: region, type: type) == lengths)
        #expect(PhoneNumbering.localOnlyLengths(for: region, type: type) == localOnly)
    }

    @Test func fixedLineOrMobileJoinsBothTypes() {
        let both = Set(PhoneNumbering.possibleLengths(for: "BR", type: .fixedLineOrMobile))
        let fixed = Set(PhoneNumbering.possibleLengths(for: "BR", type: .fixedLine))
        let mobile = Set(PhoneNumbering.possibleLengths(for: "BR", type: .mobile))
        #expect(both == fixed.union(mobile))
    }
}
