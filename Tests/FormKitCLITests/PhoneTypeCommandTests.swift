import FormKitTestSupport
import Foundation
import Testing

@Suite struct PhoneTypeCommandTests {
    @Test func printsTheTextAfterEachKeystroke() throws {
        let result = try FormKitProcess.run(["phone", "type", "--region", "US", "650", "2530000"])
        #expect(result.standardOutput == """
            6
            65
            650
            650-2
            650-25
            650-253
            650-2530
            (650) 253-00
            (650) 253-000
            (650) 253-0000

            """)
        #expect(result.status == 0)
    }

    @Test func tsvJoinsEachLinesOutputsAndKeepsTrailingSpaces() throws {
        let input = "+41446681800\n011442079460958\tUS\n\n6502530000\tUS\n"
        let result = try FormKitProcess.run(["phone", "type", "--tsv"], input: input)
        #expect(result.standardOutput == """
            +|+4|+41 |+41 4|+41 44|+41 44 6|+41 44 66|+41 44 668|+41 44 668 1|+41 44 668 18|+41 44 668 18 0|+41 44 668 18 00
            0|01|011 |011 4|011 44 |011 44 2|011 44 20|011 44 20 7|011 44 20 79|011 44 20 794|011 44 20 7946|011 44 20 7946 0|011 44 20 7946 09|011 44 20 7946 095|011 44 20 7946 0958

            6|65|650|650-2|650-25|650-253|650-2530|(650) 253-00|(650) 253-000|(650) 253-0000

            """)
    }

    @Test func theRegionColumnWinsOverTheOption() throws {
        let result = try FormKitProcess.run(["phone", "type", "--tsv", "--region", "US"], input: "02079460958\tGB\n020\n")
        #expect(result.standardOutput == "0|02|020|020 7|020 79|020 794|020 7946|020 7946 0|020 7946 09|020 7946 095|020 7946 0958\n0|02|020\n")
    }

    @Test func standardInputLinesAreSeparateNumbers() throws {
        let result = try FormKitProcess.run(["phone", "type", "--region", "GB"], input: "020\n07\n")
        #expect(result.standardOutput == "0\n02\n020\n\n0\n07\n\n")
    }
}
