import FormKitTestSupport
import Foundation
import Testing

@Suite struct PhonePatternCommandTests {
    @Test(arguments: [
        (["--locale", "us", "6502530000"], "(650) 253-0000\n"),
        (["--locale", "us", "2530000"], "253-0000\n"),
        (["--locale", "us", "+16502530000"], "+1 (650) 253-0000\n"),
        (["--locale", "gb", "01946755555"], "(019467) 55555\n"),
        (["--locale", "en_GB", "--explain", "01946755555", "abc"], "(019467) 55555\t(019467) #####\n\tno match\n"),
    ])
    func formatsEachArgumentOnItsOwnLine(arguments: [String], output: String) throws {
        let result = try FormKitProcess.run(["phone", "pattern"] + arguments)
        #expect(result.standardOutput == output)
        #expect(result.status == 0)
    }

    @Test func readsStandardInputWhenNoNumberIsGiven() throws {
        let result = try FormKitProcess.run(["phone", "pattern", "--locale", "US"], input: "2530000\n(650) 253-0000\n")
        #expect(result.standardOutput == "253-0000\n(650) 253-0000\n")
    }

    @Test func unknownLocaleIsAnErrorWithExitCodeTwo() throws {
        let result = try FormKitProcess.run(["phone", "pattern", "--locale", "xx", "6502530000"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "formkit: error: unknown locale 'xx'; built-in patterns exist for GB, JP, US.\n")
    }

    @Test func formatsFileReplacesTheBuiltInPatterns() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-formats-\(UUID()).txt")
        try "## ## ##\n\n### ###\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FormKitProcess.run(["phone", "pattern", "--formats", file.path, "--explain", "123456"])
        #expect(result.standardOutput == "12 34 56\t## ## ##\n")
    }

    @Test func missingFormatsFileIsAnError() throws {
        let result = try FormKitProcess.run(["phone", "pattern", "--formats", "/nonexistent/formats.txt", "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot read formats file"))
    }

    @Test(arguments: [["--help"], ["phone", "--help"], ["phone", "pattern", "--help"]])
    func helpShowsAnExample(arguments: [String]) throws {
        let result = try FormKitProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("formkit phone pattern --locale us 6502530000"))
    }
}
