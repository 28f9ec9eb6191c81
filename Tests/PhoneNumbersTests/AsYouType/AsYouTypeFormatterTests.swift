import Foundation
import PhoneNumbers
import Testing

@Suite struct AsYouTypeFormatterTests {
    /// Outputs after each keystroke, from phonenumbers 9.0.43.
    @Test(arguments: [
        ("US", "6502530000", "6|65|650|650-2|650-25|650-253|650-2530|(650) 253-00|(650) 253-000|(650) 253-0000"),
        ("US", "16502530000", "1|16|1 65|1 (650|1 (650) 2|1 (650) 25|1 (650) 253|1 (650) 253-0|1 (650) 253-00|1 (650) 253-000|1 (650) 253-0000"),
        ("US", "６５０２５３００００", "６|６５|650|650-2|650-25|650-253|650-2530|(650) 253-00|(650) 253-000|(650) 253-0000"),
        ("DE", "030123456", "0|03|030|030 1|030 12|030 123|030 1234|030 12345|030 123456"),
        ("AR", "+5491187654321", "+|+5|+54 |+54 9|+54 91|+54 9 11|+54 9 11 8|+54 9 11 87|+54 9 11 876|+54 9 11 8765|+54 9 11 8765-4|+54 9 11 8765-43|+54 9 11 8765-432|+54 9 11 8765-4321"),
        ("US", "011442079460958", "0|01|011 |011 4|011 44 |011 44 2|011 44 20|011 44 20 7|011 44 20 79|011 44 20 794|011 44 20 7946|011 44 20 7946 0|011 44 20 7946 09|011 44 20 7946 095|011 44 20 7946 0958"),
        ("GB", "02079460958", "0|02|020|020 7|020 79|020 794|020 7946|020 7946 0|020 7946 09|020 7946 095|020 7946 0958"),
        ("ZZ", "+41446681800", "+|+4|+41 |+41 4|+41 44|+41 44 6|+41 44 66|+41 44 668|+41 44 668 1|+41 44 668 18|+41 44 668 18 0|+41 44 668 18 00"),
        ("ZZ", "6502530000", "6|65|650|6502|65025|650253|6502530|65025300|650253000|6502530000"),
        ("US", "650-253", "6|65|650|650-|650-2|650-25|650-253"),
        ("US", "650253000012", "6|65|650|650-2|650-25|650-253|650-2530|(650) 253-00|(650) 253-000|(650) 253-0000|65025300001|650253000012"),
    ])
    func typesLikeLibphonenumber(region: String, keys: String, expected: String) {
        var formatter = AsYouTypeFormatter(region: region)
        let outputs = keys.map { formatter.input($0) }
        #expect(outputs.joined(separator: "|") == expected)
        #expect(formatter.output == outputs.last)
    }

    @Test func clearStartsAgainInTheOriginalRegion() {
        var formatter = AsYouTypeFormatter(region: "us")
        formatter.input("+442079460958")
        formatter.clear()
        #expect(formatter.output == "")
        #expect(formatter.input("6502530000") == "(650) 253-0000")
        #expect(formatter.region == "US")
    }

    /// `rememberedPosition` after every keystroke, remembering one keystroke per sequence,
    /// recorded from phonenumbers 9.0.43 by Tools/oracle-aytf/generate.py --positions --seed 99 --per-region 2.
    @Test func rememberedPositionsAgreeWithTheOracle() throws {
        let fixture = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/aytf-positions.tsv")
        let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 490)
        for line in lines {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(columns.count == 4)
            let remembered = Int(columns[2]) ?? -1
            var formatter = AsYouTypeFormatter(region: String(columns[1]))
            var positions: [Int] = []
            for (index, key) in columns[0].enumerated() {
                formatter.input(key, rememberingPosition: index == remembered)
                positions.append(formatter.rememberedPosition)
            }
            #expect(positions.map(String.init).joined(separator: ",") == columns[3], "\(columns[0]) in \(columns[1])")
        }
    }
}
