import ArgumentParser
import Foundation
import PhoneNumbers
import PhoneRows

/// `formkit phone find`: the phone numbers written in free text.
struct PhoneFindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find the phone numbers written in text, as libphonenumber's PhoneNumberMatcher does.",
        discussion: """
            Prints one line per number found: the text as written, a tab, and the number in E.164. \
            Reads one text per line from standard input when no text is given.

            With --tsv, each input line is TEXT, a tab, a region (ZZ for none) and optionally a tab and \
            a leniency. The first output line is the header \
            \(headerInHelp(PhoneFindReport.header)), then one row per input \
            line, in order, as it is read. The matches column holds START-END=E164 for each number, \
            joined by |, where START and END count Unicode scalars from the start of the text.

            Leniencies: possible (a possible length), valid (valid, not glued to letters; the default), \
            strict-grouping (grouped as the region writes numbers), exact-grouping (grouped exactly as \
            the region formats them, or one block).

            Exit status: 0; 1 when a --tsv line names an unknown leniency (its row is still written, empty).

            Examples:
              formkit phone find --region US "Call 650-253-0000 or +44 20 7031 3000 today."
              formkit phone find --region GB --leniency exact-grouping "Tel. 020 7031 3000"
              formkit phone find --tsv < messages.tsv
            """
    )

    @Option(help: ArgumentHelp(
        "Default region for numbers written without +CC, such as US or GB; ZZ for none.", valueName: "region"))
    var region: String = PhoneRegionOptions.noRegion

    @Option(help: ArgumentHelp(
        "How sure a match must be: possible, valid, strict-grouping or exact-grouping.", valueName: "leniency"))
    var leniency: PhoneFindReport.LeniencyName = .valid

    @Flag(help: "Read TEXT<TAB>REGION[<TAB>LENIENCY] lines from standard input and print a TSV row for each.")
    var tsv = false

    @Argument(help: "Texts to search. Standard input lines when none are given.")
    var texts: [String] = []

    func validate() throws {
        try PhoneRegionOptions.validateRegion(region.uppercased(), option: "--region", allowingNone: true)
        if tsv && !texts.isEmpty { throw ValidationError("--tsv reads standard input; give no texts.") }
    }

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        if tsv { output.writeLine(PhoneFindReport.header) }
        let work = PhoneFindWork(tsv: tsv, defaultRegion: region.uppercased(), leniency: leniency)
        let failures = try jobs.runner.run(work, arguments: texts, to: &output)
        output.flush()
        if failures > 0 {
            throw ExitCode(1)
        }
    }
}

/// The work of `phone find` on one input line: a TSV row, or a line per number found.
struct PhoneFindWork: LineWork {
    var tsv: Bool
    /// The region of texts without their own (`ZZ` for none).
    var defaultRegion: String
    var leniency: PhoneFindReport.LeniencyName

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        let text = String(decoding: line, as: UTF8.self)
        if tsv {
            switch PhoneFindReport.tsvRow(text, defaultLeniency: leniency) {
            case .success(let row):
                output.bytes.append(row)
            case .failure(let error):
                output.fail { "formkit: error: line \($0): \(error)\n" }
                output.bytes.append(error.row)
            }
            output.bytes.appendNewline()
            return
        }
        let matches = PhoneNumber.matches(
            in: text, defaultRegion: defaultRegion == PhoneRegionOptions.noRegion ? nil : defaultRegion,
            leniency: leniency.leniency)
        for match in matches {
            output.bytes.appendTSVSafe(match.rawString.utf8)
            output.bytes.appendTab()
            match.number.appendFormatted(.e164, to: &output.bytes)
            output.bytes.appendNewline()
        }
    }
}
