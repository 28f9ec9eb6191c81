import FormKitTestSupport
import Foundation
import Testing

@Suite struct FieldCheckCommandTests {
    @Test(arguments: [
        (["--allowed", "aeiouAEIOU", "--max-length", "6", "aeiou", "aeb", "aeiouae"],
         "ok\nrejected: character not allowed at offset 2\nrejected: longer than 6 characters at offset 6\n", Int32(1)),
        (["--disallowed", "aeiou", "--max-length", "8", "hll wrld"], "ok\n", 0),
        (["--decimal", "--max-length", "7", "--", "-1.5e-3", "4-5", "1.2.3", "1e"],
         "ok\nrejected: sign not at the start at offset 1\nrejected: decimal separator not allowed here at offset 3\nok\n", 1),
        (["--decimal", "--locale", "de-DE", "--", "-1,5e3", "1.5"], "ok\nrejected: character not allowed at offset 1\n", 1),
        (["--decimal", "--locale", "fr_FR", "3.14", "3,14"], "ok\nok\n", 0),
        (["--positive-integer", "--max-length", "5", "--", "12345", "123456", "0", "-1"],
         "ok\nrejected: longer than 5 characters at offset 5\nrejected: not a positive number at offset 0\nrejected: character not allowed at offset 0\n", 1),
        (["--max-length", "2", "👍🏽é"], "ok\n", 0),
    ] as [([String], String, Int32)])
    func judgesEachText(arguments: [String], output: String, status: Int32) throws {
        let result = try FormKitProcess.run(["field", "check"] + arguments)
        #expect(result.standardOutput == output)
        #expect(result.status == status)
    }

    @Test func readsStandardInputLines() throws {
        let result = try FormKitProcess.run(["field", "check", "--allowed", "0123456789", "--max-length", "3"], input: "123\n\n12a\n")
        #expect(result.standardOutput == "ok\nok\nrejected: character not allowed at offset 2\n")
        #expect(result.status == 1)
    }

    @Test func badOptionsAreErrors() throws {
        let unknown = try FormKitProcess.run(["field", "check", "--decimal", "--locale", "xx", "1"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "formkit: error: unknown locale 'xx'.\n")
        let stray = try FormKitProcess.run(["field", "check", "--locale", "fr", "1"])
        #expect(stray.status != 0)
        #expect(stray.standardError.contains("--locale applies to --decimal only."))
    }
}
