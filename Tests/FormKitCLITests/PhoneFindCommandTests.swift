import FormKitTestSupport
import Testing
@testable import FormKitCLI

@Suite("formkit phone find")
struct PhoneFindCommandTests {
    func run(_ arguments: [String], input: String = "") throws -> CommandResult {
        try FormKitProcess.run(arguments, input: input)
    }

    @Test func headerIsTheContract() {
        #expect(PhoneFindReport.header == "text\tregion\tleniency\tmatches")
    }

    // Expected rows come from phonenumbers 9.0.43 (Tools/oracle-find/oracle.py).
    @Test(arguments: [
        ("Call (650) 253-0000 now\tUS", "Call (650) 253-0000 now\tUS\tvalid\t5-19=+16502530000"),
        ("Ring +41 44 668 18 00\tZZ\tpossible", "Ring +41 44 668 18 00\tZZ\tpossible\t5-21=+41446681800"),
        ("Zürich: 044 668 18 00 or 044 668 18 01\tch\texact-grouping",
         "Zürich: 044 668 18 00 or 044 668 18 01\tCH\texact-grouping\t8-21=+41446681800|25-38=+41446681801"),
        ("no number here\tGB", "no number here\tGB\tvalid\t"),
        ("😀 +1 650 253 0000\tZZ\tstrict-grouping", "😀 +1 650 253 0000\tZZ\tstrict-grouping\t2-17=+16502530000"),
        ("650 253 0000", "650 253 0000\tZZ\tvalid\t"),
    ])
    func tsvRows(line: String, row: String) throws {
        #expect(try PhoneFindReport.tsvRow(line, defaultLeniency: .valid).get() == row)
    }

    @Test func tsvStreamsRowsInOrderWithTheDefaultLeniency() throws {
        let input = "a 650-253-0000 b\tUS\n\tUS\nc +44 20 7031 3000\tZZ\tvalid\n"
        let result = try run(["phone", "find", "--tsv", "--leniency", "possible"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            text\tregion\tleniency\tmatches
            a 650-253-0000 b\tUS\tpossible\t2-14=+16502530000
            \tUS\tpossible\t
            c +44 20 7031 3000\tZZ\tvalid\t2-18=+442070313000

            """)
    }

    @Test func unknownLeniencyNamesTheLineWithoutEchoingTheNumber() throws {
        let result = try run(["phone", "find", "--tsv"], input: "650 253 0000\tUS\tloose\n650 253 0001\tUS\n")
        #expect(result.status == 1)
        #expect(result.standardError.contains("line 1: unknown leniency"))
        #expect(!result.standardError.contains("650"))
        #expect(result.standardOutput.hasSuffix("650 253 0001\tUS\tvalid\t0-12=+16502530001\n"))
    }

    @Test func forPeopleOneLinePerNumber() throws {
        let result = try run(["phone", "find", "--region", "US", "Call 650-253-0000 or +44 20 7031 3000.", "none"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "650-253-0000\t+16502530000\n+44 20 7031 3000\t+442070313000\n")
    }

    @Test func linesOfMegabytesWork() throws {
        let line = String(repeating: "call 650 253 0000 ", count: 60_000)
        let result = try run(["phone", "find", "--tsv"], input: line + "\tUS\n")
        #expect(result.status == 0)
        let row = result.standardOutput.split(separator: "\n")[1]
        #expect(row.split(separator: "\t").last?.split(separator: "|").count == 60_000)
    }

    @Test(arguments: [
        ["phone", "find", "--leniency", "loose", "1"],
        ["phone", "find", "--region", "XX", "1"],
        ["phone", "find", "--tsv", "650 253 0000"],
    ])
    func usageErrorsExitWithUsageStatus(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
    }
}
