import FormKitTestSupport
import Foundation
import Testing

/// `formkit phone paste` and `phone type --strict` (issue 29).
@Suite struct PhonePasteCommandTests {
    @Test func theFormForPeoplePrintsTheFieldAndTheNumber() throws {
        let result = try FormKitProcess.run(["phone", "paste", "--region", "us", "(650) 253-0000 ext. 12", "hello 12"])
        #expect(result.standardOutput == "(650) 253-0000 ext. 12\tUS\t+16502530000\t12\nhello 12\n")
        #expect(result.status == 0)
    }

    @Test func tsvHasTheHeaderAndOneRowALine() throws {
        let input = "+44 (0)20 7946 0958\tUS\n447400123456\tgb\n6502530000\n\n"
        for jobs in ["1", "2"] {
            let result = try FormKitProcess.run(["phone", "paste", "--tsv", "--jobs", jobs], input: input)
            #expect(result.standardOutput == """
                text\tregion\tfield\tcountry\te164\textension
                +44 (0)20 7946 0958\tUS\t+44 20 7946 0958\tGB\t+442079460958\t
                447400123456\tGB\t+44 7400 123456\tGB\t+447400123456\t
                6502530000\tZZ\t6502530000\t\t\t
                \tZZ\t\t\t\t

                """)
            #expect(result.status == 0)
        }
    }

    @Test func strictTypingRefusesDeadKeystrokesPerLine() throws {
        let input = "650253000012\tUS\n07400123456\tGB\tmobile\n02079\tGB\tmobile\n12\tUS\tcell\n"
        let result = try FormKitProcess.run(["phone", "type", "--tsv", "--strict"], input: input)
        #expect(result.standardOutput == """
            6|65|650|650-2|650-25|650-253|650-2530|(650) 253-00|(650) 253-000|(650) 253-0000|(650) 253-0000|(650) 253-0000
            0|07|074|0740|07400|07400 1|07400 12|07400 123|07400 1234|07400 12345|07400 123456
            0|0|00|00 7 |00 7 9
            error: unknown type in TYPES; use fixed_line, mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan or voicemail

            """)
    }

    @Test func strictAndTypesInTheFormForPeople() throws {
        let result = try FormKitProcess.run(["phone", "type", "--strict", "--types", "mobile", "--region", "GB", "027"])
        #expect(result.standardOutput == "0\n0\n07\n")
        let unknown = try FormKitProcess.run(["phone", "type", "--strict", "--types", "cell", "--region", "GB", "0207946"])
        #expect(unknown.status == 64)
        #expect(!unknown.standardError.contains("0207946"))
        let withoutStrict = try FormKitProcess.run(["phone", "type", "--types", "mobile", "1"])
        #expect(withoutStrict.status == 64)
    }
}
