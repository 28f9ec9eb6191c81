import Foundation
import PhoneNumbers
import Testing

/// Every row of Golden/golden.tsv, recorded from the phonenumbers oracle by Tools/oracle/golden.py,
/// must come out the same: parse result or error, and every property and format.
@Suite struct GoldenFileTests {
    static let header = [
        "input", "region", "from", "possible", "valid", "number_region", "type", "e164", "international",
        "national", "rfc3966", "out_of_country", "country_code", "national_number", "extension", "error",
    ]

    static func rows() throws -> [[String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/golden.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The columns PhoneNumbers produces for one input row.
    static func actual(input: String, region: String, from: String) -> [String] {
        do {
            let number = try PhoneNumber(parsing: input, defaultRegion: region)
            return [
                input, region, from, String(number.isPossible), String(number.isValid), number.region ?? "",
                number.type.rawValue, number.formatted(.e164), number.formatted(.international),
                number.formatted(.national), number.formatted(.rfc3966), number.formatted(forDialingFrom: from),
                String(number.countryCode), String(number.nationalNumber), number.extension ?? "", "",
            ]
        } catch {
            return [input, region, from] + Array(repeating: "", count: 12) + [error.kind.rawValue]
        }
    }

    @Test func everyRowAgreesWithTheOracle() throws {
        let rows = try Self.rows()
        #expect(rows.first == Self.header)
        let data = rows.dropFirst()
        #expect(data.count > 5000)
        var mismatches: [String] = []
        #expect(data.allSatisfy { $0.count == Self.header.count })
        for row in data where row.count == Self.header.count {
            let got = Self.actual(input: row[0], region: row[1], from: row[2])
            for column in 3..<row.count where got[column] != row[column] {
                mismatches.append("\(row[0]) [\(row[1])] \(Self.header[column]): expected '\(row[column])', got '\(got[column])'")
            }
        }
        let agreeing = data.count - Set(mismatches.map { $0.prefix(while: { $0 != "[" }) }).count
        print("golden: \(data.count) rows, \(mismatches.count) mismatching cells, ~\(agreeing) rows agree")
        for line in mismatches.prefix(40) { print("  " + line) }
        #expect(mismatches.isEmpty)
    }
}

