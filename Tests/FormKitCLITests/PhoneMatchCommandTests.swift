import FormKitTestSupport
import Foundation
import Testing
@testable import FormKitCLI

/// `formkit phone match`: the pair contract and the process; answers from phonenumbers 9.0.43.
@Suite("formkit phone match")
struct PhoneMatchCommandTests {
    @Test(arguments: [
        ("+1 650 253 0000\t253 0000", "+1 650 253 0000", "253 0000"),
        ("+1 650 253 0000", "+1 650 253 0000", ""),
        ("+1 650 253 0000\t", "+1 650 253 0000", ""),
        ("\t+1 650 253 0000", "", "+1 650 253 0000"),
        ("a\tb\tc", "a", "b"),
        ("", "", ""),
    ])
    func pairsReadMissingFieldsAsEmpty(line: String, a: String, b: String) {
        let pair = NumberPair(line: line)
        #expect(pair.a == a[...])
        #expect(pair.b == b[...])
    }

    @Test func tsvStreamsOneRowPerLineAfterTheHeader() throws {
        let input = "+1 650 253 0000\t(650) 253-0000\n+64 3 331 6005\t+64 03 331 6005\n+1 650 253 0000\n"
            + "+44 20 7031 3000 ext. 12\t+44 20 7031 3000\n3 331 6005\t03 331 6005\n+64 3 331 6005\t+1 3 331 6005\n"
        let result = try FormKitProcess.run(["phone", "match", "--tsv"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            a\tb\tmatch
            +1 650 253 0000\t(650) 253-0000\tNSN_MATCH
            +64 3 331 6005\t+64 03 331 6005\tEXACT_MATCH
            +1 650 253 0000\t\tNOT_A_NUMBER
            +44 20 7031 3000 ext. 12\t+44 20 7031 3000\tSHORT_NSN_MATCH
            3 331 6005\t03 331 6005\tSHORT_NSN_MATCH
            +64 3 331 6005\t+1 3 331 6005\tNO_MATCH

            """)
    }

    @Test func twoArgumentsGiveOneAnswer() throws {
        let result = try FormKitProcess.run(["phone", "match", "+1 650 253 0000", "(650) 253-0000"])
        #expect(result.standardOutput == "NSN_MATCH\n")
    }

    @Test func oneArgumentIsAUsageError() throws {
        let result = try FormKitProcess.run(["phone", "match", "+1 650 253 0000"])
        #expect(result.status == 64)
        #expect(!result.standardError.contains("650"))
    }

    @Test func longLinesAndInvalidUTF8AreRead() throws {
        var input = Data(String(repeating: "1", count: 2_000_000).utf8)
        input.append(contentsOf: Array("\t+1 650 253 0000\n+1 650 253 0000".utf8) + [0xFF, 0xC3])
        input.append(contentsOf: Array("\t+16502530000\n".utf8))
        let result = try FormKitProcess.run(["phone", "match", "--tsv"], bytes: input)
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[1].hasSuffix("\tNOT_A_NUMBER"))
        #expect(rows[2].hasSuffix("\tEXACT_MATCH"))
    }
}
