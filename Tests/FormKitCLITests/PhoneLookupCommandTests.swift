import FormKitTestSupport
import Foundation
import Testing

@Suite struct PhoneLookupCommandTests {
    func run(_ arguments: [String], input: String = "") throws -> CommandResult {
        try FormKitProcess.run(["phone", "lookup"] + arguments, input: input)
    }

    @Test func tsvStreamsOneRowPerLineAfterTheFixedHeader() throws {
        let input = "+41446681800\tZZ\tit\n0891234567\tDE\n+886223111234\tzz\tzh_Hant\n+41791234567\t\tde\n"
        let result = try run(["--tsv"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            input\tregion\tlocale\tdescription\tcarrier\ttime_zones
            +41446681800\tZZ\tit\tZurigo\t\tEurope/Zurich
            0891234567\tDE\ten\tMunich\t\tEurope/Berlin
            +886223111234\tZZ\tzh_Hant\t臺北\t\tAsia/Taipei
            +41791234567\tZZ\tde\tSchweiz\tSwisscom\tEurope/Zurich

            """)
    }

    @Test func tsvLeavesTheAnswersEmptyOnErrorsAndNamesTheLineNotTheNumber() throws {
        let result = try run(["--tsv", "--locale", "de"], input: "1\tUS\nsecret-text\tGB\n+41446681800\tZZ\tnot a locale\n+4930123456\n")
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[1] == "1\tUS\tde\t\t\t")
        #expect(rows[2] == "secret-text\tGB\tde\t\t\t")
        #expect(rows[3] == "+41446681800\tZZ\tnot a locale\t\t\t")
        #expect(rows[4] == "+4930123456\tZZ\tde\tBerlin\t\tEurope/Berlin")
        #expect(result.standardError.contains("line 1: NOT_A_NUMBER at offset 0"))
        #expect(result.standardError.contains("line 2: NOT_A_NUMBER"))
        #expect(result.standardError.contains("line 3: unknown locale"))
        #expect(!result.standardError.contains("secret"))
    }

    @Test func userRegionKeepsAreasAtHomeAndCountriesAbroad() throws {
        let result = try run(["--tsv", "--user-region", "ch"], input: "+41446681800\tZZ\n+442083612345\tZZ\tfr\n")
        #expect(result.standardOutput.hasSuffix("+41446681800\tZZ\ten\tZurich\t\tEurope/Zurich\n+442083612345\tZZ\tfr\tRoyaume-Uni\t\tEurope/London\n"))
    }

    @Test func invalidUTF8AndLongLinesNeverCrash() throws {
        let long = String(repeating: "9", count: 2_000_000)
        var bytes = Array("\u{FF}\u{FE}1\t\u{FF}GB\n".utf8)
        bytes.insert(0xFF, at: 0)
        let input = String(decoding: bytes, as: UTF8.self) + long + "\tUS\n"
        let result = try run(["--tsv"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 3)
    }

    @Test func forPeopleTheAnswersAreLabelled() throws {
        let result = try run(["--region", "GB", "--locale", "de", "020 7031 3000", "07400 123456"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            input        020 7031 3000
            description  London
            carrier      none
            time zones   Europe/London

            input        07400 123456
            description  Vereinigtes Königreich
            carrier      Three
            time zones   Europe/Guernsey, Europe/Isle_of_Man, Europe/Jersey, Europe/London

            """)
    }

    @Test(arguments: [["--locale", "german"], ["--user-region", "XX"], ["--region", "QQ"], ["--tsv", "+41446681800"]])
    func usageErrorsExitWithUsageStatus(arguments: [String]) throws {
        #expect(try run(arguments).status == 64)
    }
}
