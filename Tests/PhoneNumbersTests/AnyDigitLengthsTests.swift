import DigitPatterns
@testable import PhoneNumbers
import Testing

/// The length test that stands in for a grouping pattern's automaton when choosing a format rule.
@Suite struct AnyDigitLengthsTests {
    static func lengths(_ pattern: String) throws -> UInt32? {
        DigitAutomaton(try DigitPattern(parsing: pattern)).anyDigitLengths
    }

    @Test func patternsOfPlainDigitRunsGiveTheirLengths() throws {
        #expect(try Self.lengths(#"(\d{3})(\d{3,4})"#) == 1 << 6 | 1 << 7)
        #expect(try Self.lengths(#"(\d)(\d{4})"#) == 1 << 5)
        #expect(try Self.lengths(#"(\d{2})(\d{2})(\d{2})|(\d{8})"#) == 1 << 6 | 1 << 8)
    }

    @Test func patternsThatTestDigitsOrHaveNoEndGiveNone() throws {
        #expect(try Self.lengths(#"([2-9]\d{2})(\d{4})"#) == nil)
        #expect(try Self.lengths(#"(\d{3})(\d+)"#) == nil)
        #expect(try Self.lengths(#"(1\d{2})"#) == nil)
    }

    /// Where the lengths are given, they answer as the automaton does, for every digit string tried.
    @Test(arguments: [#"(\d{3})(\d{3,4})"#, #"(\d{2})(\d{2})(\d{2})|(\d{8})"#, #"(\d{4,5})(\d{2})"#])
    func lengthsAgreeWithTheAutomaton(pattern: String) throws {
        let automaton = DigitAutomaton(try DigitPattern(parsing: pattern))
        let lengths = try #require(automaton.anyDigitLengths)
        for count in 0...20 {
            for digits in [[UInt8](repeating: 0, count: count), (0..<count).map { UInt8(9 - $0 % 10) }] {
                #expect((lengths >> UInt32(count) & 1 != 0) == automaton.matches(digits: digits))
            }
        }
    }
}
