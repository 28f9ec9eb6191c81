import Foundation
import PhoneNumbers
import Testing

/// Every row of Golden/short_numbers.tsv, recorded from phonenumbers by Tools/oracle/short_golden.py:
/// the short-number answers for any region of the calling code, which `phone short` does not print
/// (its oracle stage checks the answers for one region).
@Suite struct ShortNumberGoldenTests {
    static let header = ["input", "region", "possible", "valid", "cost", "carrier_specific"]

    static func rows() throws -> [[String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Golden/short_numbers.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func everyRowAgreesWithTheOracle() throws {
        let rows = try Self.rows()
        #expect(rows.first == Self.header)
        #expect(rows.count > 4000)
        var mismatches = 0
        for row in rows.dropFirst() {
            let number = try PhoneNumber(parsing: row[0], defaultRegion: row[1] == "ZZ" ? nil : row[1])
            let actual = [
                row[0], row[1], String(number.isPossibleShortNumber), String(number.isValidShortNumber),
                number.shortNumberCost.rawValue, String(number.isCarrierSpecific),
            ]
            if actual != row {
                mismatches += 1
                if mismatches <= 10 { Issue.record("expected \(row), got \(actual)") }
            }
        }
        #expect(mismatches == 0)
    }
}
