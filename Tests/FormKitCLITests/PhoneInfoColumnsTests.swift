import FormKitTestSupport
import Testing
@testable import FormKitCLI
import PhoneRows

/// `formkit phone info --tsv --columns`; expected values from phonenumbers 9.0.43 (Tools/oracle/oracle_columns.py).
@Suite("formkit phone info --columns")
struct PhoneInfoColumnsTests {
    @Test func namesParseInTheirOrder() throws {
        let columns = try PhoneInfoColumn.parseList("truncated,e164,input").get()
        #expect(columns == [.truncated, .e164, .input])
    }

    @Test(arguments: ["", "e164,", "E164", "e164,nope"])
    func unknownNamesAreRejected(list: String) {
        #expect(throws: (any Error).self) { try PhoneInfoColumn.parseList(list).get() }
    }

    @Test(arguments: [
        ("0 15 11 2345 6789\tBR", PhoneInfoColumn.original, "0 15 11 2345 6789"),
        ("0 15 11 2345 6789\tBR", .carrierNational, "0 15 (11) 2345-6789"),
        ("0 15 11 2345 6789\tBR", .mobileDialing, ""),
        ("+1 650 253 0000\tDE", .mobileDialing, "+1 650-253-0000"),
        ("+1 650 253 0000", .mobileDialing, ""),
        ("+1 253 0000", .possibleReason, "IS_POSSIBLE_LOCAL_ONLY"),
        ("+1 650 253 0000", .areaCodeLength, "3"),
        ("+1 800 253 0000", .areaCodeLength, "0"),
        ("+1 800 253 0000", .ndcLength, "3"),
        ("+1 650 253 0000", .canDialInternationally, "true"),
        ("1-800-FLOWERS\tUS", .isAlpha, "true"),
        ("+41 44 668 18 00 99", .truncated, "+41446681800"),
        ("+1 650 253 0000", .truncated, ""),
        ("abc\tUS", .isAlpha, "false"),
        ("abc\tUS", .error, "NOT_A_NUMBER"),
        ("abc\tUS", .possibleReason, ""),
        ("abc\tUS", .region, "US"),
    ])
    func cells(line: String, column: PhoneInfoColumn, value: String) {
        #expect(PhoneInfoCells(PhoneInput(line: line, defaultRegion: "ZZ")).value(column) == value)
    }

    @Test func theElevenColumnsAgreeWithTheDefaultRows() {
        let eleven = PhoneInfoColumn.allCases.prefix(11).map(\.rawValue).joined(separator: "\t")
        #expect(eleven == PhoneInfoReport.header)
        for line in ["+1 650 253 0000", "020 7031 3000\tGB", "abc\tUS", "tel:+1-800-555-0199;ext=12"] {
            let input = PhoneInput(line: line, defaultRegion: "ZZ")
            let cells = PhoneInfoCells(input)
            #expect(PhoneInfoColumn.allCases.prefix(11).map(cells.value).joined(separator: "\t")
                == PhoneInfoReport.tsvRow(input, input.parsed))
        }
    }

    @Test func theProcessPrintsTheChosenHeaderAndRows() throws {
        let result = try FormKitProcess.run(
            ["phone", "info", "--tsv", "--columns", "e164,possible_reason,is_alpha"],
            input: "+1 650 253 0000\nabc\tUS\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == "e164\tpossible_reason\tis_alpha\n+16502530000\tIS_POSSIBLE\tfalse\n\t\tfalse\n")
    }

    @Test func anUnknownColumnIsAUsageErrorListingTheNames() throws {
        let result = try FormKitProcess.run(["phone", "info", "--tsv", "--columns", "e164,zip"], input: "")
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown column 'zip'"))
        #expect(result.standardError.contains(PhoneInfoColumn.validNames))
    }
}
