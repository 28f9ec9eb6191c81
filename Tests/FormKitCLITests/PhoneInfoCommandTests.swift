import Testing
@testable import FormKitCLI
import PhoneNumbers
import PhoneRows

@Suite("formkit phone info")
struct PhoneInfoCommandTests {
    @Suite("input lines")
    struct InputLines {
        @Test(arguments: [
            ("+1 650 253 0000", "+1 650 253 0000", "ZZ"),
            ("020 7031 3000\tGB", "020 7031 3000", "GB"),
            ("020 7031 3000\tgb", "020 7031 3000", "GB"),
            ("020 7031 3000\t  de ", "020 7031 3000", "DE"),
            ("020 7031 3000\t", "020 7031 3000", "ZZ"),
            ("a\tb\tUS", "a\tb", "US"),
            ("", "", "ZZ"),
        ])
        func splitsTheRegionAfterTheLastTab(line: String, text: String, region: String) {
            let input = PhoneInput(line: line, defaultRegion: "ZZ")
            #expect(input.text == text[...])
            #expect(input.region == region)
        }

        @Test func theOptionRegionAppliesOnlyToLinesWithout() {
            #expect(PhoneInput(line: "2530000", defaultRegion: "US").region == "US")
            #expect(PhoneInput(line: "2530000\tZZ", defaultRegion: "US").region == "ZZ")
        }
    }

    @Test func headerIsTheContract() {
        #expect(PhoneInfoReport.header
            == "input\tregion\tpossible\tvalid\tnumber_region\ttype\te164\tinternational\tnational\trfc3966\terror")
    }

    // Expected rows come from phonenumbers 9.0.43 (Tools/oracle/oracle_tsv.py).
    @Test(arguments: [
        ("+1 650 253 0000",
         "+1 650 253 0000\tZZ\ttrue\ttrue\tUS\tFIXED_LINE_OR_MOBILE\t+16502530000\t+1 650-253-0000\t(650) 253-0000\ttel:+1-650-253-0000\t"),
        ("020 7031 3000\tGB",
         "020 7031 3000\tGB\ttrue\ttrue\tGB\tFIXED_LINE\t+442070313000\t+44 20 7031 3000\t020 7031 3000\ttel:+44-20-7031-3000\t"),
        ("tel:+1-800-555-0199;ext=12",
         "tel:+1-800-555-0199;ext=12\tZZ\ttrue\ttrue\tUS\tTOLL_FREE\t+18005550199\t+1 800-555-0199 ext. 12\t(800) 555-0199 ext. 12\ttel:+1-800-555-0199;ext=12\t"),
        ("+800 1234 5678",
         "+800 1234 5678\tZZ\ttrue\ttrue\t001\tTOLL_FREE\t+80012345678\t+800 1234 5678\t1234 5678\ttel:+800-1234-5678\t"),
        ("1-800-FLOWERS\tUS",
         "1-800-FLOWERS\tUS\ttrue\ttrue\tUS\tTOLL_FREE\t+18003569377\t+1 800-356-9377\t(800) 356-9377\ttel:+1-800-356-9377\t"),
        ("\u{FF0B}\u{FF14}\u{FF14} 20 7031 3000",
         "\u{FF0B}\u{FF14}\u{FF14} 20 7031 3000\tZZ\ttrue\ttrue\tGB\tFIXED_LINE\t+442070313000\t+44 20 7031 3000\t020 7031 3000\ttel:+44-20-7031-3000\t"),
        ("011 44 20\tUS", "011 44 20\tUS\tfalse\tfalse\t\tUNKNOWN\t+4420\t+44 20\t20\ttel:+44-20\t"),
        ("abc\tUS", "abc\tUS\t\t\t\t\t\t\t\t\tNOT_A_NUMBER"),
        ("650 253 0000", "650 253 0000\tZZ\t\t\t\t\t\t\t\t\tINVALID_COUNTRY_CODE"),
        ("+44 20 7031 3000 0000 0000", "+44 20 7031 3000 0000 0000\tZZ\t\t\t\t\t\t\t\t\tTOO_LONG"),
    ])
    func tsvRowMatchesTheOracle(line: String, row: String) {
        let input = PhoneInput(line: line, defaultRegion: "ZZ")
        #expect(PhoneInfoReport.tsvRow(input, input.parsed) == row)
    }

    @Test func everyInputGetsOneRow() {
        let lines = ["+1 650 253 0000", "", "abc\tUS", "020 7031 3000\tGB"]
        let chunk = BulkRunner.collect(PhoneInfoWork(layout: .tsv, defaultRegion: "ZZ"), lines: lines)
        let output = String(decoding: chunk.bytes, as: UTF8.self)
        let failures = chunk.failures
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == lines.count)
        #expect(rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 11 })
        #expect(failures == 2)
    }

    @Test func humanBlocksAreLabelledAndAligned() {
        let output = String(decoding: BulkRunner.collect(
            PhoneInfoWork(layout: .blocks, defaultRegion: "GB"), lines: ["020 7031 3000 ext. 4"]).bytes, as: UTF8.self)
        let lines = output.split(separator: "\n")
        #expect(lines.contains("type            FIXED_LINE"))
        #expect(lines.contains("extension       4"))
        #expect(lines.contains("national        020 7031 3000 x4"))  // GB writes extensions as " x"
        let valueColumns = Set(lines.map { line in
            line.firstRange(of: "  ").map { range in
                line.distance(from: line.startIndex, to: range.lowerBound) + (line[range.lowerBound...].prefix { $0 == " " }.count)
            }
        })
        #expect(valueColumns.count == 1)
    }

    @Test func humanErrorsNameKindAndOffsetOnly() {
        let chunk = BulkRunner.collect(PhoneInfoWork(layout: .blocks, defaultRegion: "ZZ"), lines: ["abc\tUS"])
        let output = String(decoding: chunk.bytes, as: UTF8.self)
        let failures = chunk.failures
        #expect(failures == 1)
        #expect(output.contains("\nerror           NOT_A_NUMBER at offset "))
    }
}
