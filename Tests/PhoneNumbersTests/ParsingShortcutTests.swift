@testable import PhoneNumbers
import Testing

/// The searches parsing skips (for `;`, `/` and `\`, for an extension label, for vanity letters) are
/// skipped only where they could not have found anything: inputs on each side of every shortcut parse
/// as phonenumbers 9.0.43 parses them.
@Suite struct ParsingShortcutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var region: String?
        var nationalNumber: UInt64
        var `extension`: String?
        var testDescription: String { "\(input) [\(region ?? "nil")]" }
    }

    @Test(arguments: [
        // Plain separators alone before trailing digits: no extension, the digits join the number.
        Case(input: "+44 20 7031 3000 - 5", region: nil, nationalNumber: 20_703_130_005, extension: nil),
        // The same with a final `#`, and labels of one character: extensions.
        Case(input: "+1 650 253 0000 - 12#", region: nil, nationalNumber: 6_502_530_000, extension: "12"),
        Case(input: "+1 650 253 0000 12#", region: "US", nationalNumber: 6_502_530_000, extension: "12"),
        Case(input: "+1 650 253 0000 ~ 9", region: nil, nationalNumber: 6_502_530_000, extension: "9"),
        Case(input: "(650) 253-0000 ;1", region: "US", nationalNumber: 6_502_530_000, extension: "1"),
        // A second number after `\x` or `/ x` is dropped.
        Case(input: "650 253 0000\\x123", region: "US", nationalNumber: 6_502_530_000, extension: nil),
        Case(input: "650 253 0000 / x 7", region: "US", nationalNumber: 6_502_530_000, extension: nil),
        // Three letters make a vanity number; two do not.
        Case(input: "1 800 FLO 3569", region: "US", nationalNumber: 8_003_563_569, extension: nil),
    ])
    func parsesAsThePythonPort(_ example: Case) throws {
        let number = try PhoneNumber(parsing: example.input, defaultRegion: example.region)
        #expect(number.nationalNumber == example.nationalNumber)
        #expect(number.extension == example.extension)
    }

    @Test func aLineFeedKeepsLettersFromMakingAVanityNumber() {
        #expect(Normalization.digits(of: Array("1-800-ABC".unicodeScalars)[...]) == [1, 8, 0, 0, 2, 2, 2])
        #expect(Normalization.digits(of: Array("1-800-ABC\n2".unicodeScalars)[...]) == [1, 8, 0, 0, 2])
        #expect(Normalization.digits(of: Array("1-800-AB 2".unicodeScalars)[...]) == [1, 8, 0, 0, 2])
    }

    @Test func seenCharactersNeverMissesACharacterNoted() {
        for byte in UInt8(0)..<0x80 {
            var seen = SeenCharacters()
            seen.note(byte)
            #expect(seen.mayHold(Unicode.Scalar(byte)))
        }
        let (_, seen) = PhoneNumberParser.scalarsAndSeenCharacters(of: "+41 44 668 18 00")
        #expect(!seen.mayHold(";") && !seen.mayHold("/") && !seen.mayHold("\\"))
        let (_, unicode) = PhoneNumberParser.scalarsAndSeenCharacters(of: "＋４１ 44 668 18 00")
        #expect(unicode.mayHold(";") && unicode.mayHold("/"))
    }
}
