import ArgumentParser
import Foundation
import PhoneNumbers

/// `formkit phone format`: one formatted line per number.
struct PhoneFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format phone numbers as E.164, international, national or RFC 3966, or for dialling from a region.",
        discussion: """
            Prints one line per number. Reads one number per line from standard input when \
            no number is given; a line may end with a tab and its own default region (ZZ for \
            none). A number that cannot be parsed gives an empty line, and its line number and \
            error kind go to standard error; the exit status is then 1.

            In the last example, numbers.tsv holds the line "020 7031 3000<TAB>GB".

            Examples:
              formkit phone format --region US "(650) 253-0000"
                +1 650-253-0000
              formkit phone format --style e164 "+44 20 7031 3000"
                +442070313000
              formkit phone format --from DE "+1 650 253 0000"
                00 1 650-253-0000
              formkit phone format --style national < numbers.tsv
                020 7031 3000
            """
    )

    @OptionGroup var options: PhoneRegionOptions

    @Option(help: "The format to print (default: international).")
    var style: PhoneNumberFormat?

    @Option(help: ArgumentHelp("Format each number for dialling from this region (out-of-country format).",
                               valueName: "region"))
    var from: String?

    func validate() throws {
        if let from {
            try PhoneRegionOptions.validateRegion(from.uppercased(), option: "--from", allowingNone: false)
            if style != nil { throw ValidationError("Give --style or --from, not both.") }
        }
    }

    func run() throws {
        var output = StandardOutput()
        let interactive = isatty(STDOUT_FILENO) != 0  // a person is watching: show each answer at once
        var failures = 0
        for (index, input) in options.inputs.enumerated() {
            do throws(PhoneNumberParseError) {
                output.writeLine(format(try input.parse()))
                if interactive { output.flush() }
            } catch {
                failures += 1
                output.writeLine("")
                output.flush()  // keep standard output in step with the messages
                _ = exitReporting("input \(index + 1): \(error.report).", code: 1)
            }
        }
        output.flush()
        if failures > 0 { throw ExitCode(1) }
    }

    private func format(_ number: PhoneNumber) -> String {
        if let from { return number.formatted(forDialingFrom: from.uppercased()) }
        return number.formatted(style ?? .international)
    }
}

extension PhoneNumberFormat: ExpressibleByArgument {}
