import FormKitTestSupport
import Testing

/// Runs the built `formkit` binary: standard input, exit codes, standard error.
@Suite("formkit phone (process)")
struct PhoneCommandProcessTests {
    func run(_ arguments: [String], input: String = "") throws -> CommandResult {
        try FormKitProcess.run(arguments, input: input)
    }

    @Test func infoStreamsStandardInputWithPerLineRegions() throws {
        let lines = (0..<2_000).map { $0.isMultiple(of: 2) ? "020 7031 \(3000 + $0 % 1000)\tGB" : "+1 650 253 \(1000 + $0)" }
        let result = try run(["phone", "info", "--tsv"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n")
        #expect(rows.count == lines.count + 1)
        #expect(rows[1].hasPrefix("020 7031 3000\tGB\ttrue\ttrue\tGB\tFIXED_LINE\t+442070313000\t"))
        #expect(rows[2].hasPrefix("+1 650 253 1001\tZZ\ttrue\ttrue\tUS\t"))
    }

    @Test func formatPrintsOneLinePerNumber() throws {
        let result = try run(["phone", "format", "--region", "US", "--style", "e164", "(650) 253-0000", "+44 20 7031 3000"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "+16502530000\n+442070313000\n")
    }

    @Test func formatForDialingFromAnotherRegion() throws {
        let result = try run(["phone", "format", "--from", "DE", "+1 650 253 0000"])
        #expect(result.standardOutput == "00 1 650-253-0000\n")
    }

    @Test func formatReportsUnparsableInputsOnStandardErrorWithoutEchoingThem() throws {
        let result = try run(["phone", "format", "--style", "national"], input: "020 7031 3000\tGB\n12345 67890\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "020 7031 3000\n\n")
        #expect(result.standardError.contains("input 2: INVALID_COUNTRY_CODE at offset"))
        #expect(!result.standardError.contains("12345"))
    }

    @Test(arguments: [
        ["phone", "info", "--region", "XX", "1"],
        ["phone", "format", "--from", "ZZ", "1"],
        ["phone", "format", "--from", "US", "--style", "e164", "1"],
        ["phone", "format", "--style", "local", "1"],
    ])
    func usageErrorsExitWithUsageStatus(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.isEmpty)
    }

    @Test func infoForPeopleExitsOneWhenAnInputFails() throws {
        let result = try run(["phone", "info", "+44 20 7031 3000", "nonsense"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("international   +44 20 7031 3000\n"))
        #expect(result.standardError.contains("1 input could not be parsed"))
    }
}
