import FormKitTestSupport
import Testing
@testable import FormKitCLI
import PhoneRows

@Suite("formkit phone short")
struct PhoneShortCommandTests {
    @Test func headerIsTheContract() {
        #expect(PhoneShortReport.header
            == "input\tregion\tpossible\tvalid\temergency\tconnects_to_emergency\tcost\tcarrier_specific\tsms_service\terror")
    }

    // Expected rows come from phonenumbers 9.0.43 (Tools/oracle/short_oracle_tsv.py).
    @Test(arguments: [
        ("112\tFR", "112\tFR\ttrue\ttrue\ttrue\ttrue\tTOLL_FREE\tfalse\tfalse\t"),
        ("1120\tfr", "1120\tFR\ttrue\tfalse\tfalse\ttrue\tUNKNOWN_COST\tfalse\tfalse\t"),
        ("118777\tFR", "118777\tFR\ttrue\ttrue\tfalse\tfalse\tPREMIUM_RATE\ttrue\tfalse\t"),
        ("+33 112\tFR", "+33 112\tFR\ttrue\ttrue\tfalse\tfalse\tTOLL_FREE\tfalse\tfalse\t"),
        ("112\tDE", "112\tDE\ttrue\ttrue\ttrue\ttrue\tTOLL_FREE\tfalse\tfalse\t"),
        ("1900\tBR", "1900\tBR\ttrue\tfalse\tfalse\tfalse\tUNKNOWN_COST\tfalse\tfalse\t"),
        ("112", "112\tZZ\t\t\tfalse\tfalse\t\t\t\tINVALID_COUNTRY_CODE"),
        ("112\t", "112\tZZ\t\t\tfalse\tfalse\t\t\t\tINVALID_COUNTRY_CODE"),
        ("\tUS", "\tUS\t\t\tfalse\tfalse\t\t\t\tNOT_A_NUMBER"),
        ("", "\tZZ\t\t\tfalse\tfalse\t\t\t\tNOT_A_NUMBER"),
        ("+1 911\tUS", "+1 911\tUS\ttrue\ttrue\tfalse\tfalse\tTOLL_FREE\tfalse\tfalse\t"),
    ])
    func rowsMatchTheOracle(line: String, row: String) {
        let input = PhoneInput(line: line, defaultRegion: "ZZ")
        #expect(PhoneShortReport.tsvRow(input, PhoneShortReport.Answers(input)) == row)
    }

    @Test func streamsOneRowPerLineInOrder() throws {
        let lines = (0..<3_000).map { $0.isMultiple(of: 3) ? "112\tDE" : ($0.isMultiple(of: 2) ? "911\tUS" : "nonsense\tGB") }
        let result = try FormKitProcess.run(["phone", "short", "--tsv"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == lines.count + 2)  // header, rows, and the empty text after the last newline
        #expect(rows[1] == "112\tDE\ttrue\ttrue\ttrue\ttrue\tTOLL_FREE\tfalse\tfalse\t")
        #expect(rows[2] == "nonsense\tGB\t\t\tfalse\tfalse\t\t\t\tNOT_A_NUMBER")
        #expect(rows[3] == "911\tUS\ttrue\ttrue\ttrue\ttrue\tTOLL_FREE\tfalse\tfalse\t")
    }

    /// Invalid UTF-8 on standard input is checked by scripts/test.d/23-phone-short-oracle.sh, which can
    /// write raw bytes.
    @Test func readsLinesOfMegabytes() throws {
        let long = String(repeating: "9", count: 2 << 20)
        let result = try FormKitProcess.run(["phone", "short", "--tsv"], input: long + "\tUS\n112\tFR\n")
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[1] == long + "\tUS\t\t\tfalse\tfalse\t\t\t\tTOO_LONG")
        #expect(rows[2] == "112\tFR\ttrue\ttrue\ttrue\ttrue\tTOLL_FREE\tfalse\tfalse\t")
    }

    @Test func peopleGetALabelledBlockAndErrorsThatDoNotEchoTheNumber() throws {
        let result = try FormKitProcess.run(["phone", "short", "--region", "FR", "112", "06 12 34 56 78 90 12 34 56 78 90"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("""
            input                  112
            region                 FR
            emergency number       yes
            connects to emergency  yes
            possible short number  yes
            valid short number     yes
            cost                   toll free
            carrier specific       no
            SMS service            no

            """))
        #expect(result.standardOutput.contains("error                  TOO_LONG at offset"))
        #expect(!result.standardError.contains("06 12"))
        #expect(result.standardError.contains("1 input could not be parsed"))
    }

    @Test func anUnknownRegionOptionIsAUsageError() throws {
        let result = try FormKitProcess.run(["phone", "short", "--region", "XX", "112"])
        #expect(result.status == 64)
    }
}
