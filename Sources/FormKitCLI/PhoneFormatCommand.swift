import ArgumentParser
import Foundation
import PhoneNumbers
import PhoneRows

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

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        let work = PhoneFormatWork(
            style: style ?? .international, from: from?.uppercased(), defaultRegion: options.defaultRegion)
        let failures = try jobs.runner.run(work, arguments: options.numbers, to: &output)
        output.flush()
        if failures > 0 { throw ExitCode(1) }
    }
}

/// The work of `phone format` on one input line: the number in one format, or an empty line and a
/// message naming the line (never the number).
struct PhoneFormatWork: LineWork {
    var style: PhoneNumberFormat
    /// The region to dial from, upper-cased; it takes the place of `style`.
    var from: String?
    /// The region of lines without their own (`ZZ` for none).
    var defaultRegion: String

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        do throws(PhoneNumberParseError) {
            let number = try PhoneInput(bytes: line, defaultRegion: defaultRegion).parse()
            if let from {
                output.bytes.append(number.formatted(forDialingFrom: from))
            } else {
                number.appendFormatted(style, to: &output.bytes)
            }
            output.bytes.appendNewline()
        } catch {
            output.bytes.appendNewline()
            let report = error.report
            output.fail { "formkit: error: input \($0): \(report).\n" }
        }
    }
}

extension PhoneNumberFormat: ExpressibleByArgument {}
